import { z } from 'zod';
import { formatLongDateEs } from '../../../shared/dates';
import { zonedWallTimeToInstant } from '../../../shared/zoned-time';
import { defineJob } from '../../jobs/define-job';
import { enqueueMail } from '../../mail/enqueue-mail';
import { publishTodayUrl } from '../../mail/links';
import { dailyDigestEmail } from '../../mail/templates/daily-digest';
import { claimClientEmail, deliveryKey } from './delivery-log';
import { localDayBounds } from './local-day';
import { reminderClients } from './reminder-clients';
import { reminderStoryCards } from './reminder-story-cards';
import { isStillRunning, storiesDueBetween } from './stories-due-between';

export const DailyDigestPayload = z.object({
  clientId: z.uuid(),
  /** The client's local date the digest is for. */
  localDate: z.iso.date(),
});

/**
 * 'reminders.digest': the morning e-mail with the client's unpublished stories of its local day and their times.
 * Stories of a campaign whose end date has passed are left out.
 * Nothing is sent when the client has turned it off, has been deactivated, or has no story left that day. The
 * delivery log row and the e-mail job are written in one transaction: once per client and local day.
 */
export const dailyDigestJob = defineJob({
  type: 'reminders.digest',
  payload: DailyDigestPayload,
  handler:
    ({ db, env, metrics, now = () => new Date() }) =>
    async ({ clientId, localDate }, { job, log }) => {
      const sent = await db.transaction(async (tx) => {
        const client = (
          await reminderClients({ db: tx, ids: [clientId], agencyTimeZone: env.APP_TIMEZONE })
        ).get(clientId);
        if (client?.status !== 'active' || !client.digestEnabled) return false;
        const { start, end } = localDayBounds(localDate, client.timeZone);
        const stories = (
          await storiesDueBetween(tx, { from: start, to: end, agencyTimeZone: env.APP_TIMEZONE })
        ).filter((story) => story.clientId === clientId && isStillRunning(now())(story));
        if (stories.length === 0) {
          log.info({ clientId, localDate }, 'digest: no story today; not sent');
          return false;
        }
        const claimed = await claimClientEmail({
          tx,
          jobId: job.id,
          claim: {
            key: deliveryKey.digest(clientId, localDate),
            clientId,
            kind: 'digest',
            dueAt: zonedWallTimeToInstant(localDate, client.digestTime, client.timeZone),
          },
        });
        if (!claimed) return false;
        await enqueueMail(
          tx,
          dailyDigestEmail({
            to: client.email,
            contactName: client.name,
            brandName: client.brandName,
            dateLabel: formatLongDateEs(localDate),
            stories: await reminderStoryCards({
              db: tx,
              env,
              dueStories: stories,
              timeZone: client.timeZone,
              now: now(),
            }),
            publishUrl: publishTodayUrl(env),
          }),
          { purpose: 'daily-digest', clientId },
        );
        return true;
      });
      if (sent) metrics?.deliveryFinished('digest', 'email', 'sent');
    },
});

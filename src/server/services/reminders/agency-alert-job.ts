import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { defineJob } from '../../jobs/define-job';
import { enqueueMail } from '../../mail/enqueue-mail';
import { adminTodayUrl } from '../../mail/links';
import { agencyAlertEmail } from '../../mail/templates/agency-alert';
import { claimClientEmail, deliveryKey } from './delivery-log';
import { localDayBounds } from './local-day';
import { reminderClients } from './reminder-clients';
import { reminderLineOf } from './send-reminder-job';
import { isStillRunning, storiesDueBetween } from './stories-due-between';

export const AgencyAlertPayload = z.object({
  clientId: z.uuid(),
  localDate: z.iso.date(),
});

/** '2 h', '90 min'. */
export function thresholdLabel(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`;
}

/**
 * 'reminders.agency-alert': tells every active admin, by e-mail, that a client's stories of its local day are
 * still unpublished AGENCY_ALERT_AFTER_MINUTES after their time. Once per client and local day (the delivery log
 * row and the e-mails in one transaction). A campaign whose end date has passed raises no alert.
 * When the stories were published meanwhile, nothing is sent and the
 * job gives its dedupe key back, so a story that slips later the same day can still raise the day's alert.
 */
export const agencyAlertJob = defineJob({
  type: 'reminders.agency-alert',
  payload: AgencyAlertPayload,
  handler:
    ({ db, env, metrics, now: clock = () => new Date() }) =>
    async ({ clientId, localDate }, { job, log }) => {
      const now = clock();
      const sent = await db.transaction(async (tx) => {
        const client = (
          await reminderClients({ db: tx, ids: [clientId], agencyTimeZone: env.APP_TIMEZONE })
        ).get(clientId);
        if (client?.status !== 'active') return false;
        const { start } = localDayBounds(localDate, client.timeZone);
        // Due at or before this instant (the window's end is exclusive, hence the millisecond).
        const slipping = new Date(now.getTime() - env.AGENCY_ALERT_AFTER_MINUTES * 60_000 + 1);
        const stories = (
          await storiesDueBetween(tx, { from: start, to: slipping, agencyTimeZone: env.APP_TIMEZONE })
        ).filter((story) => story.clientId === clientId && isStillRunning(now)(story));
        if (stories.length === 0) {
          await tx.update(jobs).set({ dedupeKey: null }).where(eq(jobs.id, job.id));
          log.info({ clientId, localDate }, 'agency alert: nothing slipping any more; not sent');
          return false;
        }
        const claimed = await claimClientEmail({
          tx,
          jobId: job.id,
          claim: {
            key: deliveryKey.agencyAlert(clientId, localDate),
            clientId,
            kind: 'agency_alert',
            dueAt: stories[0]!.dueAt,
          },
        });
        if (!claimed) return false;
        const admins = await tx
          .select({ email: user.email })
          .from(user)
          .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
          .orderBy(sql`${user.email}`);
        for (const admin of admins) {
          await enqueueMail(
            tx,
            agencyAlertEmail({
              to: admin.email,
              brandName: client.brandName,
              clientName: client.name,
              clientEmail: client.email,
              threshold: thresholdLabel(env.AGENCY_ALERT_AFTER_MINUTES),
              stories: stories.map((story) => reminderLineOf(story, client.timeZone)),
              boardUrl: adminTodayUrl(env),
            }),
            { purpose: 'agency-alert', clientId },
          );
        }
        return true;
      });
      if (sent) metrics?.deliveryFinished('agency_alert', 'email', 'sent');
    },
});

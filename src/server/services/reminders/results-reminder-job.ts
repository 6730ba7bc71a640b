import { z } from 'zod';
import { formatDateTimeEs } from '../../../shared/dates';
import { storyHeading } from '../../../shared/domain/story-heading';
import type { PushMessage } from '../../../shared/notifications/push-message';
import { appPaths } from '../../../shared/paths';
import type { Env } from '../../env';
import { defineJob, type JobDeps } from '../../jobs/define-job';
import type { JobContext } from '../../jobs/job-runner';
import { enqueueMail } from '../../mail/enqueue-mail';
import { resultsReminderEmail, resultsReminderTitle } from '../../mail/templates/results-reminder';
import { outboundGuard } from '../../net/outbound-guard';
import { vapidKeys } from '../../notifications/vapid-keys';
import { pushTopic } from '../../notifications/web-push-sender';
import { subscriptionsOf } from '../notifications/push-subscriptions';
import { pushToUser } from '../notifications/push-to-user';
import { STORY_LIFETIME_MS } from '../results/result-story';
import { claimDeliveries, type DeliveryChannel, deliveryKey, finishDeliveries } from './delivery-log';
import { type ReminderClient, reminderClients } from './reminder-clients';
import { type DueStory, postedStoriesWithoutResultsByIds } from './stories-due-between';

/** The reminder goes out this long after a published story's time (issue 31 §3)… */
export const RESULTS_REMINDER_AFTER_MS = 20 * 60 * 60_000;
/** …and not after Instagram has taken the story down (24 h): its numbers are gone then. */
export const RESULTS_REMINDER_UNTIL_MS = STORY_LIFETIME_MS;

export const ResultsReminderPayload = z.object({
  clientId: z.uuid(),
  /** The due instant shared by the stories (ISO). */
  dueAt: z.iso.datetime(),
  storyIds: z.array(z.uuid()).min(1).max(200),
});
export type ResultsReminderPayload = z.infer<typeof ResultsReminderPayload>;

/**
 * 'reminders.results': «Apunta los resultados de la historia 3 antes de que caduquen», for the published stories of
 * one client due at one instant that still have no numbers. Checked again now, under a share lock on each story:
 * unmarked, given numbers, moved, or past the 24 h, the client deactivated — no reminder. Each (story, channel) is
 * claimed in the delivery log (kind results_reminder) before anything is sent, so a second instance or a retry never
 * sends it twice. Push to every device of the client's user when push reminders are on; by e-mail when push is off,
 * reaches no device, or fails (and e-mail reminders are on) — the same rule as the publishing reminders.
 */
export const resultsReminderJob = defineJob({
  type: 'reminders.results',
  payload: ResultsReminderPayload,
  leaseMs: 20_000,
  handler: (deps) => (payload, ctx) => sendResultsReminder(deps, payload, ctx),
});

async function sendResultsReminder(
  deps: Pick<JobDeps, 'db' | 'env' | 'logger' | 'now' | 'metrics'>,
  payload: ResultsReminderPayload,
  { job, log }: JobContext,
): Promise<void> {
  const { db, env, metrics } = deps;
  const now = deps.now?.() ?? new Date();
  const dueAt = new Date(payload.dueAt);
  const claimed = await db.transaction(async (tx) => {
    const client = (
      await reminderClients({ db: tx, ids: [payload.clientId], agencyTimeZone: env.APP_TIMEZONE })
    ).get(payload.clientId);
    if (client?.status !== 'active') return null;
    const stories = (
      await postedStoriesWithoutResultsByIds({ tx, ids: payload.storyIds, agencyTimeZone: env.APP_TIMEZONE })
    ).filter(
      (story) =>
        story.clientId === client.id &&
        story.dueAt.getTime() === dueAt.getTime() &&
        now.getTime() < dueAt.getTime() + RESULTS_REMINDER_UNTIL_MS,
    );
    if (stories.length === 0) return null;
    const devices = client.pushReminders && client.userId ? await subscriptionsOf(tx, [client.userId]) : [];
    const channel: DeliveryChannel | null =
      devices.length > 0 ? 'push' : client.emailReminders ? 'email' : null;
    if (!channel) return null;
    const owned = await claimResults(tx, job.id, client, stories, dueAt, channel);
    if (owned.length > 0 && channel === 'email') await enqueueResultsMail(tx, env, client, owned, dueAt);
    return owned.length > 0 ? { client, stories: owned, channel } : null;
  });
  if (!claimed) {
    log.info(
      { clientId: payload.clientId },
      'results reminder: nothing to send (numbers in, unmarked or sent)',
    );
    return;
  }
  if (claimed.channel === 'email') {
    metrics?.deliveryFinished('results_reminder', 'email', 'sent');
    return;
  }
  const { client, stories } = claimed;
  const result = await pushToUser({
    db,
    keys: vapidKeys(env),
    outbound: outboundGuard(env),
    logger: log,
    userId: client.userId!,
    message: resultsPush(client, stories),
    options: {
      topic: pushTopic(`results:${client.id}:${payload.dueAt}`),
      // Useless once the story is down: the push service drops it then.
      ttlSeconds: Math.max(
        60,
        Math.round((dueAt.getTime() + RESULTS_REMINDER_UNTIL_MS - now.getTime()) / 1000),
      ),
      urgency: 'normal',
    },
  });
  const pushKeys = stories.map((story) => deliveryKey.resultsReminder(story.storyId, 'push'));
  if (result.delivered > 0) {
    await finishDeliveries({ db, keys: pushKeys, status: 'sent', detail: devicesLabel(result.delivered) });
    metrics?.deliveryFinished('results_reminder', 'push', 'sent');
    return;
  }
  const expired = result.expired > 0 && result.failed === 0;
  await finishDeliveries({
    db,
    keys: pushKeys,
    status: 'failed',
    detail: expired
      ? 'Suscripción caducada'
      : (result.errors[0] ?? 'Ningún dispositivo aceptó la notificación'),
  });
  metrics?.deliveryFinished('results_reminder', 'push', expired ? 'expired' : 'failed');
  if (!client.emailReminders) return;
  const fellBack = await db.transaction(async (tx) => {
    const owned = await claimResults(tx, job.id, client, stories, dueAt, 'email');
    if (owned.length > 0) await enqueueResultsMail(tx, env, client, owned, dueAt);
    return owned.length > 0;
  });
  if (fellBack) metrics?.deliveryFinished('results_reminder', 'email', 'fallback');
}

/** Claims (story, channel) for this job; e-mail claims are 'sent' at once (the mail queue owns the rest). */
async function claimResults(
  tx: Parameters<typeof claimDeliveries>[0]['tx'],
  jobId: string,
  client: ReminderClient,
  stories: readonly DueStory[],
  dueAt: Date,
  channel: DeliveryChannel,
): Promise<DueStory[]> {
  const owned = await claimDeliveries({
    tx,
    jobId,
    claims: stories.map((story) => ({
      key: deliveryKey.resultsReminder(story.storyId, channel),
      clientId: client.id,
      storyId: story.storyId,
      kind: 'results_reminder' as const,
      channel,
      dueAt,
    })),
    status: channel === 'email' ? 'sent' : 'sending',
  });
  return stories.filter((story) => owned.has(deliveryKey.resultsReminder(story.storyId, channel)));
}

async function enqueueResultsMail(
  tx: Parameters<typeof enqueueMail>[0],
  env: Env,
  client: ReminderClient,
  stories: readonly DueStory[],
  dueAt: Date,
) {
  const expiresAt = formatDateTimeEs(new Date(dueAt.getTime() + RESULTS_REMINDER_UNTIL_MS), client.timeZone);
  await enqueueMail(
    tx,
    resultsReminderEmail({
      to: client.email,
      contactName: client.name,
      brandName: client.brandName,
      stories: stories.map((story) => ({
        heading: storyHeading(story.storyNumber, story.storyTitle),
        storyNumber: story.storyNumber,
        campaignTitle: story.campaignTitle,
        dayTitle: story.dayTitle,
        expiresAt,
        resultsUrl: `${env.PUBLIC_URL}${appPaths.storyResults('client', story.storyId)}`,
      })),
    }),
    { purpose: 'results-reminder', clientId: client.id, campaignId: stories[0]!.campaignId },
  );
}

function resultsPush(client: ReminderClient, stories: readonly DueStory[]): PushMessage {
  const first = stories[0]!;
  const names = stories.map((story) => storyHeading(story.storyNumber, story.storyTitle)).join(', ');
  return {
    title: resultsReminderTitle(stories).slice(0, 120),
    body: `${first.campaignTitle} · ${first.dayTitle}: ${names}. Instagram los borra a las 24 h. Toca para apuntarlos.`.slice(
      0,
      500,
    ),
    url: appPaths.storyResults('client', first.storyId),
    tag: `results-${client.id}-${first.dueAt.toISOString()}`,
  };
}

function devicesLabel(delivered: number): string {
  return delivered === 1 ? '1 dispositivo' : `${delivered} dispositivos`;
}

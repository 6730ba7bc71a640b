import { z } from 'zod';
import type { PushMessage } from '../../../shared/notifications/push-message';
import { appPaths } from '../../../shared/paths';
import { timeZonePlace } from '../../../shared/time-zone-label';
import { wallClockTime } from '../../../shared/zoned-time';
import type { Env } from '../../env';
import { defineJob, type JobDeps } from '../../jobs/define-job';
import type { JobContext } from '../../jobs/job-runner';
import { enqueueMail } from '../../mail/enqueue-mail';
import { storyReminderEmail } from '../../mail/templates/story-reminder';
import { outboundGuard } from '../../net/outbound-guard';
import { vapidKeys } from '../../notifications/vapid-keys';
import { pushTopic } from '../../notifications/web-push-sender';
import { subscriptionsOf } from '../notifications/push-subscriptions';
import { pushToUser } from '../notifications/push-to-user';
import { claimDeliveries, type DeliveryChannel, deliveryKey, finishDeliveries } from './delivery-log';
import { type ReminderClient, reminderClients } from './reminder-clients';
import { reminderStoryCards, storyTodayUrl } from './reminder-story-cards';
import { recordSkippedReminders } from './skipped-reminders';
import { type DueStory, isStillRunning, unpublishedStoriesByIds } from './stories-due-between';

export const SendReminderPayload = z.object({
  clientId: z.uuid(),
  /** The due instant shared by the stories (ISO). */
  dueAt: z.iso.datetime(),
  storyIds: z.array(z.uuid()).min(1).max(200),
});
export type SendReminderPayload = z.infer<typeof SendReminderPayload>;

/** A dead worker's reminder is taken over after this long (well inside the one-minute promise). */
const REMINDER_LEASE_MS = 20_000;

/**
 * 'reminders.send': one reminder for the stories of one client due at one instant (grouped). Each story is checked
 * again now, under a share lock on its campaign: published, deleted, moved to another time, its campaign paused or
 * ended, or its client deactivated since the planner saw it — no reminder. Each (story, due instant, channel) is claimed in
 * the delivery log before anything is sent, so a second job, a second instance or a retry never sends it twice.
 * Push goes to every device of the client's user; when push is off, has no device or no device took it, the
 * reminder goes by e-mail (when the client has e-mail reminders on).
 */
export const sendReminderJob = defineJob({
  type: 'reminders.send',
  payload: SendReminderPayload,
  leaseMs: REMINDER_LEASE_MS,
  handler: (deps) => (payload, ctx) => sendReminder(deps, payload, ctx),
});

async function sendReminder(
  deps: Pick<JobDeps, 'db' | 'env' | 'logger' | 'now' | 'metrics'>,
  payload: SendReminderPayload,
  { job, log }: JobContext,
): Promise<void> {
  const { db, env, metrics } = deps;
  const clock = () => deps.now?.() ?? new Date();
  const dueAt = new Date(payload.dueAt);
  const claim = await db.transaction(async (tx) => {
    const client = (
      await reminderClients({ db: tx, ids: [payload.clientId], agencyTimeZone: env.APP_TIMEZONE })
    ).get(payload.clientId);
    if (client?.status !== 'active') return null;
    // Stories marked «No se publicará» since the planner queued this: not reminded, and the log says why.
    await recordSkippedReminders(tx, {
      jobId: job.id,
      clientId: client.id,
      storyIds: payload.storyIds,
      dueAt,
      channel: client.pushReminders ? 'push' : 'email',
    });
    const stories = (
      await unpublishedStoriesByIds({ tx, ids: payload.storyIds, agencyTimeZone: env.APP_TIMEZONE })
    ).filter(
      (story) =>
        story.clientId === client.id &&
        story.dueAt.getTime() === dueAt.getTime() &&
        isStillRunning(deps.now?.() ?? new Date())(story),
    );
    if (stories.length === 0) return null;
    const devices = client.pushReminders && client.userId ? await subscriptionsOf(tx, [client.userId]) : [];
    const channel: DeliveryChannel | null =
      devices.length > 0 ? 'push' : client.emailReminders ? 'email' : null;
    if (!channel) return null;
    const owned = await claimReminders(tx, job.id, client, stories, dueAt, channel);
    if (owned.length === 0) return null;
    if (channel === 'email') await enqueueReminderMail(tx, env, client, owned, clock());
    return { client, stories: owned, channel };
  });
  if (!claim) {
    log.info(
      { clientId: payload.clientId },
      'reminder: nothing to send (published, moved, already sent or off)',
    );
    return;
  }
  if (claim.channel === 'email') {
    metrics?.deliveryFinished('reminder', 'email', 'sent');
    return;
  }

  const { client, stories } = claim;
  const result = await pushToUser({
    db,
    keys: vapidKeys(env),
    outbound: outboundGuard(env),
    logger: log,
    userId: client.userId!,
    message: reminderPush(client, stories, dueAt),
    options: {
      topic: pushTopic(`reminder:${client.id}:${payload.dueAt}`),
      // Kept by the push service until the stories are due: a phone that comes back later gets nothing stale.
      ttlSeconds: Math.max(60, Math.round((dueAt.getTime() - (deps.now?.() ?? new Date()).getTime()) / 1000)),
      urgency: 'high',
    },
  });
  const pushKeys = stories.map((story) => deliveryKey.reminder(story.storyId, dueAt, 'push'));
  if (result.delivered > 0) {
    await finishDeliveries({
      db,
      keys: pushKeys,
      status: 'sent',
      detail: devicesLabel(result.delivered, result.failed + result.expired),
    });
    metrics?.deliveryFinished('reminder', 'push', 'sent');
    return;
  }
  const why =
    result.expired > 0 && result.failed === 0
      ? 'Suscripción caducada'
      : (result.errors[0] ?? 'Ningún dispositivo aceptó la notificación');
  await finishDeliveries({ db, keys: pushKeys, status: 'failed', detail: why });
  metrics?.deliveryFinished(
    'reminder',
    'push',
    result.expired > 0 && result.failed === 0 ? 'expired' : 'failed',
  );
  if (!client.emailReminders) return;
  // Fallback: the same reminder by e-mail, claimed and queued in one transaction.
  const fellBack = await db.transaction(async (tx) => {
    const owned = await claimReminders(tx, job.id, client, stories, dueAt, 'email');
    if (owned.length > 0) await enqueueReminderMail(tx, env, client, owned, clock());
    return owned.length > 0;
  });
  if (fellBack) metrics?.deliveryFinished('reminder', 'email', 'fallback');
  log.info({ clientId: client.id, stories: stories.length }, 'reminder: push failed; sent by e-mail');
}

/** Claims (story, due, channel) for this job; e-mail claims are 'sent' at once (the mail queue owns the rest). */
async function claimReminders(
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
      key: deliveryKey.reminder(story.storyId, dueAt, channel),
      clientId: client.id,
      storyId: story.storyId,
      kind: 'reminder' as const,
      channel,
      dueAt,
    })),
    status: channel === 'email' ? 'sent' : 'sending',
  });
  return stories.filter((story) => owned.has(deliveryKey.reminder(story.storyId, dueAt, channel)));
}

async function enqueueReminderMail(
  tx: Parameters<typeof enqueueMail>[0],
  env: Env,
  client: ReminderClient,
  stories: readonly DueStory[],
  now: Date,
) {
  const first = stories[0]!;
  await enqueueMail(
    tx,
    storyReminderEmail({
      to: client.email,
      contactName: client.name,
      brandName: client.brandName,
      time: wallClockTime(first.dueAt, client.timeZone),
      zonePlace: timeZonePlace(client.timeZone),
      stories: await reminderStoryCards({
        db: tx,
        env,
        dueStories: stories,
        timeZone: client.timeZone,
        now,
      }),
      // The (first) story's card in 'Publicar hoy', in the installed app or the browser (after sign-in if needed).
      publishUrl: storyTodayUrl(env, first.storyId),
    }),
    { purpose: 'story-reminder', clientId: client.id, campaignId: first.campaignId },
  );
}

/** The digest and the agency alert list their stories the same way (reminder-story-cards.ts). */
export { reminderLineOf } from './reminder-story-cards';

function reminderPush(client: ReminderClient, stories: readonly DueStory[], dueAt: Date): PushMessage {
  const time = wallClockTime(dueAt, client.timeZone);
  const first = stories[0]!;
  const title =
    stories.length === 1
      ? `A las ${time}: ${first.storyTitle}`
      : `A las ${time}: ${stories.length} historias`;
  const names = stories.map((story) => story.storyTitle).join(', ');
  const awaiting = stories.filter((story) => story.awaitingApproval).length;
  const approvalNote =
    awaiting === 0
      ? ''
      : stories.length === 1
        ? ' Está pendiente de aprobación: apruébala en el panel antes de publicarla.'
        : ` ${awaiting === stories.length ? 'Todas están' : `${awaiting} de ellas están`} pendientes de aprobación: apruébalas antes de publicar.`;
  return {
    title: title.slice(0, 120),
    body: `${first.campaignTitle} · ${first.dayTitle}: ${names}.${approvalNote} ${stories.length === 1 ? 'Toca para abrirla' : 'Toca para abrir la primera'} en Publicar hoy.`.slice(
      0,
      500,
    ),
    // The card of the (first) story: the service worker focuses the app's window on it, or opens one.
    url: appPaths.clientTodayStory(first.storyId),
    tag: `reminder-${client.id}-${dueAt.toISOString()}`,
  };
}

function devicesLabel(delivered: number, failed: number): string {
  const took = delivered === 1 ? '1 dispositivo' : `${delivered} dispositivos`;
  return failed > 0 ? `${took}; ${failed} sin entregar` : took;
}

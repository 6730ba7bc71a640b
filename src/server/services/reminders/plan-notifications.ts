import { and, eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../../shared/dates';
import { DIGEST_LATE_LIMIT_MINUTES, MAX_REMINDER_MINUTES } from '../../../shared/notifications/defaults';
import { clientTimeZone } from '../../../shared/time-zones';
import { wallClockMinutes } from '../../../shared/zoned-time';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import type { Env } from '../../env';
import { raiseLateStories } from '../webhooks/events/raise-late-stories';
import { agencyAlertJob } from './agency-alert-job';
import { dailyDigestJob } from './daily-digest-job';
import { planResultsReminders, storyIdsDigest } from './plan-results-reminders';
import { reminderClients } from './reminder-clients';
import { type SendReminderPayload, sendReminderJob } from './send-reminder-job';
import { type DueStory, isStillRunning, storiesDueBetween } from './stories-due-between';

/** Reminders are queued this far ahead of their time, so that a runner polling every second sends them on time. */
export const PLAN_LOOKAHEAD_MS = 60_000;
/** Stories overdue longer than this are left to the board (an alert is about today, not last week). */
const ALERT_LOOKBACK_MS = 26 * 60 * 60_000;

interface PlannedJob {
  type: string;
  payload: unknown;
  runAt: Date;
  dedupeKey: string;
}

export interface PlanResult {
  reminders: number;
  /** «Apunta los resultados» reminders (issue 31 §3). */
  results: number;
  digests: number;
  alerts: number;
}

/**
 * One tick of the planner (every REMINDER_TICK_SECONDS on every instance): queues what falls due soon as jobs
 * with dedupe keys, in one INSERT … ON CONFLICT DO NOTHING, so any number of instances planning at once queue
 * each job once. Nothing is queued in advance beyond PLAN_LOOKAHEAD_MS: a story edited, moved, published or
 * deleted before then simply is not planned (the send job checks again at its time).
 *
 * Only stories of active campaigns that have not ended (in the client's zone) are planned.
 * - A reminder per client and due instant, grouping the stories due together, at due − the client's lead time,
 *   while the stories are not yet due (after an outage, a late reminder is still sent until the story's time).
 * - The morning digest per client and local date, from its local time until DIGEST_LATE_LIMIT_MINUTES later.
 * - The agency alert per client and local date, once a story of that day is AGENCY_ALERT_AFTER_MINUTES overdue.
 * - «Apunta los resultados» per client and due instant, 20 h after published stories without numbers.
 * - The webhook event story.late for each story overdue by the agency alert's threshold (raiseLateStories).
 */
export async function planNotifications({
  db,
  env,
  now,
}: {
  db: Db;
  env: Env;
  now: Date;
}): Promise<PlanResult> {
  const agencyTimeZone = env.APP_TIMEZONE;
  const alertAfterMs = env.AGENCY_ALERT_AFTER_MINUTES * 60_000;
  // A campaign whose end date has passed in its client's zone sends nothing more (issue 29).
  const due = (
    await storiesDueBetween(db, {
      from: new Date(now.getTime() - ALERT_LOOKBACK_MS),
      to: new Date(now.getTime() + MAX_REMINDER_MINUTES * 60_000 + PLAN_LOOKAHEAD_MS),
      agencyTimeZone,
    })
  ).filter(isStillRunning(now));
  const settings = await reminderClients({ db, ids: due.map((story) => story.clientId), agencyTimeZone });
  const planned: PlannedJob[] = [];

  // Reminders: stories not yet due whose reminder time has come (or comes within the look-ahead).
  const groups = new Map<string, DueStory[]>();
  for (const story of due) {
    const client = settings.get(story.clientId);
    if (!client || (!client.pushReminders && !client.emailReminders)) continue;
    if (story.dueAt <= now) continue;
    const remindAt = story.dueAt.getTime() - client.reminderMinutes * 60_000;
    if (remindAt > now.getTime() + PLAN_LOOKAHEAD_MS) continue;
    const key = `${story.clientId}|${story.dueAt.toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), story]);
  }
  for (const stories of groups.values()) {
    const first = stories[0]!;
    const client = settings.get(first.clientId)!;
    const storyIds = stories.map((story) => story.storyId).sort();
    const payload: SendReminderPayload = {
      clientId: first.clientId,
      dueAt: first.dueAt.toISOString(),
      storyIds,
    };
    planned.push({
      type: sendReminderJob.type,
      payload,
      runAt: new Date(Math.max(now.getTime(), first.dueAt.getTime() - client.reminderMinutes * 60_000)),
      dedupeKey: `reminder:${first.clientId}:${payload.dueAt}:${storyIdsDigest(storyIds)}`,
    });
  }

  // Agency alerts: a story of the client's local today overdue by the threshold.
  const alerted = new Set<string>();
  for (const story of due) {
    if (story.dueAt.getTime() > now.getTime() - alertAfterMs) continue;
    const localDate = todayInTimeZone(story.timeZone, now);
    if (todayInTimeZone(story.timeZone, story.dueAt) !== localDate) continue;
    const key = `agency-alert:${story.clientId}:${localDate}`;
    if (alerted.has(key)) continue;
    alerted.add(key);
    planned.push({
      type: agencyAlertJob.type,
      payload: { clientId: story.clientId, localDate },
      runAt: now,
      dedupeKey: key,
    });
  }

  // Digests: every active client with the digest on whose local time has reached its digest time.
  const digestClients = await db
    .select({ id: clients.id, timeZone: clients.timeZone, digestTime: clients.digestTime })
    .from(clients)
    .where(and(eq(clients.status, 'active'), eq(clients.digestEnabled, true)));
  let digests = 0;
  for (const client of digestClients) {
    const timeZone = clientTimeZone(client.timeZone, agencyTimeZone);
    const [hours, minutes] = client.digestTime.split(':').map(Number) as [number, number];
    const late = wallClockMinutes(now, timeZone) - (hours * 60 + minutes);
    if (late < 0 || late > DIGEST_LATE_LIMIT_MINUTES) continue;
    const localDate = todayInTimeZone(timeZone, now);
    digests++;
    planned.push({
      type: dailyDigestJob.type,
      payload: { clientId: client.id, localDate },
      runAt: now,
      dedupeKey: `digest:${client.id}:${localDate}`,
    });
  }

  const results = await planResultsReminders({ db, now, agencyTimeZone, lookaheadMs: PLAN_LOOKAHEAD_MS });
  planned.push(...results);

  if (planned.length > 0) {
    await db.insert(jobs).values(planned).onConflictDoNothing({ target: jobs.dedupeKey });
  }
  // story.late (issue 34): each story overdue by the alert's threshold, once per story and due date.
  await raiseLateStories(db, {
    env,
    now,
    late: due
      .filter((story) => story.dueAt.getTime() <= now.getTime() - alertAfterMs)
      .map((story) => ({ storyId: story.storyId, dueDate: story.dueDate })),
  });
  return { reminders: groups.size, results: results.length, digests, alerts: alerted.size };
}

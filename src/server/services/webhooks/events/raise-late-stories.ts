import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { webhookMessages } from '../../../db/schema/webhooks';
import { emitWebhookEvents, type PendingWebhookEvent, subscribedEvents } from './raise-webhook-events';
import { readStoryContexts, storyRefsOf, type WebhookEnv } from './webhook-refs';

/** A story the planner judged late: unpublished, not skipped, overdue by AGENCY_ALERT_AFTER_MINUTES. */
export interface LateStory {
  storyId: string;
  /** Its due date on the client's calendar (a story moved to another day is late again there). */
  dueDate: string;
}

/** The key that stores a story's lateness once per due date. */
export function storyLateKey(storyId: string, dueDate: string): string {
  return `story.late:${storyId}:${dueDate}`;
}

/**
 * story.late for each story the reminder planner finds overdue by the agency alert's threshold (the moment the
 * agency's overdue alert is about), once per story and due date whatever the number of instances and ticks: the
 * message's dedupe key. Not only the story that raised the day's alert e-mail: every story that slips. Costs one
 * query per tick when no endpoint subscribes, two when none of the stories is new; the new ones are read again in
 * the transaction that raises them (one query) and left out when published or skipped meanwhile.
 */
export async function raiseLateStories(
  db: Db,
  { env, late, now }: { env: WebhookEnv; late: readonly LateStory[]; now: Date },
): Promise<number> {
  if (late.length === 0) return 0;
  if (!(await subscribedEvents(db, ['story.late'])).size) return 0;
  const keys = new Map(late.map((story) => [storyLateKey(story.storyId, story.dueDate), story]));
  const stored = await db
    .select({ key: webhookMessages.dedupeKey })
    .from(webhookMessages)
    .where(inArray(webhookMessages.dedupeKey, [...keys.keys()]));
  for (const { key } of stored) if (key) keys.delete(key);
  if (keys.size === 0) return 0;
  return db.transaction(async (tx) => {
    const fresh = [...keys.entries()];
    const { stories } = await readStoryContexts(
      tx,
      env,
      fresh.map(([, story]) => story.storyId),
    );
    const events: PendingWebhookEvent[] = [];
    for (const [dedupeKey, { storyId, dueDate }] of fresh) {
      const context = stories.get(storyId);
      if (!context || context.isPosted || context.skippedAt || context.story.date !== dueDate) continue;
      const refs = storyRefsOf(context);
      events.push({ event: { type: 'story.late', data: { ...refs, dueAt: refs.story.dueAt } }, dedupeKey });
    }
    return emitWebhookEvents(tx, events, now);
  });
}

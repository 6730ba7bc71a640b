import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { storyAutoPublish, storyInstagram } from '../../../db/schema/instagram';
import type { Env } from '../../../env';
import type { JobDeps } from '../../../jobs/define-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { sendReminderJob } from '../../reminders/send-reminder-job';
import { setStoryPosted } from '../../stories/set-story-posted';
import { systemActor } from '../../webhooks/events/webhook-refs';
import { insightPollOffsets } from '../insights-job';
import type { AutoPublishFacts } from './story-facts';

/** The actor the webhook events name when the panel published the story on Instagram itself. */
export const INSTAGRAM_PUBLISHER_NAME = 'Publicación automática en Instagram';

/** The request the job is about, while it is still that one (`requested_at`): a newer request or none ends it. */
export const sameRequest = (storyId: string, requestedAt: Date) =>
  and(eq(storyAutoPublish.storyId, storyId), eq(storyAutoPublish.requestedAt, requestedAt));

/**
 * The panel gives up on publishing the story: the request records why (in Spanish: the card and «Avisos» show it)
 * and the brand gets the usual reminder to publish it by hand, at once (the reminder engine's own exactly-once
 * delivery log: a reminder already sent for that time is not sent again). Never for a story already published.
 */
export async function fallBack(
  db: Db,
  facts: AutoPublishFacts,
  { requestedAt, reason, metrics }: { requestedAt: Date; reason: string; metrics: JobDeps['metrics'] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(storyAutoPublish)
      .set({ state: 'fallback', reason, updatedAt: sql`now()` })
      .where(and(sameRequest(facts.storyId, requestedAt), sql`${storyAutoPublish.state} <> 'published'`))
      .returning({ storyId: storyAutoPublish.storyId });
    if (!row || facts.isPosted) return;
    await enqueueJob(
      tx,
      sendReminderJob,
      { clientId: facts.clientId, dueAt: facts.dueAt.toISOString(), storyIds: [facts.storyId] },
      { dedupeKey: `instagram.fallback-reminder:${facts.storyId}:${requestedAt.getTime()}` },
    );
  });
  metrics?.instagramOperation('publish', 'fallback');
}

/**
 * Instagram published the story: it is marked published as if by the agency (approval and proof rules applied,
 * the boards told, its insights polls queued), and the request records the media id, which the insights read
 * without matching. Safe to run again after a crash: marking an already published story changes nothing.
 */
export async function finishPublished(
  { db, env, now }: { db: Db; env: Env; now: Date },
  facts: AutoPublishFacts,
  { requestedAt, mediaId }: { requestedAt: Date; mediaId: string | null },
): Promise<void> {
  const requester = facts.request?.requestedById ?? 'instagram';
  await setStoryPosted({
    db,
    viewer: { userId: requester, isAdmin: true },
    storyId: facts.storyId,
    isPosted: true,
    now,
    insightPollOffsetsMs: insightPollOffsets(env),
    env,
    actor: systemActor(INSTAGRAM_PUBLISHER_NAME),
  });
  await db.transaction(async (tx) => {
    await tx
      .update(storyAutoPublish)
      .set({ state: 'published', igMediaId: mediaId, reason: null, updatedAt: sql`now()` })
      .where(sameRequest(facts.storyId, requestedAt));
    if (mediaId) await linkMedia(tx, facts, mediaId, now);
  });
}

/** The story's Instagram row knows its media from the start: no matching by time for a story the panel published. */
async function linkMedia(tx: Executor, facts: AutoPublishFacts, mediaId: string, now: Date) {
  await tx
    .insert(storyInstagram)
    .values({
      storyId: facts.storyId,
      clientId: facts.clientId,
      markedAt: now,
      igMediaId: mediaId,
      matchedBy: 'published',
      mediaTimestamp: now,
    })
    .onConflictDoUpdate({
      target: storyInstagram.storyId,
      set: { igMediaId: mediaId, matchedBy: 'published', mediaTimestamp: now },
    });
}

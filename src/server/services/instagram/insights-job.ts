import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { matchLiveStory } from '../../../shared/instagram/match-story';
import { STORY_LIVE_MS } from '../../../shared/instagram/story-insights';
import type { Executor } from '../../db/client';
import { stories } from '../../db/schema/campaigns';
import { instagramConnections, storyInstagram } from '../../db/schema/instagram';
import { storyProofs } from '../../db/schema/proofs';
import type { Env } from '../../env';
import { InstagramApiError } from '../../instagram/instagram-api-error';
import { parseInsights } from '../../instagram/parse-insights';
import { defineJob, type JobDeps } from '../../jobs/define-job';
import { enqueueJob } from '../../jobs/enqueue-job';
import { instagramDeps } from './instagram-deps';
import { readStoryInsights } from './read-insights';
import { markReconnect } from './reconnect';
import { storeInsights } from './store-insights';

export const INSIGHTS_TEXTS = {
  notFound: 'Instagram no muestra esta historia entre las publicadas de la cuenta conectada.',
  fewViewers: 'Instagram no da estadísticas de historias con tan pocas visualizaciones.',
} as const;

const InsightsPayload = z.object({
  storyId: z.uuid(),
  clientId: z.uuid(),
  /** Which poll (0, 1, 2: +1 h, +12 h, +23 h with the default INSTAGRAM_INSIGHTS_POLL_MINUTES). */
  poll: z.number().int().min(0).max(4),
  /** When the story was marked published (the app's clock); a re-marking starts new polls and ends these. */
  markedAt: z.iso.datetime(),
});
type InsightsPayload = z.infer<typeof InsightsPayload>;

/**
 * Queues a story's insights poll `poll` (the first one when it is marked published in a connected client's
 * campaign), in the caller's transaction; `markedAt` keys the chain, so a re-marking starts its own.
 */
/** The polls' delays after a story went up (INSTAGRAM_INSIGHTS_POLL_MINUTES), in milliseconds. */
export function insightPollOffsets(env: Pick<Env, 'INSTAGRAM_INSIGHTS_POLL_MINUTES'>): number[] {
  return env.INSTAGRAM_INSIGHTS_POLL_MINUTES.map((minutes) => minutes * 60_000);
}

export async function scheduleInsightsPoll(
  tx: Executor,
  payload: InsightsPayload,
  offsetsMs: readonly number[],
  /** The media's time on Instagram once matched: the polls count from it. */
  liveFrom?: Date | null,
): Promise<void> {
  const marked = new Date(payload.markedAt);
  if (payload.poll === 0) {
    await tx
      .insert(storyInstagram)
      .values({ storyId: payload.storyId, clientId: payload.clientId, markedAt: marked })
      .onConflictDoUpdate({ target: storyInstagram.storyId, set: { markedAt: marked } });
  }
  await enqueueJob(tx, instagramInsightsJob, payload, {
    runAt: new Date((liveFrom ?? marked).getTime() + offsetsMs[payload.poll]!),
    dedupeKey: `instagram.insights:${payload.storyId}:${marked.getTime()}:${payload.poll}`,
  });
}

/** The story (still published, with this marking), its Instagram row, its proof link and its client's connection. */
async function pollTarget(db: Executor, { storyId, clientId }: InsightsPayload) {
  const [row] = await db
    .select({
      isPosted: stories.isPosted,
      media: storyInstagram,
      connection: instagramConnections,
      proofLink: storyProofs.linkUrl,
    })
    .from(stories)
    .innerJoin(storyInstagram, eq(storyInstagram.storyId, stories.id))
    .innerJoin(
      instagramConnections,
      and(eq(instagramConnections.clientId, clientId), eq(instagramConnections.status, 'active')),
    )
    .leftJoin(storyProofs, eq(storyProofs.storyId, stories.id))
    .where(eq(stories.id, storyId));
  return row ?? null;
}

/** Media ids of the client's other stories, not to be matched twice. */
async function takenMedia(db: Executor, clientId: string, storyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: storyInstagram.igMediaId })
    .from(storyInstagram)
    .where(
      and(
        eq(storyInstagram.clientId, clientId),
        ne(storyInstagram.storyId, storyId),
        sql`${storyInstagram.igMediaId} is not null`,
      ),
    );
  return new Set(rows.map((row) => row.id!));
}

async function note(db: Executor, storyId: string, text: string) {
  await db
    .update(storyInstagram)
    .set({ insightsNote: text, insightsPolls: sql`${storyInstagram.insightsPolls} + 1` })
    .where(eq(storyInstagram.storyId, storyId));
}

/**
 * One insights poll of a published story of a connected client (issue 32): matches the story to its Instagram
 * media on the first poll that finds it, reads its insights (dropping a refused metric name), stores them, and
 * queues the next poll. Never calls Instagram 24 h or more after the story went up (by the media's own time
 * when matched, else the marking). A story unmarked or re-marked, or a connection gone or asking to reconnect: ends.
 */
export const instagramInsightsJob = defineJob({
  type: 'instagram.story-insights',
  payload: InsightsPayload,
  handler: (deps) => async (payload) => runPoll(deps, payload),
});

async function runPoll(
  { db, env, logger, metrics, now = () => new Date() }: JobDeps,
  payload: InsightsPayload,
) {
  const target = await pollTarget(db, payload);
  const marked = new Date(payload.markedAt);
  if (!target?.isPosted || target.media.markedAt.getTime() !== marked.getTime()) return;
  let liveFrom = target.media.mediaTimestamp;
  if (now().getTime() >= (liveFrom ?? marked).getTime() + STORY_LIVE_MS) {
    metrics?.instagramOperation('insights', 'expired');
    return;
  }
  const { api, cipher } = instagramDeps(env);
  const { connection } = target;
  const token = cipher.open(connection.tokenCiphertext);
  const reconnect = () =>
    markReconnect(db, env, { clientId: payload.clientId, issuedAt: connection.tokenIssuedAt });
  if (!token) return void (await reconnect());
  try {
    let mediaId = target.media.igMediaId;
    if (!mediaId) {
      const found = matchLiveStory({
        live: await api.liveStories(connection.igUserId, token),
        markedAt: marked,
        proofLink: target.proofLink,
        taken: await takenMedia(db, payload.clientId, payload.storyId),
      });
      if (!found) {
        await note(db, payload.storyId, INSIGHTS_TEXTS.notFound);
        metrics?.instagramOperation('insights', 'not_found');
      } else {
        mediaId = found.story.id;
        liveFrom = found.story.timestamp;
        await db
          .update(storyInstagram)
          .set({ igMediaId: mediaId, matchedBy: found.by, mediaTimestamp: found.story.timestamp })
          .where(eq(storyInstagram.storyId, payload.storyId));
        if (now().getTime() >= found.story.timestamp.getTime() + STORY_LIVE_MS) return;
      }
    }
    if (mediaId) {
      const answer = await readStoryInsights({ api, mediaId, token, logger });
      await db.transaction((tx) =>
        storeInsights(tx, {
          storyId: payload.storyId,
          insights: parseInsights(answer),
          takenAt: now(),
          env,
        }),
      );
      metrics?.instagramOperation('insights', 'stored');
    }
  } catch (err) {
    if (!(err instanceof InstagramApiError)) throw err;
    if (err.isTokenInvalid) {
      await reconnect();
      metrics?.instagramOperation('insights', 'revoked');
      return;
    }
    if (err.code !== 10) {
      metrics?.instagramOperation('insights', 'failed');
      throw err;
    }
    await note(db, payload.storyId, INSIGHTS_TEXTS.fewViewers);
    metrics?.instagramOperation('insights', 'few_viewers');
  }
  const offsets = insightPollOffsets(env);
  if (payload.poll + 1 < offsets.length) {
    await scheduleInsightsPoll(db, { ...payload, poll: payload.poll + 1 }, offsets, liveFrom);
  }
}

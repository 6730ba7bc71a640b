import { and, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUTO_PUBLISH_TEXTS } from '../../../../shared/instagram/auto-publish';
import { storyAutoPublish } from '../../../db/schema/instagram';
import { InstagramApiError } from '../../../instagram/instagram-api-error';
import { MEDIA_URL_TTL_MS } from '../../../instagram/media-url';
import { defineJob, type JobDeps } from '../../../jobs/define-job';
import { enqueueJob } from '../../../jobs/enqueue-job';
import type { JobContext } from '../../../jobs/job-runner';
import { instagramDeps } from '../instagram-deps';
import { markReconnect } from '../reconnect';
import { fallBack, finishPublished, sameRequest } from './publish-steps';
import { type AutoPublishFacts, autoPublishFacts } from './story-facts';

const PublishPayload = z.object({
  storyId: z.uuid(),
  /** The request (story_auto_publish.requested_at) this job works for. */
  requestedAt: z.iso.datetime(),
  /** Which look at the container this is (each IN_PROGRESS answer queues the next, 10 s later). */
  step: z.number().int().min(0).max(1000),
});
type PublishPayload = z.infer<typeof PublishPayload>;

/** How long between two looks at a container Instagram is still fetching, and how many looks at most (10 min). */
export const CONTAINER_POLL_MS = 10_000;
const MAX_STEPS = 60;
/** The system's view of a story: the job acts for the agency. */
const SYSTEM = { userId: 'instagram-auto-publish', isAdmin: true };

export const publishJobKey = (storyId: string, requestedAt: Date, step: number) =>
  `instagram.publish:${storyId}:${requestedAt.getTime()}:${step}`;

/**
 * «Publicar automáticamente» at the story's time (issue 32): one container for its file (Meta downloads it from a
 * signed, expiring address of the panel), looked at every 10 s until FINISHED, then published, and the story marked
 * published with its Instagram media id. Every step writes its state before calling Instagram, and a run that finds
 * the request 'publishing' (a worker killed mid-call) reads the container first: PUBLISHED is finished, never
 * published again. EXPIRED makes a new container; ERROR, the quota (code 9), a missing approval, a story that
 * changed or a lost connection fall back to the brand's usual reminder, with the reason.
 */
export const instagramPublishJob = defineJob({
  type: 'instagram.publish',
  payload: PublishPayload,
  handler: (deps) => (payload, ctx) => runPublish(deps, payload, ctx),
});

async function runPublish(deps: JobDeps, payload: PublishPayload, { job }: JobContext): Promise<void> {
  const { db, env, metrics } = deps;
  const now = deps.now?.() ?? new Date();
  const requestedAt = new Date(payload.requestedAt);
  const facts = await autoPublishFacts(db, {
    viewer: SYSTEM,
    storyId: payload.storyId,
    agencyTimeZone: env.APP_TIMEZONE,
  });
  const request = facts?.request;
  if (!facts || !request || request.requestedAt.getTime() !== requestedAt.getTime()) return;
  if (request.state === 'published' || request.state === 'fallback') return;
  const again = (step: number, runAt: Date) =>
    enqueueJob(
      db,
      instagramPublishJob,
      { ...payload, step },
      { runAt, dedupeKey: publishJobKey(payload.storyId, requestedAt, step) },
    );
  const fail = (reason: string) => fallBack(db, facts, { requestedAt, reason, metrics });

  // Published by hand or set aside meanwhile (and nothing sent to Instagram yet): the request has nothing to do.
  if (request.state !== 'publishing' && (facts.isPosted || facts.skippedAt)) {
    await db.delete(storyAutoPublish).where(sameRequest(facts.storyId, requestedAt));
    return;
  }
  if (request.state === 'scheduled' && now < facts.dueAt)
    return void (await again(payload.step, facts.dueAt));
  const { api, cipher, mediaUrls } = instagramDeps(env);
  const connection = facts.connection;
  const token = connection ? cipher.open(connection.tokenCiphertext) : null;
  if (!connection || !token) {
    // Instagram may already have the story: never handed back to the brand from here; retried until reconnected.
    if (request.state === 'publishing') throw new Error('instagram connection lost while publishing');
    if (connection) {
      await markReconnect(db, env, { clientId: facts.clientId, issuedAt: connection.tokenIssuedAt });
    }
    return fail(AUTO_PUBLISH_TEXTS.fallback.connection);
  }
  try {
    if (request.state !== 'publishing') {
      if (!facts.approved) return fail(AUTO_PUBLISH_TEXTS.fallback.notApproved);
      const blocker = facts.blockers[0];
      if (blocker) return fail(`${AUTO_PUBLISH_TEXTS.fallback.notEligible}: ${blocker.message}`);
    }
    let containerId = request.containerId;
    if (request.state === 'scheduled' || !containerId) {
      const quota = await api.publishingLimit(connection.igUserId, token);
      if (quota.total !== null && quota.used >= quota.total) return fail(AUTO_PUBLISH_TEXTS.fallback.quota);
      const file = facts.media[0]!;
      const url = `${env.PUBLIC_URL}/api/instagram/media/${mediaUrls.token(file.id, new Date(now.getTime() + MEDIA_URL_TTL_MS))}`;
      containerId = await api.createStoryContainer(connection.igUserId, token, { kind: file.kind, url });
      await db
        .update(storyAutoPublish)
        .set({ state: 'waiting', containerId, containerCreatedAt: now, updatedAt: sql`now()` })
        .where(sameRequest(facts.storyId, requestedAt));
    }
    const status = await api.containerStatus(containerId, token);
    switch (status.code) {
      case 'IN_PROGRESS':
        if (payload.step >= MAX_STEPS) return fail(AUTO_PUBLISH_TEXTS.fallback.failed);
        return void (await again(payload.step + 1, new Date(now.getTime() + CONTAINER_POLL_MS)));
      case 'ERROR':
        return fail(`${AUTO_PUBLISH_TEXTS.fallback.mediaError}: ${status.status ?? 'ERROR'}.`);
      case 'EXPIRED':
        // Made again at once (an unpublished container expires after 24 h: a story set long before its time).
        await db
          .update(storyAutoPublish)
          .set({ state: 'scheduled', containerId: null, containerCreatedAt: null, updatedAt: sql`now()` })
          .where(sameRequest(facts.storyId, requestedAt));
        return void (await again(payload.step + 1, now));
      case 'PUBLISHED':
        return recoverPublished(deps, facts, { requestedAt, now, token });
      default:
        return publishFinished(deps, facts, {
          requestedAt,
          now,
          token,
          containerId,
          step: payload.step,
          again,
        });
    }
  } catch (err) {
    if (!(err instanceof InstagramApiError)) throw err;
    if (err.isTokenInvalid) {
      await markReconnect(db, env, { clientId: facts.clientId, issuedAt: connection.tokenIssuedAt });
      return fail(AUTO_PUBLISH_TEXTS.fallback.connection);
    }
    if (err.code === 9) return fail(AUTO_PUBLISH_TEXTS.fallback.quota);
    // The last attempt gives the story back to the brand instead of failing silently.
    if (job.attempts >= job.maxAttempts) return fail(AUTO_PUBLISH_TEXTS.fallback.failed);
    metrics?.instagramOperation('publish', 'retried');
    throw err;
  }
}

/** FINISHED: claims the request for publishing (a cancellation meanwhile wins), then asks Instagram to publish. */
async function publishFinished(
  deps: JobDeps,
  facts: AutoPublishFacts,
  ctx: {
    requestedAt: Date;
    now: Date;
    token: string;
    containerId: string;
    step: number;
    again: (step: number, runAt: Date) => Promise<unknown>;
  },
): Promise<void> {
  const { db, env, metrics } = deps;
  const claimed = await db
    .update(storyAutoPublish)
    .set({ state: 'publishing', updatedAt: sql`now()` })
    .where(
      and(
        sameRequest(facts.storyId, ctx.requestedAt),
        sql`${storyAutoPublish.state} in ('waiting', 'publishing')`,
      ),
    )
    .returning({ storyId: storyAutoPublish.storyId });
  if (claimed.length === 0) return;
  const { api } = instagramDeps(env);
  try {
    const mediaId = await api.publish(facts.connection!.igUserId, ctx.token, ctx.containerId);
    await finishPublished({ db, env, now: ctx.now }, facts, { requestedAt: ctx.requestedAt, mediaId });
    metrics?.instagramOperation('publish', 'published');
  } catch (err) {
    // 9007: the container is not ready after all; back to waiting, looked at again in 10 s.
    if (err instanceof InstagramApiError && err.code === 9007 && err.subcode === 2207027) {
      await db
        .update(storyAutoPublish)
        .set({ state: 'waiting', updatedAt: sql`now()` })
        .where(sameRequest(facts.storyId, ctx.requestedAt));
      await ctx.again(ctx.step + 1, new Date(ctx.now.getTime() + 10_000));
      return;
    }
    throw err;
  }
}

/**
 * The container says PUBLISHED but the story is not recorded so (the worker died between Instagram's answer and the
 * panel's write): finished now, with the media id read from the account's live stories (the newest one since the
 * container was made), never published again.
 */
async function recoverPublished(
  deps: JobDeps,
  facts: AutoPublishFacts,
  { requestedAt, now, token }: { requestedAt: Date; now: Date; token: string },
): Promise<void> {
  const { api } = instagramDeps(deps.env);
  const since = facts.request?.containerCreatedAt ?? requestedAt;
  const live = await api.liveStories(facts.connection!.igUserId, token);
  const newest = live
    .filter((story) => story.timestamp.getTime() >= since.getTime() - 60_000)
    .sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime())[0];
  await finishPublished({ db: deps.db, env: deps.env, now }, facts, {
    requestedAt,
    mediaId: newest?.id ?? null,
  });
  deps.metrics?.instagramOperation('publish', 'recovered');
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../../shared/api/client-area/limits';
import { AUTO_PUBLISH_TEXTS } from '../../../../shared/instagram/auto-publish';
import type { AutoPublishResponse } from '../../../../shared/instagram/auto-publish-contract';
import type { Viewer } from '../../../context/actor';
import type { Db } from '../../../db/client';
import { storyAutoPublish } from '../../../db/schema/instagram';
import { AppError } from '../../../errors/app-error';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { assertUuid } from '../../access/ids';
import { instagramPublishJob, publishJobKey } from './publish-job';
import { type AutoPublishFacts, autoPublishFacts } from './story-facts';

function responseOf(facts: AutoPublishFacts): AutoPublishResponse {
  const request = facts.request;
  return {
    connected: facts.connection !== null,
    username: facts.connection?.username ?? null,
    blockers: facts.blockers,
    autoPublish: request
      ? {
          state: request.state,
          reason: request.reason,
          requestedByName: request.requestedByName,
          requestedAt: request.requestedAt.toISOString(),
          igMediaId: request.igMediaId,
        }
      : null,
    dueAt: facts.dueAt.toISOString(),
    timeZone: facts.timeZone,
    awaitingApproval: !facts.approved,
  };
}

async function factsOrNotFound(db: Db, viewer: Viewer, storyId: string, agencyTimeZone: string) {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  const facts = await autoPublishFacts(db, { viewer, storyId, agencyTimeZone });
  if (!facts) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
  return facts;
}

/** GET /api/stories/{id}/auto-publish: whether the story can be published automatically, and how it stands. */
export async function getAutoPublish({
  db,
  viewer,
  storyId,
  agencyTimeZone,
}: {
  db: Db;
  viewer: Viewer;
  storyId: string;
  agencyTimeZone: string;
}): Promise<AutoPublishResponse> {
  return responseOf(await factsOrNotFound(db, viewer, storyId, agencyTimeZone));
}

/**
 * PUT /api/stories/{id}/auto-publish: turns «Publicar automáticamente» on (the story must be eligible: 409 with
 * every reason otherwise) or off (while Instagram has not been asked to publish it yet: 409 after). Turning it on
 * queues the publication at the story's time (or now, for a story already due), keyed by the request's time, so that
 * off-and-on again leaves the first request's job with nothing to do. The brand or the agency.
 */
export async function setAutoPublish({
  db,
  viewer,
  actorName,
  storyId,
  enabled,
  agencyTimeZone,
  now,
}: {
  db: Db;
  viewer: Viewer;
  actorName: string;
  storyId: string;
  enabled: boolean;
  agencyTimeZone: string;
  now: Date;
}): Promise<AutoPublishResponse> {
  const facts = await factsOrNotFound(db, viewer, storyId, agencyTimeZone);
  await db.transaction(async (tx) => {
    if (!enabled) {
      const removed = await tx
        .delete(storyAutoPublish)
        .where(
          and(
            eq(storyAutoPublish.storyId, storyId),
            inArray(storyAutoPublish.state, ['scheduled', 'waiting', 'fallback']),
          ),
        )
        .returning({ storyId: storyAutoPublish.storyId });
      const [left] = await tx
        .select({ state: storyAutoPublish.state })
        .from(storyAutoPublish)
        .where(eq(storyAutoPublish.storyId, storyId));
      if (removed.length === 0 && left) throw new AppError('CONFLICT', AUTO_PUBLISH_TEXTS.tooLateToCancel);
      return;
    }
    if (facts.blockers.length > 0) {
      throw new AppError(
        'CONFLICT',
        `${AUTO_PUBLISH_TEXTS.notEligible} ${facts.blockers[0]!.message}`,
        facts.blockers.map((blocker) => ({ path: blocker.code, message: blocker.message })),
      );
    }
    const values = {
      state: 'scheduled' as const,
      requestedAt: now,
      requestedById: viewer.userId,
      requestedByName: actorName,
      containerId: null,
      containerCreatedAt: null,
      igMediaId: null,
      reason: null,
      updatedAt: now,
    };
    // A request already under way (waiting, publishing, published) is kept: the upsert changes nothing then.
    const [row] = await tx
      .insert(storyAutoPublish)
      .values({ storyId, clientId: facts.clientId, ...values })
      .onConflictDoUpdate({
        target: storyAutoPublish.storyId,
        set: values,
        setWhere: sql`${storyAutoPublish.state} in ('scheduled', 'fallback')`,
      })
      .returning({ requestedAt: storyAutoPublish.requestedAt });
    if (!row) throw new AppError('CONFLICT', AUTO_PUBLISH_TEXTS.tooLateToCancel);
    await enqueueJob(
      tx,
      instagramPublishJob,
      { storyId, requestedAt: now.toISOString(), step: 0 },
      { runAt: facts.dueAt > now ? facts.dueAt : now, dedupeKey: publishJobKey(storyId, now, 0) },
    );
  });
  return responseOf(await factsOrNotFound(db, viewer, storyId, agencyTimeZone));
}

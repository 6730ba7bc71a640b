import { eq, sql } from 'drizzle-orm';
import { stickerResultsMismatch } from '../../../shared/results/result-sticker';
import { RESULT_FIELDS, RESULT_TEXTS } from '../../../shared/results/result-texts';
import type {
  SavedStoryResults,
  StoryResultsBody,
  StoryResultsResponse,
} from '../../../shared/results/story-results';
import type { Actor, Viewer } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { type StoryResultsRow, storyResults } from '../../db/schema/results';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { raiseStoryResultsEntered } from '../webhooks/events/raise-story-events';
import type { WebhookEnv } from '../webhooks/events/webhook-refs';
import { readResultStory, trackedClicksOfStory } from './result-story';

/** GET /api/stories/{id}/results: the story, what its form asks, its tracked taps and its saved numbers. */
export async function getStoryResults({
  db,
  viewer,
  storyId,
  agencyTimeZone,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
  agencyTimeZone: string;
}): Promise<StoryResultsResponse> {
  const story = await readResultStory({ db, viewer, storyId, agencyTimeZone });
  const [[row], trackedClicks] = await Promise.all([
    db.select().from(storyResults).where(eq(storyResults.storyId, storyId)),
    trackedClicksOfStory(db, storyId),
  ]);
  return { ...story.view, trackedClicks, results: row ? savedResults(row) : null };
}

/**
 * PUT /api/stories/{id}/results: saves a published story's numbers, by its client or an admin (who corrects them).
 * One transaction: the story is read FOR SHARE (an «unmark published» waits, and a story no longer published is
 * refused with 409), the sticker answers must fit the story's sticker (400 with the field), then one
 * INSERT … ON CONFLICT DO UPDATE writes the row, so a hundred saves at once leave one row: the last one's, which
 * keeps the first save's author and time. Audited (story.results_saved, with who and where).
 */
export async function saveStoryResults({
  db,
  viewer,
  actor,
  actorName,
  storyId,
  body,
  agencyTimeZone,
  env,
  now,
}: {
  db: Db;
  viewer: Viewer;
  actor: Actor;
  actorName: string;
  storyId: string;
  body: StoryResultsBody;
  agencyTimeZone: string;
  /** What the webhook events' references need (links, the agency's zone). */
  env: WebhookEnv;
  /** The app's clock (the webhook envelope's timestamp). */
  now?: Date;
}): Promise<StoryResultsResponse> {
  const role = viewer.isAdmin ? ('admin' as const) : ('client' as const);
  const saved = await db.transaction(async (tx) => {
    const story = await readResultStory({ db: tx, viewer, storyId, agencyTimeZone, lock: true });
    if (!story.isPosted) throw new AppError('CONFLICT', RESULT_TEXTS.notPosted);
    const mismatch = stickerResultsMismatch(story.view.sticker, body.sticker);
    if (mismatch) {
      throw new AppError('INVALID_REQUEST', mismatch, [{ path: 'sticker', message: mismatch }]);
    }
    // The counts Instagram's insights filled stay as read (the form shows them, not editable): the set clause
    // keeps the stored column for them, so a save racing an insights poll cannot overwrite a fresher number.
    const values = Object.fromEntries(
      RESULT_FIELDS.map((field) => [
        field,
        sql`case when ${field} = any(${storyResults.instagramFields}) then ${storyResults[field]} else ${body[field] ?? null}::int end`,
      ]),
    );
    const insertValues = Object.fromEntries(RESULT_FIELDS.map((field) => [field, body[field] ?? null]));
    const author = { id: viewer.userId, name: actorName, role };
    const [row] = await tx
      .insert(storyResults)
      .values({
        storyId,
        ...insertValues,
        sticker: body.sticker ?? null,
        enteredById: author.id,
        enteredByName: author.name,
        enteredByRole: author.role,
        updatedById: author.id,
        updatedByName: author.name,
        updatedByRole: author.role,
      })
      .onConflictDoUpdate({
        target: storyResults.storyId,
        set: {
          ...values,
          sticker: body.sticker ?? null,
          updatedById: author.id,
          updatedByName: author.name,
          updatedByRole: author.role,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    await recordAudit(tx, {
      event: 'story.results_saved',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { storyId, campaignId: story.view.story.campaignId, clientId: story.clientId, role },
    });
    // story.results_entered (issue 34): the story's numbers as stored after this save (those entered, not null).
    const stored = row!;
    await raiseStoryResultsEntered(tx, {
      env,
      now,
      storyId,
      actor: { kind: role, userId: viewer.userId, name: actorName },
      source: viewer.isAdmin ? 'agency' : 'brand',
      results: Object.fromEntries(
        RESULT_FIELDS.filter((field) => stored[field] !== null).map((field) => [field, stored[field]]),
      ),
    });
    return { story, row: stored };
  });
  const trackedClicks = await trackedClicksOfStory(db, storyId);
  return { ...saved.story.view, trackedClicks, results: savedResults(saved.row) };
}

function savedResults(row: StoryResultsRow): SavedStoryResults {
  return {
    reach: row.reach,
    impressions: row.impressions,
    replies: row.replies,
    linkTaps: row.linkTaps,
    keywordDms: row.keywordDms,
    profileVisits: row.profileVisits,
    follows: row.follows,
    shares: row.shares,
    exits: row.exits,
    sticker: row.sticker ?? null,
    enteredBy: { name: row.enteredByName, role: row.enteredByRole, at: row.enteredAt.toISOString() },
    updatedBy: { name: row.updatedByName, role: row.updatedByRole, at: row.updatedAt.toISOString() },
    instagramFields: RESULT_FIELDS.filter((field) => row.instagramFields.includes(field)),
    instagramTakenAt: row.instagramTakenAt?.toISOString() ?? null,
  };
}

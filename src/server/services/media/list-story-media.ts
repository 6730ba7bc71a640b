import { asc, eq, inArray } from 'drizzle-orm';
import type { StoryMedia } from '../../../shared/media/story-media';
import type { Executor } from '../../db/client';
import { campaignDays, stories } from '../../db/schema/campaigns';
import { type StoryMediaRow, storyMedia } from '../../db/schema/media';
import type { Viewer } from '../access/viewer';
import { toStoryMedia } from './media-dto';
import { assertOwnedStory } from './owned-story';

/**
 * The stored rows of the given stories' files, in order, grouped by story: one query whatever the number of stories
 * (the callers have already checked that the viewer may read them). For callers that need more than the API's shape
 * (the approval page signs each file's URL).
 */
export async function mediaRowsOfStories(
  db: Executor,
  storyIds: readonly string[],
): Promise<Map<string, StoryMediaRow[]>> {
  const byStory = new Map<string, StoryMediaRow[]>();
  if (storyIds.length === 0) return byStory;
  const rows = await db
    .select()
    .from(storyMedia)
    .where(inArray(storyMedia.storyId, [...storyIds]))
    .orderBy(asc(storyMedia.storyId), asc(storyMedia.position));
  for (const row of rows) {
    const list = byStory.get(row.storyId);
    if (list) list.push(row);
    else byStory.set(row.storyId, [row]);
  }
  return byStory;
}

/** The files of the given stories as the API answers them, in order, grouped by story (one query). */
export async function listMediaOfStories(
  db: Executor,
  storyIds: readonly string[],
): Promise<Map<string, StoryMedia[]>> {
  const rows = await mediaRowsOfStories(db, storyIds);
  return new Map([...rows].map(([storyId, list]) => [storyId, list.map(toStoryMedia)]));
}

/** One story's files, in order; NOT_FOUND unless the viewer may read the story. */
export async function listStoryMedia({
  db,
  viewer,
  storyId,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
}): Promise<StoryMedia[]> {
  await assertOwnedStory(db, { viewer, storyId });
  return (await listMediaOfStories(db, [storyId])).get(storyId) ?? [];
}

/** The files of every story of a campaign, grouped by story, in one query (the caller checked access). */
export async function listMediaOfCampaign(
  db: Executor,
  campaignId: string,
): Promise<Map<string, StoryMedia[]>> {
  const rows = await db
    .select({ media: storyMedia })
    .from(storyMedia)
    .innerJoin(stories, eq(stories.id, storyMedia.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(asc(storyMedia.storyId), asc(storyMedia.position));
  return groupByStory(rows.map((r) => r.media));
}

function groupByStory(rows: readonly StoryMediaRow[]): Map<string, StoryMedia[]> {
  const byStory = new Map<string, StoryMedia[]>();
  for (const row of rows) {
    const list = byStory.get(row.storyId) ?? [];
    list.push(toStoryMedia(row));
    byStory.set(row.storyId, list);
  }
  return byStory;
}

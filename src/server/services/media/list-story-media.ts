import { asc, inArray } from 'drizzle-orm';
import type { StoryMedia } from '../../../shared/media/story-media';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { type StoryMediaRow, storyMedia } from '../../db/schema/media';
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

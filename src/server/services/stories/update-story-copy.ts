import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { UpdateStoryCopyResponse } from '../../../shared/api/client-area/stories';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { stories } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedStory } from '../access/story-access';

/**
 * Replaces a story's copy (already trimmed and validated) in one UPDATE guarded by ownership. The first edit
 * keeps the copy as imported in original_copy when that was not recorded yet.
 */
export async function updateStoryCopy({
  db,
  viewer,
  storyId,
  copyText,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
  copyText: string;
}): Promise<UpdateStoryCopyResponse> {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  const [story] = await db
    .update(stories)
    .set({
      copyText,
      originalCopy: sql`coalesce(${stories.originalCopy}, ${stories.copyText})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(stories.id, storyId), ownedStory(viewer)))
    .returning({ id: stories.id, copyText: stories.copyText, updatedAt: stories.updatedAt });
  if (!story) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
  return { story: { ...story, updatedAt: story.updatedAt.toISOString() } };
}

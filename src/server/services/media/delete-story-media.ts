import { and, eq, gt, sql } from 'drizzle-orm';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import type { Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/campaigns';
import { storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedStory } from '../access/story-access';
import { assertOwnedStory } from './owned-story';

/**
 * Removes a file from its story and closes the gap in the order, in one transaction. Its storage objects are
 * deleted by the 'media.delete-files' job that the story_media delete trigger queues in the same transaction
 * (so a campaign or client deletion, which cascades here, removes its files the same way).
 */
export async function deleteStoryMedia({
  db,
  viewer,
  mediaId,
}: {
  db: Db;
  viewer: Viewer;
  mediaId: string;
}): Promise<{ id: string; storyId: string }> {
  assertUuid(mediaId, MEDIA_TEXTS.mediaNotFound);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: storyMedia.id, storyId: storyMedia.storyId })
      .from(storyMedia)
      .innerJoin(stories, eq(stories.id, storyMedia.storyId))
      .where(and(eq(storyMedia.id, mediaId), ownedStory(viewer)));
    if (!target) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
    // The story's lock orders this against uploads and reorders of the same story.
    await assertOwnedStory(tx, { viewer, storyId: target.storyId, lock: true });
    const [removed] = await tx
      .delete(storyMedia)
      .where(eq(storyMedia.id, mediaId))
      .returning({ position: storyMedia.position });
    if (!removed) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
    await tx
      .update(storyMedia)
      .set({ position: sql`${storyMedia.position} - 1` })
      .where(and(eq(storyMedia.storyId, target.storyId), gt(storyMedia.position, removed.position)));
    return target;
  });
}

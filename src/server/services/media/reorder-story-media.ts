import { asc, eq, sql } from 'drizzle-orm';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import type { StoryMedia } from '../../../shared/media/story-media';
import type { Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import { toStoryMedia } from './media-dto';
import { assertOwnedStory } from './owned-story';

/** Positions are moved past this first, so that rewriting them never meets the unique (story, position). */
const SHIFT = 1000;

/**
 * Sets the order of a story's files: `mediaIds` must name each of its files exactly once (a stale list, after
 * a concurrent upload or removal, is refused with CONFLICT rather than half-applied). One transaction under
 * the story's lock; answers the files in their new order.
 */
export async function reorderStoryMedia({
  db,
  viewer,
  storyId,
  mediaIds,
}: {
  db: Db;
  viewer: Viewer;
  storyId: string;
  mediaIds: readonly string[];
}): Promise<StoryMedia[]> {
  return db.transaction(async (tx) => {
    await assertOwnedStory(tx, { viewer, storyId, lock: true });
    const current = await tx
      .select({ id: storyMedia.id })
      .from(storyMedia)
      .where(eq(storyMedia.storyId, storyId));
    const known = new Set(current.map((m) => m.id));
    const asked = new Set(mediaIds);
    if (asked.size !== mediaIds.length || asked.size !== known.size || mediaIds.some((id) => !known.has(id)))
      throw new AppError('CONFLICT', MEDIA_TEXTS.orderMismatch);
    await tx
      .update(storyMedia)
      .set({ position: sql`${storyMedia.position} + ${SHIFT}` })
      .where(eq(storyMedia.storyId, storyId));
    // One statement: each id gets its 1-based index in the list.
    await tx.execute(sql`update ${storyMedia} set position = o.ord
      from jsonb_array_elements_text(${JSON.stringify(mediaIds)}::jsonb) with ordinality as o(id, ord)
      where ${storyMedia.id} = o.id::uuid and ${storyMedia.storyId} = ${storyId}`);
    const rows = await tx
      .select()
      .from(storyMedia)
      .where(eq(storyMedia.storyId, storyId))
      .orderBy(asc(storyMedia.position));
    return rows.map(toStoryMedia);
  });
}

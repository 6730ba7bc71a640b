import { and, eq } from 'drizzle-orm';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { stories } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedStory } from '../access/story-access';

/**
 * Checks that the story exists and the viewer may reach it (404 'Historia no encontrada' otherwise, exactly like a
 * missing one). `lock` takes the story row FOR UPDATE: every change to a story's files (upload, removal, reorder)
 * holds it, so concurrent changes of one story run one after the other.
 */
export async function assertOwnedStory(
  db: Executor,
  { viewer, storyId, lock = false }: { viewer: Viewer; storyId: string; lock?: boolean },
): Promise<void> {
  assertUuid(storyId, MEDIA_TEXTS.storyNotFound);
  const query = db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, storyId), ownedStory(viewer)));
  const [story] = lock ? await query.for('update') : await query;
  if (!story) throw new AppError('NOT_FOUND', MEDIA_TEXTS.storyNotFound);
}

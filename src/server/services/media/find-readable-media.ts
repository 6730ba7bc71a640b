import { and, eq } from 'drizzle-orm';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { stories } from '../../db/schema/campaigns';
import { type StoryMediaRow, storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedStory } from '../access/story-access';

/**
 * A story file the viewer may read: an admin any, a client only the files of its own campaigns' stories.
 * Another client's file answers NOT_FOUND, exactly like one that does not exist.
 */
export async function findReadableMedia({
  db,
  viewer,
  mediaId,
}: {
  db: Executor;
  viewer: Viewer;
  mediaId: string;
}): Promise<StoryMediaRow> {
  assertUuid(mediaId, MEDIA_TEXTS.mediaNotFound);
  const [row] = await db
    .select({ media: storyMedia })
    .from(storyMedia)
    .innerJoin(stories, eq(stories.id, storyMedia.storyId))
    .where(and(eq(storyMedia.id, mediaId), ownedStory(viewer)));
  if (!row) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  return row.media;
}

import { eq } from 'drizzle-orm';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import type { Executor } from '../../db/client';
import { type StoryMediaRow, storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';

/** A file named by a signed approval-page URL (the signature was checked by the route); NOT_FOUND when gone. */
export async function findApprovalMedia(db: Executor, mediaId: string): Promise<StoryMediaRow> {
  if (!/^[0-9a-f-]{36}$/i.test(mediaId)) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  const [row] = await db.select().from(storyMedia).where(eq(storyMedia.id, mediaId));
  if (!row) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  return row;
}

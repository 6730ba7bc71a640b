import { sql } from 'drizzle-orm';
import { formatBytes } from '../../../shared/media/format-bytes';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import type { Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { mediaUploads } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import { deleteStaleMediaUploads, type MediaUploadLimits } from './media-upload-rows';

/** foreign_key_violation: the story (or the user) was deleted between the access check and the insert. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The advisory lock every upload creation takes, on every instance sharing the database: the totals are read and
 * the new row written by one creation at a time, so a burst of creations cannot all see room that only one has.
 */
const RESERVATION_LOCK_KEY = 7_142_000_001;

export interface ReserveMediaUploadOptions {
  db: Db;
  viewer: Viewer;
  /** The tus upload id. */
  uploadId: string;
  storyId: string;
  /** The declared size (Upload-Length). */
  sizeBytes: number;
  limits: MediaUploadLimits;
  now?: Date;
}

/**
 * Records a new open upload if it fits every staging quota: the story's open uploads (every user together), the
 * user's open uploads and their declared bytes, and the declared bytes of every open upload (the staging disk).
 * Abandoned rows (idle or expired) are deleted first, so they never hold a quota. Refusals are 429
 * LIMIT_EXCEEDED with a Spanish message naming the limit. One transaction under RESERVATION_LOCK_KEY.
 */
export async function reserveMediaUpload({
  db,
  viewer,
  uploadId,
  storyId,
  sizeBytes,
  limits,
  now = new Date(),
}: ReserveMediaUploadOptions): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(RESERVATION_LOCK_KEY))})`);
      await deleteStaleMediaUploads({ db: tx, limits, now });
      const ofUser = sql`${mediaUploads.userId} = ${viewer.userId}`;
      const [totals] = await tx
        .select({
          storyCount: sql`count(*) filter (where ${mediaUploads.storyId} = ${storyId})`.mapWith(Number),
          userCount: sql`count(*) filter (where ${ofUser})`.mapWith(Number),
          userBytes: sql`coalesce(sum(${mediaUploads.sizeBytes}) filter (where ${ofUser}), 0)`.mapWith(
            Number,
          ),
          stagingBytes: sql`coalesce(sum(${mediaUploads.sizeBytes}), 0)`.mapWith(Number),
        })
        .from(mediaUploads);
      const { storyCount = 0, userCount = 0, userBytes = 0, stagingBytes = 0 } = totals ?? {};
      if (storyCount >= limits.perStory)
        throw new AppError('LIMIT_EXCEEDED', MEDIA_TEXTS.storyUploadsFull(limits.perStory));
      if (userCount >= limits.perUser)
        throw new AppError('LIMIT_EXCEEDED', MEDIA_TEXTS.tooManyOpenUploads(limits.perUser));
      if (userBytes + sizeBytes > limits.bytesPerUser)
        throw new AppError(
          'LIMIT_EXCEEDED',
          MEDIA_TEXTS.openUploadsTooLarge(formatBytes(limits.bytesPerUser)),
        );
      if (stagingBytes + sizeBytes > limits.stagingBytes)
        throw new AppError('LIMIT_EXCEEDED', MEDIA_TEXTS.stagingFull);
      await tx
        .insert(mediaUploads)
        .values({ id: uploadId, userId: viewer.userId, storyId, sizeBytes, createdAt: now, activeAt: now });
    });
  } catch (err) {
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION)
      throw new AppError('NOT_FOUND', MEDIA_TEXTS.storyNotFound);
    throw err;
  }
}

import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mediaUploads } from '../../db/schema/media';

/** The staging quotas of resumable uploads (MEDIA_UPLOADS_* and MEDIA_STAGING_MAX_BYTES), and when one is abandoned. */
export interface MediaUploadLimits {
  perUser: number;
  bytesPerUser: number;
  perStory: number;
  stagingBytes: number;
  /** No bytes for this long: abandoned (MEDIA_UPLOAD_IDLE_MINUTES). */
  idleMs: number;
  /** Unfinished this long after creation: expired, however active (tus Upload-Expires). */
  expiryMs: number;
}

/**
 * Deletes the rows of abandoned uploads (idle past `limits.idleMs`, or created more than `limits.expiryMs` ago);
 * returns how many.
 */
export async function deleteStaleMediaUploads({
  db,
  limits: { idleMs, expiryMs },
  now = new Date(),
}: {
  db: Executor;
  limits: Pick<MediaUploadLimits, 'idleMs' | 'expiryMs'>;
  now?: Date;
}): Promise<number> {
  const deleted = await db
    .delete(mediaUploads)
    .where(
      or(
        lt(mediaUploads.activeAt, new Date(now.getTime() - idleMs)),
        lt(mediaUploads.createdAt, new Date(now.getTime() - expiryMs)),
      ),
    )
    .returning({ id: mediaUploads.id });
  return deleted.length;
}

/**
 * Marks the upload as active (bytes are arriving) if it is still open (and, given `userId`, that user created it).
 * False when it is not: never created, stored, ended, or swept as abandoned.
 */
export async function touchMediaUpload(
  db: Executor,
  { uploadId, userId, now = new Date() }: { uploadId: string; userId?: string; now?: Date },
): Promise<boolean> {
  const rows = await db
    .update(mediaUploads)
    .set({ activeAt: now })
    .where(
      and(eq(mediaUploads.id, uploadId), userId === undefined ? undefined : eq(mediaUploads.userId, userId)),
    )
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

/** True while the upload is open and `userId` created it. */
export async function isOpenMediaUpload(
  db: Executor,
  { uploadId, userId }: { uploadId: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.userId, userId)));
  return rows.length > 0;
}

/** The ids among `uploadIds` that are still open uploads. */
export async function findOpenMediaUploads(db: Executor, uploadIds: string[]): Promise<Set<string>> {
  if (uploadIds.length === 0) return new Set();
  const rows = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(inArray(mediaUploads.id, uploadIds));
  return new Set(rows.map((row) => row.id));
}

/** Ends an open upload (stored, refused, terminated): its quota is free again. Absent is fine. */
export async function releaseMediaUpload(db: Executor, uploadId: string): Promise<void> {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, uploadId));
}

import { BackupRunningError, isBackupRunning } from '../../backup/backup-hold';
import type { Db } from '../../db/client';
import { MEDIA_KEY_PREFIX } from '../../media/media-keys';
import type { MediaStorage } from '../../media/storage/media-storage';
import { deleteUnreferencedMedia, unreferencedKeys } from './delete-unreferenced-media';

/** An object younger than this may belong to an upload whose row is about to be written: left alone. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Deletes storage objects that no story_media row names (storage_key or thumbnail_key) and that are older
 * than the grace period: left by a process that died between storing a file and writing its row, or by a
 * deletion job that gave up. The database is the truth, so this is safe on any number of instances at once; an
 * object is deleted under its key's lock after a last look at the rows (deleteUnreferencedMedia), so an import
 * adding a row that names a shared object meanwhile keeps it.
 * Deletes nothing while a backup runs (backup/backup-hold.ts).
 * Returns how many objects were deleted.
 */
export async function sweepOrphanMedia({
  db,
  storage,
  now = new Date(),
  graceMs = ORPHAN_GRACE_MS,
}: {
  db: Db;
  storage: MediaStorage;
  now?: Date;
  graceMs?: number;
}): Promise<number> {
  const cutoff = now.getTime() - graceMs;
  let deleted = 0;
  let batch: string[] = [];
  let isBackupSeen = false;
  const flush = async () => {
    const orphans = await unreferencedKeys(db, batch);
    batch = [];
    if (orphans.length === 0) return;
    // Checked after the query: a backup whose snapshot still names them holds the lock by now (backup-hold.ts).
    if (await isBackupRunning(db)) {
      isBackupSeen = true;
      return;
    }
    try {
      deleted += (await deleteUnreferencedMedia({ db, storage, keys: orphans })).length;
    } catch (err) {
      if (!(err instanceof BackupRunningError)) throw err;
      isBackupSeen = true; // it started since the check above
    }
  };
  for await (const object of storage.list(MEDIA_KEY_PREFIX)) {
    if (isBackupSeen) break; // the next sweep finishes the work
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return deleted;
}

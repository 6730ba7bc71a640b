import { type SQL, sql } from 'drizzle-orm';
import { BackupRunningError, isBackupRunning } from '../../backup/backup-hold';
import type { Db, Executor, Tx } from '../../db/client';
import { storyMedia } from '../../db/schema/media';
import { selectRows } from '../../db/unnest-columns';
import type { MediaStorage } from '../../media/storage/media-storage';

/**
 * A file is stored once per content (decision 029): one object may be named by many story_media rows (a photo
 * that five stories of a .zip name, the same photo uploaded twice). So an object is deleted only when no row names
 * it, and a deletion must never race a writer that is adding a row naming it. Both sides lock the object's key
 * (a transaction-scoped advisory lock on its 64-bit hash, so it works the same on PGlite and PostgreSQL and on any
 * number of instances):
 * - a deleter (the 'media.delete-files' job, the orphan sweep, a refused import) takes the key's lock exclusively,
 *   reads whether a row names it, and deletes the object before it commits (deleteUnreferencedMedia);
 * - a writer, in the transaction that writes its rows, takes the key's lock shared and writes the object again if
 *   a deleter removed it since it was stored (keepStoredObjects).
 * Either the writer's rows commit first (the deleter then sees them and keeps the object), or the deleter finishes
 * first (the writer then finds the object gone and stores it again): a row never names a missing object.
 */

/** An object a writer stored and is about to name in rows: its key, and how to store it again. */
export interface StoredObject {
  key: string;
  write: () => Promise<void>;
}

function keysJson(keys: readonly string[]): SQL {
  return sql`jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)`;
}

/** The keys' advisory locks, in the order of their hashes (the same order for every caller: no deadlock). */
export async function lockKeys(tx: Tx, keys: readonly string[], mode: 'shared' | 'exclusive'): Promise<void> {
  const lock = sql.raw(mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
  await selectRows(
    tx,
    sql`select ${lock}(locks.h) from (
      select distinct hashtextextended(k.key, 0) as h from ${keysJson(keys)} as k(key) order by 1
    ) as locks`,
  );
}

/**
 * In the transaction that writes rows naming `objects`, before it commits: share-locks their keys, then stores
 * again any object a deletion removed after it was stored (that deletion saw no row naming it yet).
 */
export async function keepStoredObjects({
  tx,
  storage,
  objects,
}: {
  tx: Tx;
  storage: MediaStorage;
  objects: readonly StoredObject[];
}): Promise<void> {
  if (objects.length === 0) return;
  await lockKeys(
    tx,
    objects.map((o) => o.key),
    'shared',
  );
  for (const object of objects) {
    if (!(await storage.stat(object.key))) await object.write();
  }
}

/** The keys of `keys` that no story_media row names (as storage_key or thumbnail_key), in one query. */
export async function unreferencedKeys(db: Executor, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select k.key from ${keysJson(keys)} as k(key)
    where not exists (select 1 from ${storyMedia} m where m.storage_key = k.key)
      and not exists (select 1 from ${storyMedia} m where m.thumbnail_key = k.key)`,
  );
  return rows.map((r) => r.key);
}

/**
 * Deletes the objects of `keys` that no story_media row names any more, holding each key's lock until they are
 * gone (see above); an object still named by a row is kept. Deleting an absent object is not an error, so this is
 * safe to repeat. While a backup runs it deletes nothing and throws BackupRunningError (backup/backup-hold.ts: the
 * backup's snapshot may still name an object whose last row was deleted since). Returns the keys deleted.
 */
export async function deleteUnreferencedMedia({
  db,
  storage,
  keys,
}: {
  db: Db;
  storage: MediaStorage;
  keys: readonly string[];
}): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockKeys(tx, unique, 'exclusive');
    const orphans = await unreferencedKeys(tx, unique);
    if (orphans.length === 0) return orphans;
    if (await isBackupRunning(tx)) throw new BackupRunningError();
    await storage.delete(orphans);
    return orphans;
  });
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { selectRows } from '../db/unnest-columns';

/**
 * A running backup holds this advisory lock (shared, session-level, two int4 keys: 'STRY', 'BACK') from before
 * its snapshot until every media object the snapshot names is copied. The code that deletes media objects (the
 * 'media.delete-files' job and the orphan sweep) checks it right before deleting and leaves the objects alone
 * while it is held: an object a snapshot names is never deleted before the backup has copied it.
 *
 * Why a check right before the delete is enough: a deletion job exists only once the rows that named its objects
 * are deleted (committed), so a backup that takes the lock after the check also takes its snapshot after that
 * deletion, and does not name them. The sweep checks after the query that found its orphans, for the same reason.
 * The lock is visible to every session of the database (pg_locks), also to the one PGlite session that both the
 * panel and its in-process backup share; a killed backup's session ends and releases it.
 */
export const BACKUP_LOCK_KEYS = [0x53545259, 0x4241434b] as const;

export const LOCK_BACKUP_SQL = `select pg_advisory_lock_shared(${BACKUP_LOCK_KEYS[0]}, ${BACKUP_LOCK_KEYS[1]})`;
export const UNLOCK_BACKUP_SQL = `select pg_advisory_unlock_shared(${BACKUP_LOCK_KEYS[0]}, ${BACKUP_LOCK_KEYS[1]})`;

/** Whether a backup of this database is running (on any instance, or in any process). */
export async function isBackupRunning(db: Executor): Promise<boolean> {
  const [row] = await selectRows<{ running: boolean }>(
    db,
    sql.raw(`select exists (
      select 1 from pg_locks
      where locktype = 'advisory' and granted and objsubid = 2
        and classid = ${BACKUP_LOCK_KEYS[0]}::oid and objid = ${BACKUP_LOCK_KEYS[1]}::oid
        and database = (select oid from pg_database where datname = current_database())
    ) as running`),
  );
  return row?.running === true;
}

/** Thrown by a deletion that must wait for a running backup (the job runner retries it later). */
export class BackupRunningError extends Error {
  override name = 'BackupRunningError';
  constructor() {
    super('a backup is running: media objects are kept until it has copied them');
  }
}

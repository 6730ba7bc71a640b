import type { Database } from '../db/client';
import { LOCK_BACKUP_SQL, UNLOCK_BACKUP_SQL } from './backup-hold';

/** One statement on the session's connection, with $1… parameters; answers the rows. */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * One connection of the database for the backup and the restore: on PostgreSQL a client of the pool kept for the
 * whole session, on PGlite its one session (transactions hold PGlite's lock, so the panel's own queries wait
 * for them instead of running inside them).
 */
export interface RawSession {
  /** Runs `work` in one transaction; 'snapshot' is REPEATABLE READ READ ONLY. The time zone is UTC in both. */
  transaction<T>(mode: 'snapshot' | 'write', work: (query: Query) => Promise<T>): Promise<T>;
  /** Releases the backup lock when held, and the connection. */
  release(): Promise<void>;
}

/** Opens a session; with `holdBackupLock` it holds the backup lock (backup-hold.ts) until release(). */
export async function openRawSession(
  database: Database,
  { holdBackupLock }: { holdBackupLock: boolean },
): Promise<RawSession> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      if (holdBackupLock) await client.query(LOCK_BACKUP_SQL);
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    const query: Query = async (text, params) => (await client.query(text, params)).rows;
    return {
      transaction: async (mode, work) => {
        await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
        try {
          await client.query("set local timezone = 'UTC'");
          const result = await work(query);
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        }
      },
      release: async () => {
        try {
          if (holdBackupLock) await client.query(UNLOCK_BACKUP_SQL);
          client.release();
        } catch (err) {
          client.release(err as Error);
        }
      },
    };
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('database without a connection');
  if (holdBackupLock) await pglite.query(LOCK_BACKUP_SQL);
  return {
    transaction: (mode, work) =>
      pglite.transaction(async (tx) => {
        if (mode === 'snapshot') await tx.query('set transaction isolation level repeatable read, read only');
        await tx.query("set local timezone = 'UTC'");
        return work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows);
      }),
    release: async () => {
      if (holdBackupLock) await pglite.query(UNLOCK_BACKUP_SQL);
    },
  };
}

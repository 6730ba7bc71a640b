import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../app-root';
import type { Db } from './client';
import { selectRows } from './unnest-columns';

let latestJournalMillis: number | null = null;

/** The `when` of the newest migration of drizzle/meta/_journal.json (read once: it ships with the code). */
function latestMigrationMillis(): number {
  if (latestJournalMillis === null) {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    latestJournalMillis = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestJournalMillis;
}

/**
 * Whether the database has every migration this code ships. Drizzle's migrator records each applied migration in
 * drizzle.__drizzle_migrations with its journal `when` as created_at, and applies those newer than the last
 * recorded: so the newest recorded one must be at least the journal's newest. False before the first migration
 * (no such table); throws only when the database does not answer.
 */
export async function areMigrationsApplied(db: Db): Promise<boolean> {
  const [table] = await selectRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return false;
  const [row] = await selectRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return row?.last != null && Number(row.last) >= latestMigrationMillis();
}

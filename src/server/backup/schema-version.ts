import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../app-root';
import type { Query } from './raw-session';

export interface Migration {
  tag: string;
  /** sha256 of the migration's SQL, as drizzle records it in drizzle.__drizzle_migrations. */
  hash: string;
}

interface Journal {
  entries: { tag: string }[];
}

const readJournal = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The migrations this code applies, oldest first. */
export function codeMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const tags = readJournal(folder).entries.map((e) => e.tag);
  return readMigrationFiles({ migrationsFolder: folder }).map((m, i) => ({
    tag: tags[i] ?? `#${i}`,
    hash: m.hash,
  }));
}

/** The migrations applied to the database, oldest first (none when it was never migrated). */
export async function appliedMigrations(query: Query, known = codeMigrations()): Promise<Migration[]> {
  const [table] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return [];
  const rows = await query('select hash, created_at from drizzle.__drizzle_migrations order by id');
  const tagOf = new Map(known.map((m) => [m.hash, m.tag]));
  return rows.map((r) => ({
    hash: String(r.hash),
    tag: tagOf.get(String(r.hash)) ?? `unknown-${String(r.created_at)}`,
  }));
}

/** Whether `prefix` is the start of `full` (same migrations, same SQL). */
export const isPrefixOf = (prefix: readonly Migration[], full: readonly Migration[]) =>
  prefix.length <= full.length && prefix.every((m, i) => full[i]?.hash === m.hash);

/**
 * A copy of the migrations folder with only its first `count` migrations, so that drizzle's migrator brings a
 * database exactly to a backup's schema. The caller removes the returned folder.
 */
export function migrationsFolderUpTo(count: number, folder = MIGRATIONS_FOLDER): string {
  const journal = readJournal(folder);
  const entries = journal.entries.slice(0, count);
  const copy = mkdtempSync(path.join(tmpdir(), 'stories-migrations-'));
  mkdirSync(path.join(copy, 'meta'));
  writeFileSync(path.join(copy, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(copy, `${entry.tag}.sql`));
  }
  return copy;
}

/** The panel's version (package.json next to the migrations folder). */
export function panelVersion(folder = MIGRATIONS_FOLDER): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(folder, '../package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

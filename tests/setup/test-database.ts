import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on a PostgreSQL server, drops the database. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set, a new uniquely named database on that PostgreSQL server (the URL's user must be allowed to create
 * databases). Call cleanup() in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await migratedPglite() });
    return { database, cleanup: () => database.close() };
  }

  // The run's id (tests/setup/leftovers.ts) lets the end of the run find a database a test did not drop.
  const run = process.env.STORIES_TEST_RUN_ID ?? 'manual';
  const name = `stories_test_${run}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  // The test file that made it, for the end of the run to name when the database is left behind.
  const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  await runOnServer(serverUrl, `comment on database "${name}" is '${file.replaceAll("'", "''")}'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    // drop … with (force) below ends connections the pool may still hold
    onConnectionError: () => {},
  });
  const drop = async () => {
    try {
      await database.close();
    } finally {
      // Dropped even when the close throws (a pool already closed by the test): with (force) ends its connections.
      await runOnServer(serverUrl, `drop database if exists "${name}" with (force)`);
    }
  };
  try {
    await database.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, cleanup: drop };
}

let migratedDump: Promise<Blob> | null = null;

/**
 * A dump of a freshly migrated in-memory PGlite, made once per test worker (the API project shares modules
 * between a worker's files). Starting from it takes about 0.4 s; an empty cluster plus the migrations took 1.7 s,
 * once or more in each of the suite's files.
 */
function migratedPglite(): Promise<Blob> {
  if (!migratedDump) {
    migratedDump = (async () => {
      const database = openDatabase({ kind: 'pglite', dataDir: null });
      try {
        await database.migrate();
        return await database.pglite!.dumpDataDir('none');
      } finally {
        await database.close();
      }
    })();
    // A failure fails this file's setup, not every later file of the worker.
    migratedDump.catch(() => {
      migratedDump = null;
    });
  }
  return migratedDump;
}

async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Vitest's global setup: every test must clean what it made, and this checks it at the end of the run.
 *
 * - Temporary files: the run gets a folder of its own, given to every worker as TMPDIR (os.tmpdir() reads it), so
 *   what a test leaves in it is this run's, whatever else the machine runs at the same time. An entry left at the
 *   end fails the run, named; the folder is removed either way.
 * - PostgreSQL databases (TEST_DATABASE_URL): test databases carry this run's id in their name
 *   (tests/setup/test-database.ts); one still on the server at the end fails the run, and is dropped.
 */
export default function setup() {
  const runDir = mkdtempSync(path.join(tmpdir(), 'stories-run-'));
  const previousTmpdir = process.env.TMPDIR;
  const runId = path
    .basename(runDir)
    .slice('stories-run-'.length)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  process.env.TMPDIR = runDir;
  process.env.STORIES_TEST_RUN_ID = runId;

  return async function teardown() {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    // Tools' caches, not a test's leftovers: tsx's compile cache (TMPDIR/tsx-<uid>) and Node's module compile cache
    // (TMPDIR/node-compile-cache, which Vite's launcher turns on).
    const leftFiles = readdirSync(runDir).filter(
      (entry) => !/^tsx-\d+$/.test(entry) && entry !== 'node-compile-cache',
    );
    rmSync(runDir, { recursive: true, force: true });
    const leftDatabases = await dropLeftoverDatabases(runId);
    const problems = [
      leftFiles.length > 0 &&
        `${leftFiles.length} temporary entries left: ${leftFiles.slice(0, 20).join(', ')}`,
      leftDatabases.length > 0 && `${leftDatabases.length} test databases left: ${leftDatabases.join(', ')}`,
    ].filter(Boolean);
    if (problems.length > 0) {
      console.error(`Tests left behind what they made (now removed): ${problems.join('; ')}`);
      // Vitest ignores an error thrown from a global teardown; the exit code is how this fails the run.
      process.exitCode = 1;
    }
  };
}

async function dropLeftoverDatabases(runId: string): Promise<string[]> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return [];
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // Each test database carries the test file that made it as its comment (tests/setup/test-database.ts).
    const { rows } = await client.query<{ datname: string; file: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as file
         from pg_database where datname like $1`,
      [`stories_test_${runId}_%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    return rows.map((row) => `${row.datname} (${row.file ?? 'unknown file'})`);
  } finally {
    await client.end();
  }
}

/**
 * A stand-in server process for tests/api/reliability-crash.test.ts, killed with SIGKILL half-way: it opens the
 * PostgreSQL database in CRASH_DATABASE_URL and either imports the campaign file in CRASH_FILE for client
 * CRASH_CLIENT_ID (mode "import", the admin import service) or runs the queued job CRASH_JOB_ID with a lease of
 * CRASH_LEASE_MS (mode "ai", the real job runner and handlers, offline generator; any queued job, in fact: the
 * Instagram publication's crash test runs one, with the settings in CRASH_ENV_JSON). Prints "started" first.
 *
 *   node --import tsx tests/setup/crash-child.ts import|ai
 */
import { readFileSync } from 'node:fs';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { openDatabase } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { importCampaignFile } from '../../src/server/services/campaigns/import-campaign-file';

const mode = process.argv[2];
const database = openDatabase({ kind: 'postgres', url: process.env.CRASH_DATABASE_URL!, poolSize: 2 });
const env = parseEnv({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  // Made (and removed) by the test: this process is killed with SIGKILL.
  DATA_DIR: process.env.CRASH_DATA_DIR!,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
  // The parent's app settings the job needs (its AUTH_SECRET, PUBLIC_URL, the Instagram double's address).
  ...(JSON.parse(process.env.CRASH_ENV_JSON ?? '{}') as Record<string, string>),
});
const logger = createLogger('silent');
process.stdout.write('started\n');

if (mode === 'import') {
  const file = JSON.parse(readFileSync(process.env.CRASH_FILE!, 'utf8')) as unknown;
  await importCampaignFile(
    { env, database, logger, jobRunner: null },
    { clientId: process.env.CRASH_CLIENT_ID!, file },
  );
} else if (mode === 'ai') {
  const runner = new JobRunner({
    db: database.db,
    logger,
    handlers: createJobHandlers({ db: database.db, env, logger }),
    workerId: 'crashing-worker',
    leaseMs: Number(process.env.CRASH_LEASE_MS ?? 1000),
  });
  await runner.runJobNow(process.env.CRASH_JOB_ID!);
} else {
  throw new Error(`crash-child: unknown mode ${mode}`);
}
process.stdout.write('finished\n'); // never reached when the test kills the process in time
await database.close();

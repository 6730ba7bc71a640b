import type { Database } from '../db/client';
import { areMigrationsApplied } from '../db/migration-status';
import type { JobRunner } from '../jobs/job-runner';
import { withTimeout } from './with-timeout';

/** How long the database may take to answer a readiness check before the instance is reported not ready. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

/** 'skipped': the process has no job runner (an app built without one, as the API tests do). */
export type CheckResult = 'ok' | 'failed' | 'skipped';

export interface Readiness {
  ready: boolean;
  checks: { migrations: CheckResult; database: CheckResult; jobs: CheckResult };
}

/**
 * Whether this instance should get traffic: the database answers a query within READINESS_DB_TIMEOUT_MS, every
 * migration of this code is applied (an instance of a newer version waits for its migrations), and the job
 * runner's loop is alive. Liveness is /healthz; this is /readyz.
 */
export async function checkReadiness(deps: {
  database: Database;
  jobRunner: Pick<JobRunner, 'isAlive'> | null;
}): Promise<Readiness> {
  const [database, migrations] = await Promise.all([
    withTimeout(deps.database.ping(), READINESS_DB_TIMEOUT_MS, 'database ping timed out').then(
      () => 'ok' as const,
      () => 'failed' as const,
    ),
    withTimeout(
      areMigrationsApplied(deps.database.db),
      READINESS_DB_TIMEOUT_MS,
      'migrations check timed out',
    ).then(
      (applied) => (applied ? ('ok' as const) : ('failed' as const)),
      () => 'failed' as const,
    ),
  ]);
  const jobs: CheckResult = deps.jobRunner ? (deps.jobRunner.isAlive() ? 'ok' : 'failed') : 'skipped';
  const checks = { migrations, database, jobs };
  return { ready: Object.values(checks).every((check) => check !== 'failed'), checks };
}

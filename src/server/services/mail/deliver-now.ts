import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context/app-deps';
import { jobs } from '../../db/schema/jobs';
import { bindJob } from '../../jobs/define-job';
import { JobRunner } from '../../jobs/job-runner';
import { sendMailJob } from './send-mail-job';

/** How long to wait for a job another worker has just claimed (a little over one SMTP timeout). */
const WAIT_FOR_OTHER_WORKER_MS = 15_000;
const POLL_MS = 100;

/** AppDeps or the part of it delivery needs (services pass theirs). */
export type MailDeliveryDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'jobRunner'>;

export interface DeliveryResult {
  delivered: boolean;
  error?: string;
}

/**
 * Sends one queued e-mail job right now, inside the request that queued it, after its transaction committed.
 * The job is claimed exactly as the background runner claims it (JobRunner.runJobNow), so it never runs twice;
 * when the runner got there first, this waits for that run's outcome. A failed attempt stays queued and the
 * runner retries it with back-off.
 */
export async function deliverNow(deps: MailDeliveryDeps, jobId: string): Promise<DeliveryResult> {
  const db = deps.database.db;
  const runner =
    deps.jobRunner ??
    new JobRunner({
      db,
      logger: deps.logger,
      // Only e-mail jobs are delivered here: the mail handler is all this runner needs.
      handlers: { [sendMailJob.type]: bindJob(sendMailJob, { db, env: deps.env, logger: deps.logger }) },
      workerId: `request-${randomUUID().slice(0, 8)}`,
    });
  try {
    const outcome = await runner.runJobNow(jobId);
    if (outcome) {
      return outcome.status === 'succeeded'
        ? { delivered: true }
        : { delivered: false, error: outcome.error };
    }
    return await waitForOutcome(deps, jobId);
  } catch (err) {
    deps.logger.error({ err, jobId }, 'deliverNow failed');
    return { delivered: false, error: err instanceof Error ? err.message : String(err) };
  }
}

async function waitForOutcome(deps: MailDeliveryDeps, jobId: string): Promise<DeliveryResult> {
  const deadline = Date.now() + WAIT_FOR_OTHER_WORKER_MS;
  for (;;) {
    const [row] = await deps.database.db
      .select({ status: jobs.status, lastError: jobs.lastError, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!row) return { delivered: false, error: 'El envío no existe.' };
    if (row.status === 'succeeded') return { delivered: true };
    if (row.status === 'failed' || (row.status === 'queued' && row.attempts > 0)) {
      return { delivered: false, error: row.lastError ?? 'El envío falló.' };
    }
    if (Date.now() >= deadline) return { delivered: false, error: 'El envío sigue en curso.' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

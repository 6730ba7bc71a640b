import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { JobRow } from '../db/schema/jobs';
import type { Logger } from '../logger';
import { claimJob, setJobRow } from './job-rows';

export interface JobContext {
  job: JobRow;
  log: Logger;
  /** Extends the lease for long jobs (AI generation). */
  heartbeat(): Promise<void>;
}

/**
 * One job type as the runner runs it: the schema its stored payload must pass, and the handler given the parsed
 * payload. Built from a job definition by `bindJob` (jobs/define-job.ts); `createJobHandlers` lists them all.
 */
export interface JobHandler<TSchema extends z.ZodType = z.ZodType> {
  payload: TSchema;
  /**
   * The lease of this type when shorter than the runner's (a reminder must be taken over within seconds when its
   * worker dies, not minutes): set right after the claim; heartbeat() extends it by as much.
   */
  leaseMs?: number;
  run(payload: z.output<TSchema>, ctx: JobContext): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  /** The job types this runner runs, by `jobs.type`. */
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /** How often an idle worker looks for due jobs. */
  pollIntervalMs?: number;
  /** How long a claimed job stays locked without a heartbeat before another worker may take it over. */
  leaseMs?: number;
  /** Delay before retry n (1-based): base * 2^(n-1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  now?: () => Date;
  /** Told how each run ended (the app's metrics). */
  observer?: JobObserver;
}

/** How a run ended: done, failed and queued again for a retry, or failed for good. */
export type JobRunOutcome = 'succeeded' | 'retried' | 'failed';

export interface JobObserver {
  jobFinished(type: string, outcome: JobRunOutcome): void;
}

/** What one run of a job led to: done, queued again for a retry (with the error), or failed for good. */
export type JobOutcome = { status: 'succeeded' } | { status: 'queued' | 'failed'; error: string };

export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The in-process worker of the durable `jobs` queue. Jobs are claimed with FOR UPDATE SKIP LOCKED and a lease,
 * so any number of app instances can run a runner each: every job runs on one of them at a time, a crashed
 * worker's lease expires and another instance retries it, failures are retried with exponential back-off.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly opts: Required<Omit<JobRunnerOptions, 'workerId' | 'observer'>>;
  private readonly observer: JobObserver | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private wakeRequested = false;
  /** When the polling loop last looked for work or finished a job (performance.now()); null before start. */
  private lastBeatAt: number | null = null;
  /** A job of the loop is being run (its time counts as alive: a long AI generation is not a stuck runner). */
  private isRunningJob = false;

  /** The job types with a lease of their own, and that lease (given in the claim itself). */
  private readonly ownLeases: ReadonlyArray<{ type: string; leaseMs: number }>;

  constructor(options: JobRunnerOptions) {
    this.workerId = options.workerId ?? `worker-${randomUUID().slice(0, 8)}`;
    this.observer = options.observer ?? null;
    const { observer: _observer, ...rest } = options;
    this.opts = {
      pollIntervalMs: 1000,
      leaseMs: 5 * 60_000,
      backoffBaseMs: 10_000,
      backoffMaxMs: 60 * 60_000,
      now: () => new Date(),
      ...rest,
    };
    this.ownLeases = Object.entries(options.handlers).flatMap(([type, handler]) =>
      handler.leaseMs ? [{ type, leaseMs: handler.leaseMs }] : [],
    );
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.lastBeatAt = performance.now();
    this.schedule(0);
  }

  /**
   * Whether the polling loop is alive (readiness): started, not stopped, and it looked for work within
   * `maxSilenceMs` or is running a job now. A claim that fails (database down) still counts as a look: the
   * database has its own check.
   */
  isAlive(maxSilenceMs = Math.max(10_000, 5 * this.opts.pollIntervalMs)): boolean {
    if (this.stopped || this.lastBeatAt === null) return false;
    return this.isRunningJob || performance.now() - this.lastBeatAt <= maxSilenceMs;
  }

  /** Ask the runner to look for work now (after an enqueue in this process). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs due jobs until none is left; returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count++;
    return count;
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.loop().finally(() => {
        this.running = null;
        if (!this.stopped) this.schedule(this.wakeRequested ? 0 : this.opts.pollIntervalMs);
        this.wakeRequested = false;
      });
    }, delay);
    this.timer.unref?.();
  }

  private async loop(): Promise<void> {
    this.lastBeatAt = performance.now();
    try {
      for (;;) {
        if (this.stopped) break;
        const job = await this.claim();
        this.lastBeatAt = performance.now();
        if (!job) break;
        this.isRunningJob = true;
        try {
          await this.execute(job);
        } finally {
          this.isRunningJob = false;
          this.lastBeatAt = performance.now();
        }
      }
    } catch (err) {
      this.opts.logger.error({ err, workerId: this.workerId }, 'job runner: claim failed');
    }
  }

  /** Claims and runs one due job; false when there was none. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /**
   * Claims one specific queued job and runs it at once, whatever its run_at (an e-mail delivered during the
   * request that caused it, a retry asked for by hand). The claim is the same FOR UPDATE SKIP LOCKED update as
   * the polling loop's, so a job never runs twice at the same time. Returns null when the job is not queued
   * (another worker holds it, it has finished, or it does not exist).
   */
  async runJobNow(id: string): Promise<JobOutcome | null> {
    const job = await this.claim(id);
    if (!job) return null;
    return this.execute(job);
  }

  /**
   * Runs one claimed job. A job that cannot run as stored (a type no handler knows, a payload its schema refuses)
   * is failed at once, with one log line; a handler's error goes to `fail` (retry or fail for good).
   */
  private async execute(job: JobRow): Promise<JobOutcome> {
    const log = this.opts.logger.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
    const handler = this.opts.handlers[job.type];
    if (!handler) return this.reject(job, log, `no handler for job type "${job.type}"`);
    const parsed = handler.payload.safeParse(job.payload);
    if (!parsed.success) {
      return this.reject(job, log, `invalid payload for job type "${job.type}"`, parsed.error.issues);
    }
    const leaseMs = handler.leaseMs ?? this.opts.leaseMs;
    try {
      await handler.run(parsed.data, { job, log, heartbeat: () => this.extendLease(job.id, leaseMs) });
      await setJobRow(this.opts.db, this.workerId, job.id, {
        status: 'succeeded',
        finishedAt: this.opts.now(),
        lockedUntil: null,
        lockedBy: null,
        lastError: null,
      });
      log.info('job succeeded');
      this.observer?.jobFinished(job.type, 'succeeded');
      return { status: 'succeeded' };
    } catch (err) {
      return this.fail(job, err, log);
    }
  }

  private claim(id?: string): Promise<JobRow | null> {
    return claimJob(this.opts.db, {
      workerId: this.workerId,
      now: this.opts.now(),
      leaseMs: this.opts.leaseMs,
      ownLeases: this.ownLeases,
      id,
    });
  }

  private extendLease(id: string, leaseMs: number): Promise<void> {
    return setJobRow(this.opts.db, this.workerId, id, {
      lockedUntil: new Date(this.opts.now().getTime() + leaseMs),
    });
  }

  private async fail(job: JobRow, err: unknown, log: Logger): Promise<JobOutcome> {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      await this.markFailed(job, message);
      log.error({ err: message }, 'job failed permanently');
      this.observer?.jobFinished(job.type, 'failed');
      return { status: 'failed', error: message };
    }
    const now = this.opts.now();
    const retryAt =
      now.getTime() + backoffDelayMs(job.attempts, this.opts.backoffBaseMs, this.opts.backoffMaxMs);
    await setJobRow(this.opts.db, this.workerId, job.id, {
      status: 'queued',
      lastError: message,
      lockedUntil: null,
      lockedBy: null,
      runAt: new Date(retryAt),
    });
    log.warn({ err: message }, 'job failed; will retry');
    this.observer?.jobFinished(job.type, 'retried');
    return { status: 'queued', error: message };
  }

  /** Fails a job that cannot run as stored, for good (no retry can fix it), with one log line. */
  private async reject(
    job: JobRow,
    log: Logger,
    reason: string,
    issues?: readonly z.core.$ZodIssue[],
  ): Promise<JobOutcome> {
    await this.markFailed(job, reason);
    log.error(issues ? { issues } : {}, `job rejected: ${reason}`);
    this.observer?.jobFinished(job.type, 'failed');
    return { status: 'failed', error: reason };
  }

  private async markFailed(job: JobRow, error: string): Promise<void> {
    await setJobRow(this.opts.db, this.workerId, job.id, {
      status: 'failed',
      lastError: error,
      finishedAt: this.opts.now(),
      lockedUntil: null,
      lockedBy: null,
    });
  }
}

/** Thrown by a handler for an error that retrying cannot fix. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

import type { z } from 'zod';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { AppMetrics } from '../metrics/app-metrics';
import type { JobContext, JobHandler } from './job-runner';

/** What job handlers may use: the database, the configuration and the logger. */
export interface JobDeps {
  db: Db;
  env: Env;
  logger: Logger;
  /** The clock of handlers that compare with the present (reminders); the real one when omitted. */
  now?: () => Date;
  /** Counts the reminders, digests and alerts sent and the Instagram jobs' outcomes (the app's metrics); none in tests that do not read them. */
  metrics?: Pick<AppMetrics, 'deliveryFinished' | 'instagramOperation'>;
}

/**
 * One kind of job: the name stored in `jobs.type`, the zod schema of its payload and its handler. The runner
 * parses every stored payload with the schema before the handler sees it, and `enqueueJob(tx, definition,
 * payload)` takes only what the schema accepts, so queueing a wrong payload fails typecheck.
 */
export interface JobDefinition<TSchema extends z.ZodType> {
  /** Stored with every row: never rename a type that may still be queued. */
  readonly type: string;
  readonly payload: TSchema;
  /** A lease shorter than the runner's, for jobs that must be taken over quickly when a worker dies. */
  readonly leaseMs?: number;
  /** Builds the handler from the deps (once per runner); it is given the parsed payload. */
  readonly handler: (deps: JobDeps) => (payload: z.output<TSchema>, ctx: JobContext) => Promise<void>;
}

/** What a job is to the queue: its type and the schema of its payload (enqueueJob needs no more). */
export type JobKind<TSchema extends z.ZodType> = Pick<JobDefinition<TSchema>, 'type' | 'payload'>;

/** Declares a job type (see docs/jobs.md); the identity function, there for the inference of the payload. */
export function defineJob<TSchema extends z.ZodType>(
  definition: JobDefinition<TSchema>,
): JobDefinition<TSchema> {
  return definition;
}

/** The definition as the runner runs it: its schema and its handler, built with `deps`. */
export function bindJob<TSchema extends z.ZodType>(
  definition: JobDefinition<TSchema>,
  deps: JobDeps,
): JobHandler<TSchema> {
  return {
    payload: definition.payload,
    run: definition.handler(deps),
    ...(definition.leaseMs ? { leaseMs: definition.leaseMs } : {}),
  };
}

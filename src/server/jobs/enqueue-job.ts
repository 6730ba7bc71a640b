import type { z } from 'zod';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';
import type { JobKind } from './define-job';

export interface EnqueueJobOptions {
  /** Idempotency: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job of type `job.type` in the caller's transaction (outbox pattern): it exists if and only if the change
 * that caused it was committed. The payload is typed by the definition's schema (the runner parses it again before
 * the handler runs). Returns the job id, or null when the dedupe key was already queued.
 */
export async function enqueueJob<TSchema extends z.ZodType>(
  tx: Executor,
  job: JobKind<TSchema>,
  payload: z.input<TSchema>,
  options: EnqueueJobOptions = {},
): Promise<string | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      type: job.type,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? new Date(),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

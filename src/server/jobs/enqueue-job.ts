import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';

export interface EnqueueJobInput {
  type: string;
  payload: Record<string, unknown>;
  /** Idempotency: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction (outbox pattern): it exists if and only if the change that caused it
 * was committed. Returns the job id, or null when the dedupe key was already queued.
 */
export async function enqueueJob(tx: Executor, input: EnqueueJobInput): Promise<string | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      type: input.type,
      payload: input.payload,
      dedupeKey: input.dedupeKey ?? null,
      runAt: input.runAt ?? new Date(),
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'succeeded', 'failed']);

/**
 * The durable queue (AI generation, e-mail). Workers claim due rows with FOR UPDATE SKIP LOCKED and take a
 * lease (locked_until, locked_by); a crashed worker's lease expires and another instance retries the job.
 * Enqueue in the same transaction as the change that causes it; dedupe_key makes an enqueue idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    /** Job-specific; the runner parses it with the job definition's schema before the handler runs. */
    payload: jsonb('payload').notNull(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before this instant (back-off moves it forward). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type JobStatus = (typeof jobStatus.enumValues)[number];

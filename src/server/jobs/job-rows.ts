import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type JobRow, jobs } from '../db/schema/jobs';

/** What the runner changes on a job row it holds. */
type JobRowChange = Partial<
  Pick<JobRow, 'status' | 'finishedAt' | 'lockedUntil' | 'lockedBy' | 'lastError' | 'runAt'>
>;

/**
 * Claims one due job (or the queued job `id`) for `workerId`: FOR UPDATE SKIP LOCKED, so two workers never take
 * the same job, and a lease; a running job whose lease ran out (its worker died) is due again. Types with a lease
 * of their own get it in the claim itself: a worker killed right after claiming one is replaced as soon as that
 * lease runs out. Null when nothing is due.
 */
export async function claimJob(
  db: Db,
  options: {
    workerId: string;
    now: Date;
    leaseMs: number;
    ownLeases: ReadonlyArray<{ type: string; leaseMs: number }>;
    id?: string | undefined;
  },
): Promise<JobRow | null> {
  const { workerId, now, id } = options;
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const ownLeases = options.ownLeases.map(
    ({ type, leaseMs }) =>
      sql`when ${type} then ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz`,
  );
  const lockedUntil =
    ownLeases.length > 0
      ? sql`case ${jobs.type} ${sql.join(ownLeases, sql` `)} else ${leaseUntil.toISOString()}::timestamptz end`
      : leaseUntil;
  const due = id
    ? sql`${jobs.id} = ${id} and ${jobs.status} = 'queued'`
    : sql`(${jobs.status} = 'queued' and ${jobs.runAt} <= ${now})
      or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${now})`;
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil,
      updatedAt: now,
    })
    .where(
      eq(
        jobs.id,
        sql`(select ${jobs.id} from ${jobs} where ${due} order by ${jobs.runAt} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Changes a job row only while `workerId` still holds it (a job taken over after its lease is not touched). */
export async function setJobRow(
  db: Db,
  workerId: string,
  jobId: string,
  change: JobRowChange,
): Promise<void> {
  await db
    .update(jobs)
    .set(change)
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId)));
}

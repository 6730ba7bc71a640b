import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { withTimeout } from '../health/with-timeout';

/** A scrape must answer within Prometheus's time-out (10 s by default) even when the database does not. */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

export interface JobQueueRow {
  type: string;
  ready: number;
  scheduled: number;
  running: number;
  oldestReadyAgeSeconds: number;
}

/**
 * The queue as it stands, per job type, in one query over the queued and running rows only: the
 * jobs_status_run_at_idx index (status, run_at) finds them without reading the finished jobs, which are most of
 * the table. Rejects after SCRAPE_QUERY_TIMEOUT_MS.
 */
export async function readJobQueue(db: Db, now: Date): Promise<JobQueueRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const isReady = sql`${jobs.status} = 'queued' and ${jobs.runAt} <= ${at}`;
  const query = db
    .select({
      type: jobs.type,
      ready: sql<number>`(count(*) filter (where ${isReady}))::int`,
      scheduled: sql<number>`(count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAt} > ${at}))::int`,
      running: sql<number>`(count(*) filter (where ${jobs.status} = 'running'))::int`,
      oldestReadyAgeSeconds: sql<number>`coalesce(extract(epoch from ${at} - min(${jobs.runAt}) filter (where ${isReady})), 0)::float8`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .groupBy(jobs.type);
  return withTimeout(query, SCRAPE_QUERY_TIMEOUT_MS, 'job queue query timed out');
}

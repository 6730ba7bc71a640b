import type { Auth, AuthSession } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { JobRunner } from '../jobs/job-runner';
import type { Logger } from '../logger';
import type { MediaDeps } from '../media/create-media';
import type { AppMetrics } from '../metrics/app-metrics';
import type { RealtimeHub } from '../realtime/hub';
import type { InFlightRequests } from './in-flight';

export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** The in-process worker of the jobs queue (null in tests that drive jobs by hand). */
  jobRunner: JobRunner | null;
  /** This process's LISTEN/NOTIFY fan-out to the users' event streams (GET /api/events). */
  realtime: RealtimeHub;
  /** The API requests being answered: awaited at shutdown, bounded on the embedded database. */
  inFlight: InFlightRequests;
  /** Story files: storage driver, resumable uploads, limits. */
  media: MediaDeps;
  /** This instance's Prometheus metrics (GET /metrics); a no-op without METRICS_TOKEN. */
  metrics: AppMetrics;
  /** The clock for "today" and due instants (a fixed one in tests); `() => new Date()` otherwise. */
  now: () => Date;
}

export type SessionUser = AuthSession['user'];

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    clientIp: string;
    session: AuthSession['session'] | null;
    user: SessionUser | null;
  };
}

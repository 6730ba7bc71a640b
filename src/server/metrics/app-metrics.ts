import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DeliveryChannel, DeliveryKind } from '../../shared/api/admin-today';
import type { Database } from '../db/client';
import type { JobRunOutcome } from '../jobs/job-runner';
import type { RealtimeHub } from '../realtime/hub';
import { readJobQueue } from './job-queue-stats';

/** How a reminder, a morning e-mail or an agency alert ended, as its job saw it. */
export type DeliveryOutcome =
  /** Taken by at least one device's push service, or queued as an e-mail (the mail job sends it). */
  | 'sent'
  /** Push: no device took it (refused or unreachable push service). */
  | 'failed'
  /** Push: every device's subscription was gone (404/410): removed. */
  | 'expired'
  /** E-mail sent because the push failed or expired. */
  | 'fallback';

/** What the Instagram jobs count (instagram_operations_total's `operation`). */
export type InstagramOperation = 'token_refresh' | 'insights' | 'publish';

/** The API requests being answered and their bound (context/in-flight.ts), as the pool gauges read them. */
export interface InFlightCount {
  readonly size: number;
  /** The bound (embedded database), or null when unbounded. */
  readonly maxInFlight: number | null;
}

/** What the scrape reads at that moment: the database (its pool, the jobs table), the in-flight bound, the streams. */
export interface ScrapeSources {
  database: Database;
  inFlight: InFlightCount;
  realtime: RealtimeHub;
  now: () => Date;
}

/**
 * The metrics of one app instance (its own registry: never prom-client's global one, as tests build many apps in
 * one process). Built disabled when METRICS_TOKEN is unset: then every method is a no-op and nothing is collected.
 */
export interface AppMetrics {
  readonly enabled: boolean;
  readonly contentType: string;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  jobFinished(type: string, outcome: JobRunOutcome): void;
  deliveryFinished(kind: DeliveryKind, channel: DeliveryChannel, outcome: DeliveryOutcome): void;
  /** An Instagram job's outcome (issue 32): a token renewal, an insights poll, an automatic publication. */
  instagramOperation(operation: InstagramOperation, outcome: string): void;
  /** The text exposition, with the gauges read now. Never throws for a source that fails: see metrics_collector_success. */
  scrape(sources: ScrapeSources): Promise<string>;
}

const DISABLED: AppMetrics = {
  enabled: false,
  contentType: Registry.PROMETHEUS_CONTENT_TYPE,
  observeRequest: () => {},
  jobFinished: () => {},
  deliveryFinished: () => {},
  instagramOperation: () => {},
  scrape: async () => '',
};

/** Seconds: from a fast read (a few ms) to the slowest uploads and imports. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | null = null;

/**
 * Node's process metrics (CPU, memory, GC, handles, event-loop delay: nodejs_eventloop_lag_*), once per process:
 * they describe the process, not an app, and each collectDefaultMetrics call starts an event-loop delay monitor
 * that is never stopped.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The database pool's four gauges (registered in this order), and what fills them at a scrape: node-postgres's pool,
 * or the embedded database's places of EMBEDDED_DB_MAX_IN_FLIGHT.
 */
function createPoolMetrics(registers: Registry[]): (sources: ScrapeSources) => void {
  const poolInUse = new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'PostgreSQL: pool connections checked out. Embedded database (PGlite, one connection, no pool): API requests being answered, each holding a place of EMBEDDED_DB_MAX_IN_FLIGHT.',
    labelNames: ['database'],
    registers,
  });
  const poolIdle = new Gauge({
    name: 'db_pool_connections_idle',
    help: 'PostgreSQL: open pool connections not in use. Embedded database: places of EMBEDDED_DB_MAX_IN_FLIGHT left.',
    labelNames: ['database'],
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'db_pool_requests_waiting',
    help: 'PostgreSQL: queries waiting for a pool connection. Embedded database: always 0 (past EMBEDDED_DB_MAX_IN_FLIGHT a request is refused with 503, never queued).',
    labelNames: ['database'],
    registers,
  });
  const poolMax = new Gauge({
    name: 'db_pool_connections_max',
    help: 'PostgreSQL: DATABASE_POOL_SIZE. Embedded database: EMBEDDED_DB_MAX_IN_FLIGHT.',
    labelNames: ['database'],
    registers,
  });

  return ({ database, inFlight }: ScrapeSources) => {
    const labels = { database: database.kind };
    if (database.pool) {
      const pool = database.pool;
      poolInUse.set(labels, pool.totalCount - pool.idleCount);
      poolIdle.set(labels, pool.idleCount);
      poolWaiting.set(labels, pool.waitingCount);
      poolMax.set(labels, pool.options.max ?? 10);
      return;
    }
    const max = inFlight.maxInFlight;
    poolInUse.set(labels, inFlight.size);
    poolWaiting.set(labels, 0);
    if (max === null) return; // unbounded (an in-process test app): no places to count
    poolIdle.set(labels, Math.max(0, max - inFlight.size));
    poolMax.set(labels, max);
  };
}

export function createAppMetrics({ enabled }: { enabled: boolean }): AppMetrics {
  if (!enabled) return DISABLED;
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template (never the raw path) and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time until the response started (headers), by method, route template and status; for /api/events, until the stream opened.',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'jobs_runs_total',
    help: 'Job runs finished by this process, by type and outcome: succeeded, retried (failed, queued again with back-off) or failed (for good).',
    labelNames: ['type', 'outcome'],
    registers,
  });
  const deliveries = new Counter({
    name: 'reminder_deliveries_total',
    help: 'Reminders (kind reminder), morning e-mails (digest) and agency alerts (agency_alert) sent by this process, one per message (a reminder groups the stories due together), by channel and outcome.',
    labelNames: ['kind', 'channel', 'outcome'],
    registers,
  });
  const instagram = new Counter({
    name: 'instagram_operations_total',
    help: 'Instagram jobs finished by this process, by operation (token_refresh, insights, publish) and outcome (refreshed, revoked, stored, few_viewers, expired, published, fallback, failed…).',
    labelNames: ['operation', 'outcome'],
    registers,
  });
  const readPool = createPoolMetrics(registers);
  const jobsReady = new Gauge({
    name: 'jobs_ready',
    help: 'Queued jobs already due (waiting for a worker), by type, across all instances.',
    labelNames: ['type'],
    registers,
  });
  const jobsScheduled = new Gauge({
    name: 'jobs_scheduled',
    help: 'Queued jobs due later (planned reminders, retries in back-off), by type, across all instances.',
    labelNames: ['type'],
    registers,
  });
  const jobsRunning = new Gauge({
    name: 'jobs_running',
    help: 'Jobs claimed by a worker (running, or a dead worker’s until its lease ends), by type, across all instances.',
    labelNames: ['type'],
    registers,
  });
  const oldestReady = new Gauge({
    name: 'jobs_oldest_ready_age_seconds',
    help: 'How long the oldest due job of each type has been waiting for a worker (0: none waiting).',
    labelNames: ['type'],
    registers,
  });
  const sseConnections = new Gauge({
    name: 'sse_connections',
    help: 'Event streams (GET /api/events) open on this process.',
    registers,
  });
  const collectorSuccess = new Gauge({
    name: 'metrics_collector_success',
    help: 'Whether a scrape-time collector read its source (1) or failed or timed out (0, its metrics left out of this scrape).',
    labelNames: ['collector'],
    registers,
  });
  const jobGauges = [jobsReady, jobsScheduled, jobsRunning, oldestReady];
  const jobTypes = new Set<string>();

  async function readJobs(sources: ScrapeSources) {
    try {
      const rows = await readJobQueue(sources.database.db, sources.now());
      for (const gauge of jobGauges) gauge.reset();
      for (const row of rows) jobTypes.add(row.type);
      // A type whose queue emptied reads 0 instead of vanishing.
      for (const type of jobTypes) for (const gauge of jobGauges) gauge.set({ type }, 0);
      for (const row of rows) {
        jobsReady.set({ type: row.type }, row.ready);
        jobsScheduled.set({ type: row.type }, row.scheduled);
        jobsRunning.set({ type: row.type }, row.running);
        oldestReady.set({ type: row.type }, row.oldestReadyAgeSeconds);
      }
      collectorSuccess.set({ collector: 'job_queue' }, 1);
    } catch {
      for (const gauge of jobGauges) gauge.reset();
      collectorSuccess.set({ collector: 'job_queue' }, 0);
    }
  }

  return {
    enabled: true,
    contentType: registry.contentType,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    jobFinished(type, outcome) {
      jobRuns.inc({ type, outcome });
    },
    deliveryFinished(kind, channel, outcome) {
      deliveries.inc({ kind, channel, outcome });
    },
    instagramOperation(operation, outcome) {
      instagram.inc({ operation, outcome });
    },
    async scrape(sources) {
      readPool(sources);
      sseConnections.set(sources.realtime.subscriberCount);
      await readJobs(sources);
      return Registry.merge([registry, processMetrics()]).metrics();
    },
  };
}

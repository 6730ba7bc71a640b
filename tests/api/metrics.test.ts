import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { PromHistogramData, PromMetrics } from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { type Database, openDatabase } from '../../src/server/db/client';
import { stories } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import { defineJob } from '../../src/server/jobs/define-job';
import { enqueueJob } from '../../src/server/jobs/enqueue-job';
import { JobRunner, PermanentJobError } from '../../src/server/jobs/job-runner';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import { createCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import { type PushTestServer, startPushTestServer } from '../setup/push-test-server';
import { createTestApp, type TestApp } from '../setup/test-app';
import { parseExposition } from './support/prometheus-text';
import { SseReader } from './support/sse-reader';

const TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
let clock = new Date('2026-11-30T09:00:00Z');
const now = () => clock;
let t: TestApp;
let push: PushTestServer;
let ip = 1;
const nextIp = () => `10.88.0.${ip++}`;

beforeAll(async () => {
  push = await startPushTestServer();
  t = await createTestApp({
    now,
    env: { METRICS_TOKEN: TOKEN, WEB_PUSH_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_HOSTS: 'localhost' },
  });
});
afterAll(async () => {
  await t.cleanup();
  await push.close();
});

const db = () => t.database.db;

interface Scrape {
  text: string;
  metrics: PromMetrics;
}

/** GET /metrics with the token, parsed by a Prometheus text-format parser (prom2javascript, see parseExposition). */
async function scrape(app: TestApp = t): Promise<Scrape> {
  const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  const { metrics, specialValueLines } = await parseExposition(text);
  // Only the event-loop delay summary may be NaN (no delay sampled since the previous scrape).
  for (const line of specialValueLines) expect(line).toMatch(/^nodejs_eventloop_lag_\w+_seconds /);
  return { text, metrics };
}

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
function sample(s: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const metric = s.metrics[name];
  if (!metric) return undefined;
  const found = (metric.data as { labels: Record<string, string>; value: number }[]).find((d) =>
    Object.entries(labels).every(([k, v]) => d.labels[k] === v),
  );
  return found?.value;
}

function histogram(s: Scrape, name: string, labels: Record<string, string>): PromHistogramData | undefined {
  return (s.metrics[name]?.data as PromHistogramData[] | undefined)?.find((d) =>
    Object.entries(labels).every(([k, v]) => d.labels[k] === v),
  );
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A database nothing answers on: PostgreSQL on a port nobody listens on (connection refused at once). */
async function unreachableDatabase(): Promise<Database> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return openDatabase({
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/none`,
    poolSize: 1,
    onConnectionError: () => {},
  });
}

/** A database with no migration applied: in-memory PGlite, or a new empty database on the PostgreSQL server. */
async function unmigratedDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ kind: 'pglite', dataDir: null });
    return { database, drop: () => database.close() };
  }
  const name = `stories_unmigrated_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

describe('GET /metrics: access', () => {
  it('is off (404) when METRICS_TOKEN is unset, token or not', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      expect((await off.request('/metrics')).status).toBe(404);
      const res = await off.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('# TYPE');
    } finally {
      await off.deps.realtime.stop();
    }
  });

  it('answers 401 without the right bearer token, and shows no metric', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
    ]) {
      const res = await t.request('/metrics', authorization ? { headers: { authorization } } : {});
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const body = await res.text();
      expect(body).not.toContain('http_requests_total');
      expect(JSON.parse(body)).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Token de métricas no válido.' },
      });
    }
  });

  it('is not behind the session or the API middleware: no cookie needed, no Set-Cookie', async () => {
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('GET /metrics: HTTP requests', () => {
  it('counts each request under its route template, never its raw path, with a consistent histogram', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const client = await createUser(db());
    const { campaignId } = await createCampaign(db(), {
      clientId: client.clientId!,
      startDate: '2026-12-01',
      days: 1,
      storiesPerDay: 1,
    });
    const cookie = (await t.signIn(admin.email, admin.password, nextIp())).cookie!;
    const route = '/api/campaigns/{id}';
    const before = await scrape();
    expect((await t.request(`/api/campaigns/${campaignId}`, { cookie })).status).toBe(200);
    expect((await t.request(`/api/campaigns/${campaignId}`, { cookie })).status).toBe(200);
    expect((await t.request(`/api/campaigns/${campaignId}`)).status).toBe(401);
    const secret = randomBytes(32).toString('base64url');
    expect((await t.request(`/api/calendar/${secret}.ics`)).status).toBe(404);
    const unknown = randomUUID();
    expect((await t.request(`/api/nothing-here/${unknown}`)).status).toBe(404);
    const after = await scrape();

    const ok = { method: 'GET', route, status: '200' };
    expect(sample(after, 'http_requests_total', ok)).toBe(
      (sample(before, 'http_requests_total', ok) ?? 0) + 2,
    );
    expect(sample(after, 'http_requests_total', { ...ok, status: '401' })).toBe(
      (sample(before, 'http_requests_total', { ...ok, status: '401' }) ?? 0) + 1,
    );
    expect(
      sample(after, 'http_requests_total', { route: '/api/calendar/{file}', status: '404' }),
    ).toBeGreaterThan(0);
    expect(sample(after, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
    // The scrape itself is a request too.
    expect(sample(after, 'http_requests_total', { route: '/metrics', status: '200' })).toBeGreaterThan(0);
    for (const raw of [campaignId, secret, unknown, admin.email]) expect(after.text).not.toContain(raw);

    const h = histogram(after, 'http_request_duration_seconds', ok)!;
    expect(after.metrics.http_request_duration_seconds?.type).toBe('histogram');
    expect(h.count).toBe(sample(after, 'http_requests_total', ok));
    expect(h.buckets['+Inf']).toBe(h.count);
    expect(h.sum).toBeGreaterThan(0);
    const counts = Object.entries(h.buckets)
      .map(([le, n]) => [le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), n] as const)
      .sort(([a], [b]) => a - b)
      .map(([, n]) => n);
    expect(counts).toEqual([...counts].sort((a, b) => a - b)); // cumulative: never decreasing
  });

  it('labels an unknown method OTHER instead of inventing a series', async () => {
    await t.request('/healthz', { method: 'BREW' });
    const s = await scrape();
    expect(sample(s, 'http_requests_total', { method: 'OTHER' })).toBeGreaterThan(0);
    expect(s.text).not.toContain('BREW');
  });
});

describe('GET /metrics: database, jobs, streams, reminders, process', () => {
  it('reports the pool gauges of the database in use', async () => {
    const s = await scrape();
    const labels = { database: t.database.kind };
    expect(sample(s, 'db_pool_connections_in_use', labels)).toBeGreaterThanOrEqual(0);
    expect(sample(s, 'db_pool_requests_waiting', labels)).toBe(0);
    if (t.database.kind === 'postgres') {
      expect(sample(s, 'db_pool_connections_max', labels)).toBe(4); // the test pool's size
      expect(sample(s, 'db_pool_connections_idle', labels)).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports queue depth and the age of the oldest due job per type, and counts failures', async () => {
    await db().delete(jobs);
    const waiting = defineJob({
      type: 'metrics.waiting',
      payload: z.object({}),
      handler: () => async () => {},
    });
    await enqueueJob(db(), waiting, {}, { runAt: new Date(clock.getTime() - 90_000) });
    await enqueueJob(db(), waiting, {}, { runAt: new Date(clock.getTime() - 30_000) });
    await enqueueJob(db(), waiting, {}, { runAt: new Date(clock.getTime() + 3_600_000) });
    let s = await scrape();
    const type = { type: 'metrics.waiting' };
    expect(sample(s, 'jobs_ready', type)).toBe(2);
    expect(sample(s, 'jobs_scheduled', type)).toBe(1);
    expect(sample(s, 'jobs_running', type)).toBe(0);
    expect(sample(s, 'jobs_oldest_ready_age_seconds', type)).toBe(90);
    expect(sample(s, 'metrics_collector_success', { collector: 'job_queue' })).toBe(1);

    const failing = defineJob({
      type: 'metrics.failing',
      payload: z.object({}),
      handler: () => async () => {},
    });
    const runner = new JobRunner({
      db: db(),
      logger: t.deps.logger,
      now,
      observer: t.deps.metrics,
      handlers: {
        'metrics.waiting': { payload: z.object({}), run: async () => {} },
        'metrics.failing': {
          payload: z.object({}),
          run: async (_, { job }) => {
            throw job.attempts === 1 ? new Error('smtp down') : new PermanentJobError('no');
          },
        },
      },
    });
    const failingId = (await enqueueJob(db(), failing, {}, { runAt: clock }))!;
    expect(await runner.runJobNow(failingId)).toEqual({ status: 'queued', error: 'smtp down' });
    expect(await runner.runJobNow(failingId)).toEqual({ status: 'failed', error: 'no' });
    await runner.drain();
    s = await scrape();
    expect(sample(s, 'jobs_runs_total', { type: 'metrics.failing', outcome: 'retried' })).toBe(1);
    expect(sample(s, 'jobs_runs_total', { type: 'metrics.failing', outcome: 'failed' })).toBe(1);
    expect(sample(s, 'jobs_runs_total', { type: 'metrics.waiting', outcome: 'succeeded' })).toBe(2);
    // Drained: the type stays, at 0, instead of vanishing.
    expect(sample(s, 'jobs_ready', type)).toBe(0);
    expect(sample(s, 'jobs_oldest_ready_age_seconds', type)).toBe(0);
    expect(sample(s, 'jobs_scheduled', type)).toBe(1);
    await db().delete(jobs);
  });

  it('counts the open event streams: 1 while a stream is open, 0 once it closed', async () => {
    const user = await createUser(db());
    const cookie = (await t.signIn(user.email, user.password, nextIp())).cookie!;
    expect(sample(await scrape(), 'sse_connections')).toBe(0);
    const res = await t.request('/api/events', { cookie });
    const reader = new SseReader(res);
    expect(await reader.next()).not.toBe('closed');
    expect(sample(await scrape(), 'sse_connections')).toBe(1);
    await reader.close();
    await waitFor(async () => sample(await scrape(), 'sse_connections') === 0);
  });

  it('counts a reminder whose push expired and went by e-mail instead', async () => {
    const user = await createUser(db());
    const cookie = (await t.signIn(user.email, user.password, nextIp())).cookie!;
    const campaign = await createCampaign(db(), {
      clientId: user.clientId!,
      startDate: '2026-11-30',
      days: 1,
      storiesPerDay: 1,
    });
    await db().update(stories).set({ scheduledTime: '12:00' }).where(eq(stories.id, campaign.storyIds[0]!));
    const { publicKey } = (await (await t.request('/api/push', { cookie })).json()) as { publicKey: string };
    const phone = await push.subscribe(publicKey);
    const saved = await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie,
      json: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(saved.status).toBe(201);
    await push.expire(phone);

    const { env, logger } = t.deps;
    const runner = new JobRunner({
      db: db(),
      logger,
      now,
      observer: t.deps.metrics,
      handlers: createJobHandlers({ db: db(), env, logger, now, metrics: t.deps.metrics }),
    });
    clock = new Date('2026-11-30T10:45:00Z'); // 11:45 in Madrid: 15 minutes before the story
    await planNotifications({ db: db(), env, now: clock });
    await runner.drain();
    const s = await scrape();
    const reminder = { kind: 'reminder' };
    expect(sample(s, 'reminder_deliveries_total', { ...reminder, channel: 'push', outcome: 'expired' })).toBe(
      1,
    );
    expect(
      sample(s, 'reminder_deliveries_total', { ...reminder, channel: 'email', outcome: 'fallback' }),
    ).toBe(1);
    expect(sample(s, 'jobs_runs_total', { type: 'reminders.send', outcome: 'succeeded' })).toBe(1);
  });

  it('exposes the process metrics, event-loop delay included', async () => {
    const s = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ])
      expect(s.metrics[name], name).toBeDefined();
  });

  it('still answers when the database does not: the job queue is left out and marked failed', async () => {
    const database = await unreachableDatabase();
    const down = await createTestApp({ database, env: { METRICS_TOKEN: TOKEN } });
    try {
      const s = await scrape(down);
      expect(sample(s, 'metrics_collector_success', { collector: 'job_queue' })).toBe(0);
      expect(s.metrics.jobs_ready?.data ?? []).toEqual([]);
      expect(s.metrics.sse_connections).toBeDefined();
      const ready = await down.request('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', failed: ['migrations', 'database'] });
      expect((await down.request('/healthz')).status).toBe(503);
    } finally {
      await down.deps.realtime.stop();
      await database.close();
    }
  });
});

describe('GET /readyz', () => {
  it('is ready with migrations applied and the database answering; the job runner is checked when there is one', async () => {
    let res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { migrations: 'ok', database: 'ok', jobs: 'skipped' },
    });
    const runner = new JobRunner({ db: db(), logger: t.deps.logger, handlers: {}, pollIntervalMs: 50 });
    t.deps.jobRunner = runner;
    try {
      expect((await t.request('/readyz')).status).toBe(503); // not started yet
      runner.start();
      res = await t.request('/readyz');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { checks: object }).checks).toEqual({
        migrations: 'ok',
        database: 'ok',
        jobs: 'ok',
      });
      await runner.stop();
      res = await t.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'not_ready',
        checks: { migrations: 'ok', database: 'ok', jobs: 'failed' },
        failed: ['jobs'],
      });
      // Liveness does not look at the runner.
      expect((await t.request('/healthz')).status).toBe(200);
    } finally {
      await runner.stop();
      t.deps.jobRunner = null;
    }
  });

  it('is not ready before the migrations are applied, and ready after', async () => {
    const { database, drop } = await unmigratedDatabase();
    const fresh = await createTestApp({ database });
    try {
      const res = await fresh.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        checks: { migrations: 'failed', database: 'ok' },
        failed: ['migrations'],
      });
      await database.migrate();
      expect((await fresh.request('/readyz')).status).toBe(200);
    } finally {
      await fresh.deps.realtime.stop();
      await drop();
    }
  });
});

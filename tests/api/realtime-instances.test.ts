import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { jobs } from '../../src/server/db/schema/jobs';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { notifyUser } from '../../src/server/realtime/notify-user';
import { createUser, type FactoryUser } from '../factories/users';
import { createSecondInstance } from '../setup/second-instance';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';
import { aiRequestEvent } from './support/ai-request-event';
import { type SseMessage, SseReader } from './support/sse-reader';

/**
 * Two app instances on one database, each behind a real HTTP server: on PostgreSQL (TEST_DATABASE_URL) each has
 * its own connection pool and its own LISTEN connection, as two processes would; on PGlite they share the one
 * embedded instance.
 */
let a: TestApp;
let b: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let serverA: ServerType;
let urlA: string;
let user: FactoryUser;
let cookie: string;

const isPostgres = () => a.database.kind === 'postgres';

beforeAll(async () => {
  a = await createTestApp();
  second = await createSecondInstance(a);
  b = second.app;
  serverA = serve({ fetch: a.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => serverA.once('listening', () => resolve()));
  urlA = `http://127.0.0.1:${(serverA.address() as AddressInfo).port}`;
  user = await createUser(a.database.db);
  cookie = (await b.signIn(user.email, user.password, '10.78.0.1')).cookie!;
});

afterAll(async () => {
  await a.deps.realtime.stop();
  (serverA as import('node:http').Server).closeAllConnections();
  await new Promise<void>((resolve) => serverA.close(() => resolve()));
  await second.close();
  await a.cleanup();
});

const event = (id: string, status: 'processing' | 'completed') =>
  aiRequestEvent({ id, status, generatedCampaignId: status === 'completed' ? 'c-1' : null });

async function openStreamOnA(): Promise<{ reader: SseReader; abort: AbortController }> {
  const abort = new AbortController();
  const res = await fetch(`${urlA}/api/events`, { headers: { cookie }, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = new SseReader(res);
  const first = (await reader.next()) as SseMessage;
  expect(first.comments).toContain('connected');
  return { reader, abort };
}

describe('realtime across instances', () => {
  it('a browser connected to instance A receives events raised through instance B’s executor, in order', async () => {
    const { reader, abort } = await openStreamOnA();
    await b.database.db.transaction(async (tx) => {
      await notifyUser(tx, user.id, event('req-1', 'processing'));
    });
    await notifyUser(b.database.db, user.id, event('req-1', 'completed'));
    const first = (await reader.nextEvent()) as SseMessage;
    const second = (await reader.nextEvent()) as SseMessage;
    expect([first.event, second.event]).toEqual(['ai_request.updated', 'ai_request.updated']);
    expect([JSON.parse(first.data).request.status, JSON.parse(second.data).request.status]).toEqual([
      'processing',
      'completed',
    ]);
    abort.abort();
    await reader.close();
  });

  it('a browser on instance A follows an AI request whose job instance B’s worker runs, to completion', async () => {
    const { reader, abort } = await openStreamOnA();
    const created = await fetch(`${urlA}/api/ai/requests`, {
      method: 'POST',
      headers: { cookie, origin: a.deps.env.PUBLIC_URL, 'content-type': 'application/json' },
      body: JSON.stringify(briefBody()),
    });
    expect(created.status).toBe(201);
    const { request } = (await created.json()) as { request: { id: string } };
    // Instance B's worker (its own pool on PostgreSQL) runs the job with the offline generator.
    const logger = createLogger('silent');
    const workerB = new JobRunner({
      db: b.database.db,
      logger,
      handlers: createJobHandlers({ db: b.database.db, env: b.deps.env, logger }),
    });
    const [job] = await b.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `ai-request:${request.id}`));
    await workerB.runJobNow(job!.id);
    const statuses: string[] = [];
    while (statuses.at(-1) !== 'completed') {
      const message = (await reader.nextEvent()) as SseMessage;
      const update = JSON.parse(message.data).request as { id: string; status: string };
      expect(update.id).toBe(request.id);
      statuses.push(update.status);
    }
    expect(statuses).toEqual(['processing', 'ai_completed', 'processing_campaign', 'completed']);
    abort.abort();
    await reader.close();
  });

  it('removes the subscription when a real HTTP client disconnects', async () => {
    const hub = a.deps.realtime;
    const start = hub.subscriberCount;
    for (let i = 0; i < 20; i++) {
      const { reader, abort } = await openStreamOnA();
      abort.abort();
      await reader.close();
    }
    await expect.poll(() => hub.subscriberCount, { timeout: 20_000 }).toBe(start);
  });

  it('on PostgreSQL, recovers from a dropped LISTEN connection: streams end, the hub reconnects', async (ctx) => {
    if (!isPostgres()) ctx.skip();
    const { reader } = await openStreamOnA();
    // Terminate every LISTEN connection on this database (an administrator, a failover, a network cut).
    await b.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await reader.untilClosed(5_000);
    // The first reconnection comes after 1 s; the route waits for it before opening a new stream.
    const again = await openStreamOnA();
    await notifyUser(b.database.db, user.id, event('req-2', 'completed'));
    const message = (await again.reader.nextEvent()) as SseMessage;
    expect(JSON.parse(message.data).request.id).toBe('req-2');
    again.abort.abort();
    await again.reader.close();
  });
});

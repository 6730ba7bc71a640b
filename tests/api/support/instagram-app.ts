import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createJobHandlers } from '../../../src/server/composition/job-handlers';
import { jobs } from '../../../src/server/db/schema/jobs';
import { JobRunner } from '../../../src/server/jobs/job-runner';
import { createAppMetrics } from '../../../src/server/metrics/app-metrics';
import type { InstagramConnectionResponse } from '../../../src/shared/instagram/instagram-connection';
import {
  type DoubleAccount,
  type InstagramDouble,
  type InstagramDoubleOptions,
  readAuthorizeLinks,
  startInstagramDouble,
} from '../../setup/instagram-double';
import { type SignedInUser, signInUsers } from '../../setup/signed-in-users';
import { createTestApp, type TestApp } from '../../setup/test-app';

/**
 * The setup of the Instagram tests (issue 32): the test double of Meta's API and the app pointed at it
 * (INSTAGRAM_API_BASE_URL), both on the file's fake clock, a job runner with metrics, an admin and two brands.
 */
export interface InstagramApp {
  t: TestApp;
  double: InstagramDouble;
  runner: JobRunner;
  metrics: ReturnType<typeof createAppMetrics>;
  users: Record<'admin' | 'otherAdmin' | 'brand' | 'otherBrand', SignedInUser>;
  db(): TestApp['database']['db'];
  /** The whole «Conectar con Instagram» round trip, as the admin's browser does it; returns the final redirect. */
  connect(clientId: string, options?: { as?: SignedInUser; account?: string }): Promise<string>;
  connection(clientId: string): Promise<InstagramConnectionResponse>;
  /** Every job due at the clock's time, run (and those they queue that are due too). */
  drain(): Promise<number>;
  /** The subjects of the e-mails queued to an address. */
  mailSubjects(address: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startInstagramApp({
  now,
  ipPrefix,
  double: doubleOptions = {},
  accounts,
}: {
  now: () => Date;
  ipPrefix: string;
  double?: InstagramDoubleOptions;
  accounts?: DoubleAccount[];
}): Promise<InstagramApp> {
  const double = await startInstagramDouble({ now, ...doubleOptions, ...(accounts ? { accounts } : {}) });
  // The app also listens on a real port, as PUBLIC_URL: the double downloads the story files the panel hands it.
  let appFetch: ((req: Request, env: unknown) => Response | Promise<Response>) | null = null;
  const server = serve({ fetch: (req, env) => appFetch!(req, env), hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestApp({
    now,
    env: {
      PUBLIC_URL: publicUrl,
      INSTAGRAM_APP_ID: 'test-app-id',
      INSTAGRAM_APP_SECRET: 'test-app-secret',
      INSTAGRAM_API_BASE_URL: double.baseUrl,
    },
  });
  appFetch = (req, env) => t.app.fetch(req, env as never);
  const db = () => t.database.db;
  const metrics = createAppMetrics({ enabled: true });
  const { env, logger } = t.deps;
  const runner = new JobRunner({
    db: db(),
    logger,
    workerId: `${ipPrefix}-runner`,
    now,
    handlers: createJobHandlers({ db: db(), env, logger, now, metrics }),
  });
  const users = await signInUsers(
    t,
    { admin: { role: 'admin' }, otherAdmin: { role: 'admin' }, brand: {}, otherBrand: {} },
    ipPrefix,
  );

  const connect: InstagramApp['connect'] = async (clientId, { as = users.admin, account } = {}) => {
    const start = await t.request(`/api/admin/clients/${clientId}/instagram/connect`, {
      method: 'POST',
      cookie: as.cookie,
    });
    expect(start.status).toBe(200);
    const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    const links = readAuthorizeLinks(await page.text());
    const allow = account ? links.allow[account] : Object.values(links.allow)[0];
    if (!allow) throw new Error('connect: the double offered no account');
    const back = new URL(allow);
    const res = await t.request(`${back.pathname}${back.search}`, { cookie: as.cookie });
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  };

  return {
    t,
    double,
    runner,
    metrics,
    users,
    db,
    connect,
    async connection(clientId) {
      const res = await t.request(`/api/admin/clients/${clientId}/instagram`, { cookie: users.admin.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as InstagramConnectionResponse;
    },
    drain: () => runner.drain(),
    async mailSubjects(address) {
      const rows = await db()
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.type, 'mail.send'), sql`${jobs.payload}->'message'->>'to' = ${address}`))
        .orderBy(jobs.createdAt);
      return rows.map((row) => (row.payload as { message: { subject: string } }).message.subject);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.cleanup();
      await double.close();
    },
  };
}

import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { createJobHandlers } from '../../../src/server/composition/job-handlers';
import { jobs } from '../../../src/server/db/schema/jobs';
import { webhookDeliveries } from '../../../src/server/db/schema/webhooks';
import { bindJob } from '../../../src/server/jobs/define-job';
import { JobRunner } from '../../../src/server/jobs/job-runner';
import {
  type DeliverWebhookOptions,
  defineDeliverWebhookJob,
} from '../../../src/server/services/webhooks/deliver-webhook-job';
import type {
  CreateWebhookEndpointBody,
  WebhookDelivery,
  WebhookEndpointWithSecret,
} from '../../../src/shared/api/webhooks';
import { type SignedInUser, signInUsers } from '../../setup/signed-in-users';
import { createTestApp, type TestApp } from '../../setup/test-app';

/**
 * The setup of the webhook tests (issue 34): the app on a fake clock with the local receivers' address allowed
 * (WEBHOOK_ALLOW_HOSTS=127.0.0.1), a job runner on the same clock whose delivery job takes the test's options (a
 * shorter time-out, a resolver), two admins and a client.
 */
export interface WebhookApp {
  t: TestApp;
  runner: JobRunner;
  users: Record<'admin' | 'otherAdmin' | 'client', SignedInUser>;
  db(): TestApp['database']['db'];
  /** The fake clock: read it, move it. */
  clock(): Date;
  advance(ms: number): void;
  setClock(at: Date): void;
  /** Runs every job due at the clock's time (and those they queue that are due too). */
  drain(): Promise<number>;
  /** POST /api/admin/webhooks as the admin; expects 201. */
  createEndpoint(body: CreateWebhookEndpointBody): Promise<WebhookEndpointWithSecret>;
  /** The delivery as GET …/deliveries shows it. */
  delivery(endpointId: string, deliveryId: string): Promise<WebhookDelivery>;
  /** The deliveries' ids of an endpoint, oldest first. */
  deliveryIds(endpointId: string): Promise<string[]>;
  /** The subjects of the e-mails queued to an address. */
  mailsTo(address: string): Promise<{ subject: string; text: string }[]>;
  close(): Promise<void>;
}

export async function startWebhookApp({
  ipPrefix,
  env = {},
  deliver = {},
}: {
  ipPrefix: string;
  env?: Record<string, string>;
  deliver?: DeliverWebhookOptions;
}): Promise<WebhookApp> {
  let now = new Date();
  const clock = () => now;
  const t = await createTestApp({ now: clock, env: { WEBHOOK_ALLOW_HOSTS: '127.0.0.1', ...env } });
  const db = () => t.database.db;
  const { logger } = t.deps;
  const jobDeps = { db: db(), env: t.deps.env, logger, now: clock };
  const deliverJob = defineDeliverWebhookJob(deliver);
  const runner = new JobRunner({
    db: db(),
    logger,
    now: clock,
    workerId: `${ipPrefix}-runner`,
    handlers: { ...createJobHandlers(jobDeps), [deliverJob.type]: bindJob(deliverJob, jobDeps) },
  });
  const users = await signInUsers(
    t,
    { admin: { role: 'admin' }, otherAdmin: { role: 'admin' }, client: {} },
    ipPrefix,
  );
  return {
    t,
    runner,
    users,
    db,
    clock,
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    setClock: (at) => {
      now = at;
    },
    drain: () => runner.drain(),
    async createEndpoint(body) {
      const res = await t.request('/api/admin/webhooks', {
        method: 'POST',
        cookie: users.admin.cookie,
        json: body,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as WebhookEndpointWithSecret;
    },
    async delivery(endpointId, deliveryId) {
      const res = await t.request(`/api/admin/webhooks/${endpointId}/deliveries?limit=100`, {
        cookie: users.admin.cookie,
      });
      expect(res.status).toBe(200);
      const { deliveries } = (await res.json()) as { deliveries: WebhookDelivery[] };
      const found = deliveries.find((d) => d.id === deliveryId);
      if (!found) throw new Error(`delivery ${deliveryId} not listed`);
      return found;
    },
    async deliveryIds(endpointId) {
      const rows = await db()
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(webhookDeliveries.createdAt);
      return rows.map((r) => r.id);
    },
    async mailsTo(address) {
      const rows = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'mail.send'));
      return rows
        .map((r) => (r.payload as { message: { to: string; subject: string; text: string } }).message)
        .filter((m) => m.to === address);
    },
    async close() {
      vi.useRealTimers();
      await runner.stop();
      await t.cleanup();
    },
  };
}

/** Runs `fn` with Date.now() at `at` (the library's `verify` checks the timestamp against the real clock). */
export function atTime<T>(at: Date, fn: () => T): T {
  vi.setSystemTime(at);
  try {
    return fn();
  } finally {
    vi.useRealTimers();
  }
}

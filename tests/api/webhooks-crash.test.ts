/**
 * A webhook delivery survives its worker being killed (issue 34 §1). Only on PostgreSQL (TEST_DATABASE_URL): a child
 * process (tests/setup/crash-child.ts, the real job runner and handlers) runs the delivery's job and is killed with
 * SIGKILL while the receiver holds the request. Once the job's lease (60 s) is over, a worker of this process sends
 * the same message again, with the same webhook-id, and the delivery succeeds once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { webhookAttempts } from '../../src/server/db/schema/webhooks';
import { deliverJobDedupeKey } from '../../src/server/services/webhooks/deliver-job-kind';
import type { WebhookDelivery } from '../../src/shared/api/webhooks';
import { atTime, startWebhookApp, type WebhookApp } from './support/webhook-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const CHILD = path.resolve(import.meta.dirname, '../setup/crash-child.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let w: WebhookApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  if (!onPostgres) return;
  w = await startWebhookApp({ ipPrefix: '10.137.0' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await w?.close();
  await receiver?.close();
});

/** Runs job `jobId` in a child process until the receiver holds its request, then kills the child with SIGKILL. */
async function killChildMidDelivery(jobId: string) {
  const hold = receiver.hold();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stories-crash-'));
  const { env } = w.t.deps;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, 'ai'], {
    env: {
      ...process.env,
      CRASH_DATABASE_URL: w.t.database.pool!.options.connectionString!,
      CRASH_DATA_DIR: dataDir,
      CRASH_JOB_ID: jobId,
      CRASH_ENV_JSON: JSON.stringify({
        AUTH_SECRET: env.AUTH_SECRET,
        PUBLIC_URL: env.PUBLIC_URL,
        WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  try {
    const received = await Promise.race([
      hold.arrived,
      exited.then(() => {
        throw new Error(`the child ended before the receiver held its request: ${output}`);
      }),
    ]);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output).not.toContain('finished');
    return received;
  } finally {
    child.kill('SIGKILL');
    hold.release();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe.skipIf(!onPostgres)('SIGKILL of the worker delivering a webhook (PostgreSQL only)', () => {
  it('is delivered again after the lease, with the same webhook-id, and counted once', async () => {
    const { endpoint, secret } = await w.createEndpoint({
      url: `${receiver.origin}/n8n`,
      eventTypes: ['client.created'],
    });
    const res = await w.t.request(`/api/admin/webhooks/${endpoint.id}/test`, {
      method: 'POST',
      cookie: w.users.admin.cookie,
    });
    const { delivery } = (await res.json()) as { delivery: WebhookDelivery };
    const [job] = await w
      .db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, deliverJobDedupeKey(delivery.id, 1)));

    const first = await killChildMidDelivery(job!.id);
    expect(first.headers['webhook-id']).toBe(delivery.messageId);
    expect(await w.delivery(endpoint.id, delivery.id)).toMatchObject({ status: 'sending', attempts: 0 });

    // Within the dead worker's lease nobody takes the job over.
    w.setClock(new Date(Date.now() + 30_000));
    await w.drain();
    expect(receiver.requests).toHaveLength(1);

    w.setClock(new Date(Date.now() + 61_000));
    expect(await w.drain()).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    const again = receiver.requests[1]!;
    expect(again.headers['webhook-id']).toBe(delivery.messageId);
    expect(again.body).toBe(first.body);
    expect(
      atTime(w.clock(), () =>
        new Webhook(secret).verify(again.body, again.headers as Record<string, string>),
      ),
    ).toMatchObject({ type: 'webhook.test' });
    expect(await w.delivery(endpoint.id, delivery.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(
      await w.db().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery.id)),
    ).toHaveLength(1);
    const [after] = await w.db().select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after!.status).toBe('succeeded');
  });
});

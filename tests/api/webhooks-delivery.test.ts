import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/server/composition/housekeeping';
import { auditLog } from '../../src/server/db/schema/audit';
import { jobs } from '../../src/server/db/schema/jobs';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../src/server/db/schema/webhooks';
import { emitWebhookEvent } from '../../src/server/services/webhooks/emit-webhook-event';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../src/server/services/webhooks/webhook-retry';
import type { WebhookDelivery, WebhookEndpoint } from '../../src/shared/api/webhooks';
import type { WebhookEvent } from '../../src/shared/webhooks/webhook-events';
import { atTime, startWebhookApp, type WebhookApp } from './support/webhook-app';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/*
 * Delivering outgoing webhooks (issue 34 §1) to a real receiver on 127.0.0.1 (allowed by WEBHOOK_ALLOW_HOSTS), on the
 * file's fake clock: Standard Webhooks signatures checked with the library's own `verify`, the rotation's two
 * signatures, retries on schedule (500, a time-out, Retry-After), 410, a redirect not followed, the outbox.
 */

const TIMEOUT_MS = 500;
let w: WebhookApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  w = await startWebhookApp({ ipPrefix: '10.135.0', deliver: { timeoutMs: TIMEOUT_MS } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await w.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.requests.length = 0;
});
// Each test's endpoints go with it: a retry left queued must not reach the next test's receiver.
afterEach(async () => {
  await w.db().delete(webhookEndpoints);
});

async function endpointFor(path: string, eventTypes: WebhookEndpoint['eventTypes'] = ['client.created']) {
  return w.createEndpoint({ url: `${receiver.origin}${path}`, eventTypes });
}

async function sendTest(endpointId: string): Promise<WebhookDelivery> {
  const res = await w.t.request(`/api/admin/webhooks/${endpointId}/test`, {
    method: 'POST',
    cookie: w.users.admin.cookie,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { delivery: WebhookDelivery }).delivery;
}

/** The library's own check, with the clock where the app's is (it compares the timestamp with Date.now()). */
function verify(secret: string, req: ReceivedWebhook) {
  return atTime(w.clock(), () => new Webhook(secret).verify(req.body, req.headers as Record<string, string>));
}

const clientCreated = (name: string): WebhookEvent => ({
  type: 'client.created',
  data: {
    client: {
      id: '6a1f8f7e-8a58-4bd3-9d43-3c8c1e3f0d11',
      name,
      brandName: name,
      timeZone: 'Europe/Madrid',
      email: 'marca@example.test',
      instagramHandle: null,
    },
    actor: { kind: 'admin', userId: null, name: 'Agencia' },
  },
});

describe('signatures', () => {
  it('signs every message so that the library verifies it, with the Standard Webhooks headers', async () => {
    const { endpoint, secret } = await endpointFor('/firmas');
    await w
      .db()
      .transaction((tx) => emitWebhookEvent(tx, clientCreated('Marca Firmada'), { now: w.clock() }));
    const test = await sendTest(endpoint.id);
    expect(await w.drain()).toBeGreaterThanOrEqual(2);
    expect(receiver.requests).toHaveLength(2);
    for (const req of receiver.requests) {
      expect(req.method).toBe('POST');
      expect(req.path).toBe('/firmas');
      expect(req.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': 'PanelStories-Webhooks/1',
        'webhook-timestamp': String(Math.floor(w.clock().getTime() / 1000)),
      });
      expect(req.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(req.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(verify(secret, req)).toEqual(JSON.parse(req.body));
      expect(() => verify(secret, { ...req, body: req.body.replace('"data"', '"datos"') })).toThrow();
    }
    const bodies = receiver.requests.map((r) => JSON.parse(r.body) as { type: string; data: unknown });
    expect(bodies.map((b) => b.type).sort()).toEqual(['client.created', 'webhook.test']);
    expect(bodies.find((b) => b.type === 'client.created')!.data).toEqual(
      clientCreated('Marca Firmada').data,
    );
    const testReq = receiver.requests.find((r) => r.headers['webhook-id'] === test.messageId)!;
    expect(JSON.parse(testReq.body)).toMatchObject({
      type: 'webhook.test',
      timestamp: w.clock().toISOString(),
      data: { endpointId: endpoint.id },
    });
    expect(await w.delivery(endpoint.id, test.id)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
      error: null,
      nextAttemptAt: null,
    });
  });

  it('signs with both secrets for 24 h after a rotation, then with the new one only', async () => {
    const { endpoint, secret: oldSecret } = await endpointFor('/rotacion');
    const res = await w.t.request(`/api/admin/webhooks/${endpoint.id}/rotate-secret`, {
      method: 'POST',
      cookie: w.users.admin.cookie,
    });
    const { secret: newSecret } = (await res.json()) as { secret: string };
    await sendTest(endpoint.id);
    await w.drain();
    const during = receiver.requests.at(-1)!;
    expect((during.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    expect(verify(newSecret, during)).toMatchObject({ type: 'webhook.test' });
    expect(verify(oldSecret, during)).toMatchObject({ type: 'webhook.test' });

    w.advance(24 * 3_600_000 + 1_000);
    await sendTest(endpoint.id);
    await w.drain();
    const after = receiver.requests.at(-1)!;
    expect((after.headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
    expect(verify(newSecret, after)).toMatchObject({ type: 'webhook.test' });
    expect(() => verify(oldSecret, after)).toThrow('No matching signature found');
    const view = await w.t.request(`/api/admin/webhooks/${endpoint.id}`, { cookie: w.users.admin.cookie });
    expect(((await view.json()) as WebhookEndpoint).previousSecretExpiresAt).toBeNull();
  });

  it('two rotations at once: each secret an answer showed still verifies (none lost to the race)', async () => {
    const { endpoint } = await endpointFor('/rotacion-doble');
    const rotate = () =>
      w.t.request(`/api/admin/webhooks/${endpoint.id}/rotate-secret`, {
        method: 'POST',
        cookie: w.users.admin.cookie,
      });
    const answers = await Promise.all([rotate(), rotate()]);
    const secrets = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { secret: string }).secret),
    );
    expect(new Set(secrets).size).toBe(2);
    await sendTest(endpoint.id);
    await w.drain();
    const sent = receiver.requests.at(-1)!;
    for (const secret of secrets) expect(verify(secret, sent)).toMatchObject({ type: 'webhook.test' });
  });
});

describe('retries', () => {
  /** Moves the clock to just before the delivery's next attempt (nothing is sent), then to it (it is sent). */
  async function runNextAttempt(
    endpointId: string,
    deliveryId: string,
    expectedDelayMs: number,
    secret?: string,
  ) {
    const before = await w.delivery(endpointId, deliveryId);
    const failedAt = w.clock().getTime();
    const next = new Date(before.nextAttemptAt!).getTime();
    expect(next - failedAt).toBeGreaterThanOrEqual(expectedDelayMs * 0.8);
    expect(next - failedAt).toBeLessThanOrEqual(expectedDelayMs * 1.2);
    const count = receiver.requests.length;
    w.advance(next - failedAt - 1);
    await w.drain();
    expect(receiver.requests).toHaveLength(count);
    w.advance(1);
    await w.drain();
    expect(receiver.requests).toHaveLength(count + 1);
    // Signed afresh for this attempt's timestamp, still verifiable.
    if (secret) expect(verify(secret, receiver.requests.at(-1)!)).toMatchObject({ type: 'webhook.test' });
    return w.delivery(endpointId, deliveryId);
  }

  it('retries a 500 at 5 s and 5 min (±20 %), with the same webhook-id, until a 2xx', async () => {
    const { endpoint, secret } = await endpointFor('/fallo');
    receiver.reply({ status: 500, body: 'Error interno' }, { status: 500, body: 'Otra vez' });
    const test = await sendTest(endpoint.id);
    await w.drain();
    expect(await w.delivery(endpoint.id, test.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      error: 'HTTP 500',
      responseBody: 'Error interno',
    });
    const second = await runNextAttempt(endpoint.id, test.id, WEBHOOK_RETRY_DELAYS_MS[0], secret);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, responseBody: 'Otra vez' });
    const third = await runNextAttempt(endpoint.id, test.id, WEBHOOK_RETRY_DELAYS_MS[1], secret);
    expect(third).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null });
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([test.messageId]));
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-timestamp'])).size).toBe(3);
    const attempts = await w
      .db()
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, test.id))
      .orderBy(webhookAttempts.attempt);
    expect(attempts.map((a) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
  });

  it('retries a time-out, then keeps trying on the whole schedule (over 24 h) and gives up after the last', async () => {
    const { endpoint } = await endpointFor('/lento');
    receiver.reply('hang');
    const test = await sendTest(endpoint.id);
    await w.drain();
    const first = await w.delivery(endpoint.id, test.id);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'Tiempo de espera agotado (0,5 s)',
    });
    expect(first.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    for (const [i, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      receiver.reply({ status: 503, body: 'no' });
      const after = await runNextAttempt(endpoint.id, test.id, delay);
      const isLast = i === WEBHOOK_RETRY_DELAYS_MS.length - 1;
      expect(after).toMatchObject({
        attempts: i + 2,
        error: 'HTTP 503',
        status: isLast ? 'failed' : 'pending',
      });
      if (isLast) expect(after.nextAttemptAt).toBeNull();
    }
    const last = await w.delivery(endpoint.id, test.id);
    expect(new Date(last.lastAttemptAt!).getTime() - new Date(last.createdAt).getTime()).toBeGreaterThan(
      24 * 3_600_000,
    );
    const count = receiver.requests.length;
    w.advance(48 * 3_600_000);
    await w.drain();
    expect(receiver.requests).toHaveLength(count);
  });

  it('waits as long as Retry-After asks when it is longer than the schedule (seconds or an HTTP date)', async () => {
    const { endpoint } = await endpointFor('/espera');
    receiver.reply(
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 503, headers: { 'retry-after': new Date(w.clock().getTime() + 3_600_000).toUTCString() } },
      { status: 503, headers: { 'retry-after': '1' } },
    );
    const test = await sendTest(endpoint.id);
    await w.drain();
    const first = await w.delivery(endpoint.id, test.id);
    expect(new Date(first.nextAttemptAt!).getTime() - w.clock().getTime()).toBe(120_000);
    w.advance(120_000);
    await w.drain();
    const second = await w.delivery(endpoint.id, test.id);
    // The date was written an instant ago at second precision; the clock has moved 120 s since.
    const wait = new Date(second.nextAttemptAt!).getTime() - w.clock().getTime();
    expect(wait).toBeGreaterThan(3_600_000 - 121_000);
    expect(wait).toBeLessThanOrEqual(3_600_000 - 119_000);
    w.advance(wait);
    await w.drain();
    const third = await w.delivery(endpoint.id, test.id);
    // Retry-After: 1 is shorter than the schedule's 30 min (±20 %): the schedule wins.
    const scheduled = new Date(third.nextAttemptAt!).getTime() - w.clock().getTime();
    expect(scheduled).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[2] * 0.8);
    expect(receiver.requests).toHaveLength(3);
  });
});

describe('answers that are not a success', () => {
  it('410 turns the endpoint off, fails the delivery, audits it and e-mails every active admin', async () => {
    const { endpoint } = await endpointFor('/borrado', ['client.created']);
    receiver.reply({ status: 410, body: 'Gone' });
    const test = await sendTest(endpoint.id);
    await w.drain();
    expect(await w.delivery(endpoint.id, test.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 410,
      nextAttemptAt: null,
    });
    const list = await w.t.request('/api/admin/webhooks', { cookie: w.users.admin.cookie });
    const shown = ((await list.json()) as { endpoints: WebhookEndpoint[] }).endpoints.find(
      (e) => e.id === endpoint.id,
    );
    expect(shown).toMatchObject({
      isEnabled: false,
      disabledReason: 'gone',
      disabledAt: w.clock().toISOString(),
      lastDelivery: { status: 'failed', responseStatus: 410 },
    });
    const audits = (
      await w.db().select().from(auditLog).where(eq(auditLog.event, 'webhook.disabled'))
    ).filter((a) => (a.details as { endpointId: string }).endpointId === endpoint.id);
    expect(audits).toHaveLength(1);
    for (const admin of [w.users.admin, w.users.otherAdmin]) {
      const mails = await w.mailsTo(admin.email);
      expect(mails.map((m) => m.subject)).toEqual([
        `Webhook desactivado: 127.0.0.1:${receiver.port} ya no existe (410)`,
      ]);
      expect(mails[0]!.text).toContain(`/admin/settings/webhooks/${endpoint.id}`);
    }
    expect(await w.mailsTo(w.users.client.email)).toEqual([]);
    // Off: new events are not queued for it, and no retry is.
    await w
      .db()
      .transaction((tx) => emitWebhookEvent(tx, clientCreated('Después del 410'), { now: w.clock() }));
    w.advance(3 * 3_600_000);
    await w.drain();
    expect(receiver.requests).toHaveLength(1);
  });

  it('does not follow a redirect: a 3xx is a failure, retried, and its target gets no connection', async () => {
    const target = await startWebhookReceiver();
    try {
      const { endpoint } = await endpointFor('/movido');
      receiver.reply({ status: 302, headers: { location: `${target.origin}/robado` } });
      const test = await sendTest(endpoint.id);
      await w.drain();
      expect(await w.delivery(endpoint.id, test.id)).toMatchObject({
        status: 'pending',
        responseStatus: 302,
        error: 'HTTP 302: el panel no sigue redirecciones',
      });
      expect(target.connections()).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('keeps the first 2 KB of an answer for the panel', async () => {
    const { endpoint } = await endpointFor('/largo');
    receiver.reply({ status: 200, body: 'ñ'.repeat(50_000) });
    const test = await sendTest(endpoint.id);
    await w.drain();
    const delivery = await w.delivery(endpoint.id, test.id);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.responseBody).toBe('ñ'.repeat(1_024));
  });
});

describe('the outbox', () => {
  it('stores and sends nothing for a change that rolled back; the committed one is sent once', async () => {
    const { endpoint } = await endpointFor('/outbox', ['client.created']);
    const before = {
      messages: (await w.db().select().from(webhookMessages)).length,
      jobs: (await w.db().select().from(jobs).where(eq(jobs.type, 'webhooks.deliver'))).length,
    };
    await expect(
      w.db().transaction(async (tx) => {
        expect(await emitWebhookEvent(tx, clientCreated('Deshecha'), { now: w.clock() })).toMatch(/^msg_/);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await w.db().select().from(webhookMessages)).length).toBe(before.messages);
    expect((await w.db().select().from(jobs).where(eq(jobs.type, 'webhooks.deliver'))).length).toBe(
      before.jobs,
    );
    expect(await w.deliveryIds(endpoint.id)).toEqual([]);
    await w.db().transaction((tx) => emitWebhookEvent(tx, clientCreated('Guardada'), { now: w.clock() }));
    await w.drain();
    expect(
      receiver.requests.map(
        (r) => (JSON.parse(r.body) as { data: { client: { name: string } } }).data.client.name,
      ),
    ).toEqual(['Guardada']);
  });

  it('keeps messages 30 days (housekeeping removes older ones with their deliveries)', async () => {
    const { endpoint } = await endpointFor('/historial');
    const test = await sendTest(endpoint.id);
    await w.drain();
    await runHousekeeping(w.db(), new Date(w.clock().getTime() + 29 * 86_400_000));
    expect(await w.deliveryIds(endpoint.id)).toEqual([test.id]);
    await runHousekeeping(w.db(), new Date(w.clock().getTime() + 31 * 86_400_000));
    expect(await w.deliveryIds(endpoint.id)).toEqual([]);
    expect(await w.db().select().from(webhookMessages).where(eq(webhookMessages.id, test.messageId))).toEqual(
      [],
    );
    expect(await w.db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id))).toEqual(
      [],
    );
    expect(
      await w.db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)),
    ).toHaveLength(1);
  });
});

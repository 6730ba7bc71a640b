import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { webhookEndpoints } from '../../src/server/db/schema/webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '../../src/shared/api/webhooks';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_TEXTS } from '../../src/shared/webhooks/webhook-texts';
import { startWebhookApp, type WebhookApp } from './support/webhook-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/*
 * The admin's webhook API (issue 34 §1): endpoints made, listed, changed, deleted, their secret rotated, a test
 * event and a resend queued, the deliveries listed; Spanish validation errors; clients and strangers refused.
 */

let w: WebhookApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  w = await startWebhookApp({ ipPrefix: '10.134.0' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await w.close();
  await receiver.close();
});

const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) =>
  w.t.request(path, { ...init, cookie: w.users.admin.cookie });

async function auditEvents(endpointId: string) {
  const rows = await w.db().select().from(auditLog);
  return rows.filter((r) => (r.details as { endpointId?: string } | null)?.endpointId === endpointId);
}

describe('who may use it', () => {
  it('refuses a client (403) and an anonymous caller (401), and stores nothing', async () => {
    for (const [cookie, status] of [
      [w.users.client.cookie, 403],
      [undefined, 401],
    ] as const) {
      const list = await w.t.request('/api/admin/webhooks', cookie ? { cookie } : {});
      expect(list.status).toBe(status);
      const create = await w.t.request('/api/admin/webhooks', {
        method: 'POST',
        ...(cookie ? { cookie } : {}),
        json: { url: `${receiver.origin}/x`, eventTypes: ['story.published'] },
      });
      expect(create.status).toBe(status);
    }
    expect(await w.db().select().from(webhookEndpoints)).toHaveLength(0);
  });
});

describe('an endpoint', () => {
  let endpoint: WebhookEndpoint;
  let secret: string;

  it('is made with a whsec_ secret shown once, stored encrypted and never listed or audited', async () => {
    const created = await w.createEndpoint({
      url: `${receiver.origin}/hooks/n8n`,
      description: '  n8n de la agencia ',
      eventTypes: ['story.published', 'campaign.created', 'story.published'],
    });
    ({ endpoint, secret } = created);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: `${receiver.origin}/hooks/n8n`,
      description: 'n8n de la agencia',
      eventTypes: ['story.published', 'campaign.created'],
      isEnabled: true,
      disabledReason: null,
      secretHint: `${secret.slice(0, 10)}…`,
      previousSecretExpiresAt: null,
      lastDelivery: null,
    });
    const [row] = await w.db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretCiphertext).not.toContain(secret.slice(6));
    const list = await asAdmin('/api/admin/webhooks');
    const text = await list.text();
    expect(list.status).toBe(200);
    expect(text).not.toContain(secret.slice(6, 20));
    expect((JSON.parse(text) as { endpoints: WebhookEndpoint[] }).endpoints.map((e) => e.id)).toContain(
      endpoint.id,
    );
    const one = await asAdmin(`/api/admin/webhooks/${endpoint.id}`);
    expect(await one.json()).toEqual(endpoint);
    const audits = await auditEvents(endpoint.id);
    expect(audits.map((a) => a.event)).toEqual(['webhook.created']);
    expect(audits[0]).toMatchObject({
      userId: w.users.admin.id,
      details: { host: `127.0.0.1:${receiver.port}` },
    });
    expect(JSON.stringify(audits)).not.toContain(secret.slice(6, 20));
  });

  it('is changed, turned off and on; turning on one the panel disabled for a 410 clears the reason', async () => {
    const patch = (json: unknown) => asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'PATCH', json });
    const changed = await patch({ description: 'Make', eventTypes: ['client.created'] });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ description: 'Make', eventTypes: ['client.created'] });
    const off = (await (await patch({ isEnabled: false })).json()) as WebhookEndpoint;
    expect(off).toMatchObject({
      isEnabled: false,
      disabledReason: null,
      disabledAt: w.clock().toISOString(),
    });
    await w
      .db()
      .update(webhookEndpoints)
      .set({ disabledReason: 'gone' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(
      (
        (await (await asAdmin('/api/admin/webhooks')).json()) as { endpoints: WebhookEndpoint[] }
      ).endpoints.find((e) => e.id === endpoint.id),
    ).toMatchObject({ disabledReason: 'gone' });
    const on = (await (await patch({ isEnabled: true })).json()) as WebhookEndpoint;
    expect(on).toMatchObject({ isEnabled: true, disabledReason: null, disabledAt: null });
    const events = (await auditEvents(endpoint.id)).map((a) => a.event);
    expect(events.filter((e) => e === 'webhook.updated')).toHaveLength(3);
  });

  it('rotates its secret: a new one, shown once; the previous one keeps signing for 24 h', async () => {
    const res = await asAdmin(`/api/admin/webhooks/${endpoint.id}/rotate-secret`, { method: 'POST' });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as { endpoint: WebhookEndpoint; secret: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.endpoint.previousSecretExpiresAt).toBe(
      new Date(w.clock().getTime() + 24 * 3_600_000).toISOString(),
    );
    expect(rotated.endpoint.secretHint).toBe(`${rotated.secret.slice(0, 10)}…`);
    const audits = await auditEvents(endpoint.id);
    expect(audits.map((a) => a.event)).toContain('webhook.secret_rotated');
    expect(JSON.stringify(audits)).not.toContain(rotated.secret.slice(6, 20));
  });

  it('sends a test event (202) to this endpoint only, and refuses it (409) while the endpoint is off', async () => {
    const res = await asAdmin(`/api/admin/webhooks/${endpoint.id}/test`, { method: 'POST' });
    expect(res.status).toBe(202);
    const { delivery } = (await res.json()) as { delivery: WebhookDelivery };
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    expect(delivery.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    await asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'PATCH', json: { isEnabled: false } });
    const refused = await asAdmin(`/api/admin/webhooks/${endpoint.id}/test`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: WEBHOOK_TEXTS.endpointDisabled },
    });
    await asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'PATCH', json: { isEnabled: true } });
  });

  it('resends a delivery: a new delivery of the same message (the same webhook-id)', async () => {
    await w.drain();
    const [first] = await w.deliveryIds(endpoint.id);
    const original = await w.delivery(endpoint.id, first!);
    expect(original.status).toBe('succeeded');
    w.advance(1_000);
    const res = await asAdmin(`/api/admin/webhooks/${endpoint.id}/deliveries/${first}/resend`, {
      method: 'POST',
    });
    expect(res.status).toBe(202);
    const { delivery } = (await res.json()) as { delivery: WebhookDelivery };
    expect(delivery.id).not.toBe(first);
    expect(delivery).toMatchObject({ messageId: original.messageId, status: 'pending', attempts: 0 });
    await w.drain();
    const sent = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(sent).toEqual([original.messageId, original.messageId]);
    const list = (await (await asAdmin(`/api/admin/webhooks/${endpoint.id}`)).json()) as WebhookEndpoint;
    expect(list.lastDelivery).toMatchObject({ status: 'succeeded', responseStatus: 200 });
    const missing = await asAdmin(
      `/api/admin/webhooks/${endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/resend`,
      { method: 'POST' },
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: WEBHOOK_TEXTS.deliveryNotFound },
    });
  });

  it('lists deliveries newest first, 50 unless told, at most 100, by status', async () => {
    for (let i = 0; i < 52; i++) {
      w.advance(1_000);
      expect((await asAdmin(`/api/admin/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    }
    const list = async (query: string) => {
      const res = await asAdmin(`/api/admin/webhooks/${endpoint.id}/deliveries${query}`);
      return { status: res.status, body: (await res.json()) as { deliveries: WebhookDelivery[] } };
    };
    const page = await list('');
    expect(page.body.deliveries).toHaveLength(50);
    const times = page.body.deliveries.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('?limit=100')).body.deliveries).toHaveLength(54);
    expect((await list('?status=succeeded')).body.deliveries).toHaveLength(2);
    expect((await list('?status=pending&limit=3')).body.deliveries).toHaveLength(3);
    for (const bad of ['?limit=0', '?limit=101', '?limit=abc']) {
      const res = await list(bad);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Límite no válido (1 a 100)');
    }
    expect((await list('?status=raro')).status).toBe(400);
  });

  it('is deleted with its deliveries; then it is a 404', async () => {
    const res = await asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    for (const path of ['', '/deliveries']) {
      const gone = await asAdmin(`/api/admin/webhooks/${endpoint.id}${path}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ error: { code: 'NOT_FOUND', message: WEBHOOK_TEXTS.notFound } });
    }
    expect((await auditEvents(endpoint.id)).map((a) => a.event)).toContain('webhook.deleted');
    expect(await w.deliveryIds(endpoint.id)).toEqual([]);
  });
});

describe('validation, in Spanish', () => {
  const create = (json: unknown) => asAdmin('/api/admin/webhooks', { method: 'POST', json });
  const issuesOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; issues?: { path: string; message: string }[] } }).error;

  it.each([
    [{ url: 'ftp://receptor.example/x', eventTypes: ['story.published'] }, 'url', WEBHOOK_TEXTS.urlInvalid],
    [
      { url: 'https://u:p@receptor.example/x', eventTypes: ['story.published'] },
      'url',
      WEBHOOK_TEXTS.urlInvalid,
    ],
    [{ url: '', eventTypes: ['story.published'] }, 'url', WEBHOOK_TEXTS.urlRequired],
    [{ url: 'https://receptor.example/x', eventTypes: [] }, 'eventTypes', WEBHOOK_TEXTS.eventsRequired],
    [
      { url: 'https://receptor.example/x', eventTypes: ['story.deleted'] },
      'eventTypes.0',
      'Evento de webhook desconocido',
    ],
    [
      { url: 'https://receptor.example/x', eventTypes: ['story.published'], description: 'x'.repeat(201) },
      'description',
      WEBHOOK_TEXTS.descriptionTooLong,
    ],
  ])('refuses %j on %s', async (body, path, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    const error = await issuesOf(res);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.issues).toContainEqual({ path, message });
  });

  it.each([
    'http://10.0.0.1/hook',
    'https://[::1]/hook',
    'http://169.254.169.254/latest/meta-data/',
    'https://[::ffff:127.0.0.2]/hook',
    'https://224.0.0.1/hook',
    'https://192.168.1.10:5678/webhook/abc',
  ])('refuses the forbidden address %s when it is saved (or changed to)', async (url) => {
    const res = await create({ url, eventTypes: ['story.published'] });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual({
      code: 'INVALID_REQUEST',
      message: WEBHOOK_TEXTS.urlBlocked,
      issues: [{ path: 'url', message: WEBHOOK_TEXTS.urlBlocked }],
    });
    const { endpoint } = await w.createEndpoint({
      url: 'https://receptor.example/x',
      eventTypes: ['client.created'],
    });
    const patch = await asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'PATCH', json: { url } });
    expect(patch.status).toBe(400);
    await asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it('accepts a host name (judged when connecting, not when saved)', async () => {
    const { endpoint } = await w.createEndpoint({
      url: 'http://localhost:9/hook',
      eventTypes: ['client.created'],
    });
    expect(endpoint.url).toBe('http://localhost:9/hook');
    await asAdmin(`/api/admin/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it(`keeps at most ${WEBHOOK_MAX_ENDPOINTS} endpoints (409)`, async () => {
    const existing = (await w.db().select().from(webhookEndpoints)).length;
    for (let i = existing; i < WEBHOOK_MAX_ENDPOINTS; i++) {
      await w.createEndpoint({ url: `https://receptor.example/${i}`, eventTypes: ['client.created'] });
    }
    const res = await create({ url: 'https://receptor.example/otro', eventTypes: ['client.created'] });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'CONFLICT', message: WEBHOOK_TEXTS.tooManyEndpoints },
    });
    expect(await w.db().select().from(webhookEndpoints)).toHaveLength(WEBHOOK_MAX_ENDPOINTS);
  });

  it('answers 404 for an unknown endpoint and for an id that is not one', async () => {
    const unknown = await asAdmin('/api/admin/webhooks/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      json: { description: 'x' },
    });
    expect(unknown.status).toBe(404);
    const bad = await asAdmin('/api/admin/webhooks/no-es-un-id');
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ error: { code: 'NOT_FOUND', message: WEBHOOK_TEXTS.notFound } });
  });
});

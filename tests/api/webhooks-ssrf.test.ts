import dns, { type LookupAddress } from 'node:dns';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../src/server/db/schema/webhooks';
import { createOutboundGuard } from '../../src/server/net/outbound-guard';
import type { WebhookDelivery } from '../../src/shared/api/webhooks';
import { startWebhookApp, type WebhookApp } from './support/webhook-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/*
 * No server-side request forgery through webhooks (issue 34 §1, decision 028): the address a URL's host resolves to
 * is judged when the delivery connects, not only when it is saved. Every refusal leaves the target on 127.0.0.1
 * (a real listener) without a single connection. Names resolve through an injected resolver (an attacker's DNS),
 * `localhost` through the system's; `publico.example.test` stands for a public receiver (allowed by name, it is the
 * local receiver), and `WEBHOOK_ALLOW_HOSTS` does not name 127.0.0.1 here.
 */

const ANSWERS: Record<string, LookupAddress[]> = {
  'diez.example.test': [{ address: '10.1.2.3', family: 4 }],
  'metadatos.example.test': [{ address: '169.254.169.254', family: 4 }],
  'seis.example.test': [{ address: '::1', family: 6 }],
  'mapeada.example.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'multicast.example.test': [{ address: '224.0.0.251', family: 4 }],
  // One public answer and one loopback one: a happy-eyeballs connection could race to the second.
  'mixta.example.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'publico.example.test': [{ address: '127.0.0.1', family: 4 }],
};
const asked: string[] = [];

let w: WebhookApp;
/** What the refused requests would have reached. */
let target: WebhookReceiver;
let publicReceiver: WebhookReceiver;

beforeAll(async () => {
  target = await startWebhookReceiver();
  publicReceiver = await startWebhookReceiver();
  const guard = createOutboundGuard({
    allowHosts: ['publico.example.test'],
    resolve: async (hostname, options) => {
      asked.push(hostname);
      return ANSWERS[hostname] ?? dns.promises.lookup(hostname, { all: true, family: options.family });
    },
  });
  w = await startWebhookApp({
    ipPrefix: '10.136.0',
    env: { WEBHOOK_ALLOW_HOSTS: 'publico.example.test' },
    deliver: { guard },
  });
});
afterAll(async () => {
  await w.close();
  await target.close();
  await publicReceiver.close();
});
afterEach(async () => {
  await w.db().delete(webhookEndpoints);
  expect(target.connections()).toBe(0);
});

/** An endpoint at `url` (saved as `savedAs` when the save-time check would refuse it: a row from before). */
async function deliveryTo(url: string, savedAs = url): Promise<WebhookDelivery> {
  const { endpoint } = await w.createEndpoint({ url: savedAs, eventTypes: ['client.created'] });
  if (savedAs !== url) {
    await w.db().update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, endpoint.id));
  }
  const res = await w.t.request(`/api/admin/webhooks/${endpoint.id}/test`, {
    method: 'POST',
    cookie: w.users.admin.cookie,
  });
  expect(res.status).toBe(202);
  const { delivery } = (await res.json()) as { delivery: WebhookDelivery };
  await w.drain();
  return w.delivery(endpoint.id, delivery.id);
}

describe('names are judged by the address they resolve to, when connecting', () => {
  it('refuses localhost (not in the allow list): the system resolves it to loopback', async () => {
    const delivery = await deliveryTo(`http://localhost:${target.port}/hook`);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(delivery.error).toMatch(/^Dirección bloqueada: localhost → (127\.0\.0\.1|::1) \(loopback\)$/);
    expect(asked).toContain('localhost');
  });

  it.each([
    ['diez.example.test', 'Dirección bloqueada: diez.example.test → 10.1.2.3 (privada)'],
    [
      'metadatos.example.test',
      'Dirección bloqueada: metadatos.example.test → 169.254.169.254 (enlace local)',
    ],
    ['seis.example.test', 'Dirección bloqueada: seis.example.test → ::1 (loopback)'],
    ['mapeada.example.test', 'Dirección bloqueada: mapeada.example.test → ::ffff:127.0.0.1 (loopback)'],
    ['multicast.example.test', 'Dirección bloqueada: multicast.example.test → 224.0.0.251 (multicast)'],
    ['mixta.example.test', 'Dirección bloqueada: mixta.example.test → 127.0.0.1 (loopback)'],
  ])('refuses %s, which resolves to a forbidden address', async (host, error) => {
    const delivery = await deliveryTo(`http://${host}:${target.port}/hook`);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, error });
    expect(asked).toContain(host);
  });
});

describe('IP literals stored before the save-time check are refused when sending', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', 'loopback'],
    ['[::1]', '::1', 'loopback'],
    // The URL parser writes it in hex; the guard reads the IPv4 inside.
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', '10.0.0.1', 'privada'],
    ['169.254.169.254', '169.254.169.254', 'enlace local'],
    ['224.0.0.1', '224.0.0.1', 'multicast'],
  ])('%s', async (host, address, kind) => {
    const delivery = await deliveryTo(`http://${host}:${target.port}/hook`, 'https://receptor.example/x');
    expect(delivery.error).toBe(`Dirección bloqueada: ${address} (${kind})`);
  });
});

describe('redirects', () => {
  it('a public receiver that redirects to a private address: the answer is a failure, the address never reached', async () => {
    for (const location of [
      `http://127.0.0.1:${target.port}/admin`,
      `http://diez.example.test:${target.port}/`,
      `http://localhost:${target.port}/`,
    ]) {
      publicReceiver.reply({ status: 307, headers: { location } });
      const delivery = await deliveryTo(`http://publico.example.test:${publicReceiver.port}/hook`);
      expect(delivery).toMatchObject({
        responseStatus: 307,
        error: 'HTTP 307: el panel no sigue redirecciones',
      });
    }
    expect(publicReceiver.requests).toHaveLength(3);
  });

  it('reaches a host named in the allow list (an n8n next to the panel)', async () => {
    const delivery = await deliveryTo(`http://publico.example.test:${publicReceiver.port}/hook`);
    expect(delivery).toMatchObject({ status: 'succeeded', responseStatus: 200 });
    expect(publicReceiver.requests.at(-1)!.headers.host).toBe(`publico.example.test:${publicReceiver.port}`);
  });
});

import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema/notifications';
import { NOTIFICATION_MESSAGES } from '../../src/shared/api/notifications';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/*
 * Blind SSRF through Web Push (issue 28): a push endpoint is an address a user gives, and the server connects to
 * it. Only public addresses: IP literals are refused when the subscription is saved, names when the message is
 * sent (their resolved address, at connection time). Decision 028.
 */

let t: TestApp;
let users: Record<'admin' | 'owner' | 'other', SignedInUser>;
/** A TCP server on loopback that counts the connections it gets (and drops them). */
let target: Server;
let targetPort: number;
let connections = 0;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { admin: { role: 'admin' }, owner: {}, other: {} }, '10.87.0');
  target = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  target.listen(0, '127.0.0.1');
  await once(target, 'listening');
  targetPort = (target.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.cleanup();
  await new Promise((resolve) => target.close(resolve));
});

/** Keys as a browser's PushSubscription gives them: a real P-256 public key the message can be encrypted to. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function subscribe(app: TestApp, who: SignedInUser, endpoint: string) {
  return app.request('/api/push/subscriptions', {
    method: 'POST',
    cookie: who.cookie,
    json: { endpoint, keys: browserKeys() },
  });
}

const rowsOf = (who: SignedInUser) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));

describe('saving a push subscription', () => {
  const forbidden = [
    'https://127.0.0.1/push/abc',
    'https://127.0.0.1:8443/push/abc',
    'https://[::1]/push/abc',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::ffff:127.0.0.1]/push/abc',
    'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'https://10.0.0.1/push/abc',
    'https://192.168.1.1/push/abc',
    'https://[fd00::1]/push/abc',
    'https://[fe80::1]/push/abc',
    'https://0.0.0.0/push/abc',
    'https://2130706433/push/abc',
  ];

  it.each(forbidden)('refuses %s with a Spanish 400, for a client and an admin', async (endpoint) => {
    for (const who of [users.owner, users.admin]) {
      const res = await subscribe(t, who, endpoint);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'INVALID_REQUEST',
          message: NOTIFICATION_MESSAGES.endpointNotPublic,
          issues: [{ path: 'endpoint', message: NOTIFICATION_MESSAGES.endpointNotPublic }],
        },
      });
      expect(await rowsOf(who)).toEqual([]);
    }
  });

  it('accepts a push service on a public name (nothing is sent when saving)', async () => {
    const res = await subscribe(t, users.admin, 'https://fcm.googleapis.com/fcm/send/abc:def');
    expect(res.status).toBe(201);
    expect(await rowsOf(users.admin)).toHaveLength(1);
  });
});

describe('sending to a name that resolves to a forbidden address', () => {
  it('is refused at connection time: no connection, counted as failed, and the subscription is kept', async () => {
    // 'localhost' is a name (it passes the save-time check); it resolves to 127.0.0.1 when the push is sent.
    const endpoint = `https://localhost:${targetPort}/push/abc`;
    expect((await subscribe(t, users.other, endpoint)).status).toBe(201);
    const before = connections;

    const res = await t.request('/api/push/test', { method: 'POST', cookie: users.other.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ delivered: 0, failed: 1 });
    expect(connections).toBe(before);
    // Not treated as the browser unsubscribing (404/410): the device stays listed.
    const status = await t.request('/api/push', { cookie: users.other.cookie });
    expect(((await status.json()) as { devices: unknown[] }).devices).toHaveLength(1);
    expect((await rowsOf(users.other)).map((row) => row.endpoint)).toEqual([endpoint]);
  });

  it('reaches it when OUTBOUND_ALLOW_HOSTS names the host (an internal push service)', async () => {
    const internal = await createTestApp({
      database: t.database,
      env: { OUTBOUND_ALLOW_HOSTS: 'localhost' },
    });
    try {
      const before = connections;
      const res = await internal.request('/api/push/test', { method: 'POST', cookie: users.other.cookie });
      expect(res.status).toBe(200);
      // The listener drops the connection: the push fails, but the server was reached.
      expect(await res.json()).toEqual({ delivered: 0, failed: 1 });
      await expect.poll(() => connections).toBeGreaterThan(before);
    } finally {
      await internal.cleanup();
    }
  });
});

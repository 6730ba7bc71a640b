import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { createUser } from '../factories/users';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Session lifecycle as an attacker would probe it: a signed-out cookie replayed, the sessions left behind by a
 * password change or a client deletion, and sign-in answers that would tell which e-mails exist.
 */
let t: TestApp;
let admin: SignedInUser;
let ipCounter = 1;
const nextIp = () => `10.93.1.${ipCounter++}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signInUsers(t, { admin: { role: 'admin' } }, '10.93.0'));
});
afterAll(() => t.cleanup());

async function signedIn(email: string, password: string): Promise<string> {
  const { res, cookie } = await t.signIn(email, password, nextIp());
  expect(res.status).toBe(200);
  return cookie!;
}
const meStatus = async (cookie: string) => (await t.request('/api/me', { cookie })).status;
const sessionsOf = async (userId: string) =>
  (await t.database.db.select().from(session).where(eq(session.userId, userId))).length;

describe('sessions', () => {
  it('refuses a cookie after sign-out, on every kind of route', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signedIn(u.email, u.password);
    expect(await meStatus(cookie)).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await sessionsOf(u.id)).toBe(0);
    expect(await meStatus(cookie)).toBe(401);
    expect((await t.request('/api/client/campaigns', { cookie })).status).toBe(401);
    const write = await t.request('/api/client/me', {
      method: 'PATCH',
      cookie,
      json: { name: 'Después de salir', brandName: 'Marca Fantasma' },
    });
    expect(write.status).toBe(401);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, u.clientId!));
    expect(row!.name).not.toBe('Después de salir');
    const events = await t.request('/api/events', { cookie });
    expect(events.status).toBe(401);
    await events.body?.cancel();
  });

  it('a password change ends the user’s other sessions and keeps the one that changed it', async () => {
    const u = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const here = await signedIn(u.email, u.password);
    const phone = await signedIn(u.email, u.password);
    const laptop = await signedIn(u.email, u.password);
    const bystander = await signedIn(other.email, other.password);
    expect(await sessionsOf(u.id)).toBe(3);

    const changed = await t.request('/api/account/password', {
      method: 'POST',
      cookie: here,
      json: { currentPassword: u.password, newPassword: 'Cambiada-Segura-2026' },
    });
    expect(changed.status).toBe(200);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(401);
    expect(await meStatus(here)).toBe(200);
    expect(await sessionsOf(u.id)).toBe(1);
    expect(await meStatus(bystander)).toBe(200);

    expect((await t.signIn(u.email, u.password, nextIp())).res.status).toBe(401);
    expect((await t.signIn(u.email, 'Cambiada-Segura-2026', nextIp())).res.status).toBe(200);
  });

  it('deleting a client ends every session of its user at once', async () => {
    const u = await createUser(t.database.db);
    const first = await signedIn(u.email, u.password);
    const second = await signedIn(u.email, u.password);
    expect(await meStatus(first)).toBe(200);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, u.clientId!));

    const deleted = await t.request(`/api/admin/clients/${u.clientId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirmationName: row!.brandName },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await sessionsOf(u.id)).toBe(0);
    expect(await meStatus(first)).toBe(401);
    expect(await meStatus(second)).toBe(401);
    const stream = await t.request('/api/events', { cookie: second });
    expect(stream.status).toBe(401);
    await stream.body?.cancel();
    expect((await t.signIn(u.email, u.password, nextIp())).res.status).toBe(401);
    expect(await meStatus(admin.cookie)).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password alike (no account enumeration)', async () => {
    const u = await createUser(t.database.db);
    const unknown = await t.signIn('nadie-registrado@example.test', 'Cualquier-Clave-2026', nextIp());
    const wrong = await t.signIn(u.email, 'Cualquier-Clave-2026', nextIp());
    expect(unknown.res.status).toBe(wrong.res.status);
    expect(wrong.res.status).toBe(401);
    expect(unknown.cookie).toBeNull();
    expect(wrong.cookie).toBeNull();
    const [a, b] = [await unknown.res.json(), await wrong.res.json()];
    expect(a).toEqual(b);
    expect(a.message ?? a.error?.message).toEqual(expect.any(String));
    expect(unknown.res.headers.get('content-type')).toBe(wrong.res.headers.get('content-type'));

    // the same e-mail differently cased, and an admin's e-mail, answer the same way too
    const admin2 = await createUser(t.database.db, { role: 'admin' });
    const wrongAdmin = await t.signIn(admin2.email.toUpperCase(), 'Cualquier-Clave-2026', nextIp());
    expect(wrongAdmin.res.status).toBe(401);
    expect(await wrongAdmin.res.json()).toEqual(a);
  });
});

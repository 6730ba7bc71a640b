import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { session } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import type { ClientStatus } from '../../src/shared/domain/statuses';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const INACTIVE = 'Tu cuenta está desactivada. Contacta con la agencia.';

let t: TestApp;
let adminCookie: string;
let ipCounter = 0;
/** A distinct socket address per sign-in, so the per-IP limit never interferes. */
const nextIp = () => `10.61.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database.db, { role: 'admin' });
  adminCookie = (await t.signIn(admin.email, admin.password, nextIp())).cookie!;
});
afterAll(() => t.cleanup());

/** The admin's PATCH /api/admin/clients/{id} with only the status changed. */
async function setStatus(client: FactoryUser, status: ClientStatus) {
  const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.clientId!));
  const res = await t.request(`/api/admin/clients/${client.clientId}`, {
    method: 'PATCH',
    cookie: adminCookie,
    json: { name: row!.name, brandName: row!.brandName, email: row!.email, status },
  });
  expect(res.status).toBe(200);
}

const sessionsOf = (userId: string) =>
  t.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));

describe('an inactive client', () => {
  it('is refused at sign-in with the Spanish message, and no session is left behind', async () => {
    const client = await createUser(t.database.db);
    await t.database.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, client.clientId!));

    const { res, cookie } = await t.signIn(client.email, client.password, nextIp());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'ACCOUNT_INACTIVE', message: INACTIVE });
    expect(await sessionsOf(client.id)).toEqual([]);
    if (cookie) expect((await t.request('/api/me', { cookie })).status).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, client.id), eq(auditLog.event, 'login.inactive_client')));
    expect(audit).toHaveLength(1);
  });

  it('loses its open sessions when the admin sets it inactive, and signs in again once reactivated', async () => {
    const client = await createUser(t.database.db);
    const cookie = (await t.signIn(client.email, client.password, nextIp())).cookie!;
    expect((await t.request('/api/client/overview', { cookie })).status).toBe(200);

    await setStatus(client, 'inactive');
    expect(await sessionsOf(client.id)).toEqual([]);
    const refused = await t.request('/api/client/overview', { cookie });
    expect(refused.status).toBe(401);
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(await session.json()).toBeNull();

    await setStatus(client, 'active');
    const again = await t.signIn(client.email, client.password, nextIp());
    expect(again.res.status).toBe(200);
    expect((await t.request('/api/client/overview', { cookie: again.cookie! })).status).toBe(200);
  });

  it('has a session that survived the deactivation refused by the session check (and deleted)', async () => {
    const client = await createUser(t.database.db);
    const cookie = (await t.signIn(client.email, client.password, nextIp())).cookie!;
    // Not through the admin route (which ends the sessions): a status written by another path or a race.
    await t.database.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, client.clientId!));

    const res = await t.request('/api/client/campaigns', { cookie });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toEqual({ code: 'UNAUTHORIZED', message: INACTIVE });
    expect(await sessionsOf(client.id)).toEqual([]);
    // The session is gone: even the routes a temporary password may use answer an ordinary 401 now.
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('treats a pending client like an active one, and never touches an admin', async () => {
    const client = await createUser(t.database.db);
    await setStatus(client, 'pending');
    const { res, cookie } = await t.signIn(client.email, client.password, nextIp());
    expect(res.status).toBe(200);
    expect((await t.request('/api/client/campaigns', { cookie: cookie! })).status).toBe(200);
    expect((await t.request('/api/admin/dashboard', { cookie: adminCookie })).status).toBe(200);
  });
});

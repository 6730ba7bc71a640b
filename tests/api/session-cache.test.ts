import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { user as users } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { createUser, type FactoryUser } from '../factories/users';
import { createSecondInstance } from '../setup/second-instance';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30, decision 032: each instance keeps its session lookups in memory (src/server/auth/session-cache.ts), and a
 * revoked session is still refused at once everywhere. Two app instances on one database, both with the cache on:
 * on PostgreSQL (TEST_DATABASE_URL) each has its own pool and LISTEN connection, as two processes would; on PGlite
 * they share the one embedded instance.
 */
let a: TestApp;
let b: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;

/** Waits for a condition (never for a fixed time), failing after a generous deadline. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const status = (app: TestApp, cookie: string) => app.request('/api/me', { cookie }).then((res) => res.status);

async function signedInClient(app: TestApp, ip: string): Promise<{ user: FactoryUser; cookie: string }> {
  const user = await createUser(app.database.db);
  const { cookie } = await app.signIn(user.email, user.password, ip);
  if (!cookie) throw new Error('no session cookie');
  return { user, cookie };
}

/** Deletes a session row without firing its triggers: only the cache can still accept it. */
async function deleteSessionsSilently(database: Database, userId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from "session" where user_id = ${userId}`);
  });
}

beforeAll(async () => {
  a = await createTestApp({ sessionCache: true });
  second = await createSecondInstance(a, { sessionCache: true });
  b = second.app;
  await until(async () => a.deps.sessions.isActive && b.deps.sessions.isActive, 'both caches listening');
});

afterAll(async () => {
  await second.close();
  await a.cleanup();
});

describe('the session cache', () => {
  it('answers a session it has read from memory, and forgets it after a write request on the same instance', async () => {
    const { user, cookie } = await signedInClient(a, '10.30.0.1');
    expect(await status(a, cookie)).toBe(200);
    await deleteSessionsSilently(a.database, user.id);
    // Only the cache knows the session now: the other instance never read it.
    expect(await status(a, cookie)).toBe(200);
    expect(await status(b, cookie)).toBe(401);
    // Any request that may write clears this instance's cache at once.
    await a.request('/api/auth/sign-out', { method: 'POST', cookie });
    expect(await status(a, cookie)).toBe(401);
  });

  it('a sign-out on one instance is refused on the other', async () => {
    const { cookie } = await signedInClient(b, '10.30.0.2');
    expect(await status(a, cookie)).toBe(200);
    expect(await status(a, cookie)).toBe(200);
    const out = await b.request('/api/auth/sign-out', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(await status(b, cookie)).toBe(401);
    await until(
      async () => (await status(a, cookie)) === 401,
      'the other instance refuses the signed-out session',
    );
  });

  it('a change made straight in the database (a job, another tool) reaches every cache', async () => {
    const deactivated = await signedInClient(a, '10.30.0.3');
    const inactiveClient = await signedInClient(a, '10.30.0.4');
    for (const app of [a, b]) {
      expect(await status(app, deactivated.cookie)).toBe(200);
      expect(await status(app, inactiveClient.cookie)).toBe(200);
    }
    await a.database.db.update(users).set({ banned: true }).where(eq(users.id, deactivated.user.id));
    await a.database.db
      .update(clients)
      .set({ status: 'inactive' })
      .where(eq(clients.id, inactiveClient.user.clientId!));
    for (const app of [a, b]) {
      await until(async () => (await status(app, deactivated.cookie)) === 401, 'the banned user is refused');
      await until(
        async () => (await status(app, inactiveClient.cookie)) === 401,
        'the inactive client is refused',
      );
    }
  });

  it("a client's new zone reaches the cached session: its «today» follows", async () => {
    const { user, cookie } = await signedInClient(a, '10.30.0.5');
    // UTC-11 and UTC+14: never the same date.
    await a.database.db
      .update(clients)
      .set({ timeZone: 'Pacific/Pago_Pago' })
      .where(eq(clients.userId, user.id));
    const todayOn = async (app: TestApp) =>
      ((await (await app.request('/api/client/campaigns', { cookie })).json()) as { today: string }).today;
    const west = await todayOn(a);
    expect(await todayOn(a)).toBe(west);
    await b.database.db
      .update(clients)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(clients.userId, user.id));
    await until(async () => (await todayOn(a)) !== west, "the cached session's zone is renewed");
  });

  it('is off, and reads the database on every request, while it is not told of changes', async () => {
    const { user, cookie } = await signedInClient(a, '10.30.0.6');
    a.deps.sessions.setListening(false);
    try {
      expect(await status(a, cookie)).toBe(200);
      expect(a.deps.sessions.size).toBe(0);
      await deleteSessionsSilently(a.database, user.id);
      expect(await status(a, cookie)).toBe(401);
    } finally {
      a.deps.sessions.setListening(true);
    }
  });
});

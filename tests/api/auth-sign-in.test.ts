import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordVerificationCount } from '../../src/server/auth/password-hash';
import { auditLog } from '../../src/server/db/schema/audit';
import { authThrottle, session } from '../../src/server/db/schema/auth';
import { createUser, type FactoryUser, VALID_PASSWORD } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let client: FactoryUser;

beforeAll(async () => {
  t = await createTestApp();
  client = await createUser(t.database.db, { role: 'client' });
});
afterAll(() => t.cleanup());

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie (no Secure on http)', async () => {
    const { res, cookie } = await t.signIn(client.email, client.password, '10.1.0.1');
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/^stories\.session_token=/);
    const raw = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    expect(raw).not.toMatch(/Secure/i);
    const me = await t.request('/api/me', { cookie: cookie! });
    expect(me.status).toBe(200);
    expect((await me.json()).profile.email).toBe(client.email);
  });

  it('normalises the e-mail (trim + lower case)', async () => {
    const { res } = await t.signIn(`  ${client.email.toUpperCase()} `, client.password, '10.1.0.2');
    expect(res.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await t.signIn(client.email, 'Otra-Clave-2026', '10.1.0.3');
    const unknown = await t.signIn('nadie@example.test', 'Otra-Clave-2026', '10.1.0.3');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(await wrong.res.json()).toEqual(await unknown.res.json());
    expect(wrong.cookie).toBeNull();
    // reset this e-mail's counter for the following tests
    await t.database.db.delete(authThrottle);
  });

  it('writes attempt, failure and success to audit_log', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    await t.signIn(user.email, 'Mala-Clave-2026', '10.1.0.4');
    await t.signIn(user.email, user.password, '10.1.0.4');
    const events = await db
      .select({ event: auditLog.event, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.email, user.email));
    expect(events.map((e) => e.event).sort()).toEqual([
      'login.attempt',
      'login.attempt',
      'login.failure',
      'login.success',
    ]);
    expect(events.every((e) => e.ip === '10.1.0.4')).toBe(true);
  });
});

describe('server-side lockout', () => {
  it('refuses the right password for 15 minutes after 5 failures, even from a new session or another instance', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    for (let i = 0; i < 5; i++) {
      const { res } = await t.signIn(user.email, `Mala-Clave-${i}A`, `10.2.0.${i}`);
      expect(res.status).toBe(401);
    }
    const locked = await t.signIn(user.email, user.password, '10.2.0.9');
    expect(locked.res.status).toBe(429);
    expect(await locked.res.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(locked.cookie).toBeNull();

    const key = `email:${user.email}`;
    const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
    expect(row!.failures).toHaveLength(5);
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // A second app instance on the same database sees the same lock.
    const other = await createTestApp({ database: t.database });
    expect((await other.signIn(user.email, user.password, '10.2.0.10')).res.status).toBe(429);

    const lockedEvents = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.email, user.email), eq(auditLog.event, 'login.locked')));
    expect(lockedEvents.length).toBeGreaterThanOrEqual(2);

    // Once the lock and the window have passed, the right password works again and the failures are cleared.
    const sixteenMinutesAgo = (iso: string) => new Date(Date.parse(iso) - 16 * 60_000).toISOString();
    await db
      .update(authThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000), failures: row!.failures.map(sixteenMinutesAgo) })
      .where(eq(authThrottle.key, key));
    const after = await t.signIn(user.email, user.password, '10.2.0.11');
    expect(after.res.status).toBe(200);
    const [cleared] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
    expect(cleared).toMatchObject({ failures: [], pending: {} });
  });

  it('locks unknown e-mails the same way (reveals nothing about accounts)', async () => {
    for (let i = 0; i < 5; i++) await t.signIn('fantasma@example.test', `Mala-Clave-${i}A`, `10.3.0.${i}`);
    const { res } = await t.signIn('fantasma@example.test', VALID_PASSWORD, '10.3.0.9');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });
});

describe('per-IP limit', () => {
  it('limits sign-in attempts from one IP across e-mails, and a forged X-Forwarded-For does not reset it', async () => {
    const ip = '10.9.9.9';
    let limited: Response | null = null;
    for (let i = 0; i < 30 && !limited; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        json: { email: `ip-${i}@example.test`, password: 'Mala-Clave-2026' },
      });
      if (res.status === 429) limited = res;
    }
    expect(limited).not.toBeNull();
    // Another IP is not affected.
    const { res } = await t.signIn(client.email, client.password, '10.9.9.10');
    expect(res.status).toBe(200);
  });

  it('lets 30 successful sign-ins from one office address over six minutes all through', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 30; i++) {
        const { res } = await t.signIn(client.email, client.password, '10.9.8.1');
        expect(res.status).toBe(200);
        vi.setSystemTime(Date.now() + 12_000);
      }
    } finally {
      vi.useRealTimers();
    }
    // ... and 20 people of one office signing in at the same instant, from another address.
    const office = await Promise.all(Array.from({ length: 20 }, () => createUser(t.database.db)));
    const burst = await Promise.all(office.map((u) => t.signIn(u.email, u.password, '10.9.8.2')));
    expect(burst.map(({ res }) => res.status)).toEqual(Array(20).fill(200));
  });

  it('refuses the 21st failed sign-in within a minute, with Retry-After, until the failures leave the window', async () => {
    const ip = '10.9.7.1';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 20; i++) {
        const { res } = await t.signIn(`sin-cuenta-${i}@example.test`, 'Mala-Clave-2026', ip);
        expect(res.status).toBe(401);
        vi.setSystemTime(Date.now() + 2_000);
      }
      const limited = await t.signIn('sin-cuenta-20@example.test', 'Mala-Clave-2026', ip);
      expect(limited.res.status).toBe(429);
      expect(await limited.res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(limited.res.headers.get('retry-after')).toBe('60');
      // The right password from that address too, for now.
      expect((await t.signIn(client.email, client.password, ip)).res.status).toBe(429);
      // 61 s after the first failure it has left the sliding window: one attempt is admitted again.
      vi.setSystemTime(Date.now() + 61_000 - 40_000);
      expect((await t.signIn(client.email, client.password, ip)).res.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('verifies at most 20 passwords for 60 simultaneous failed sign-ins from one address', async () => {
    const users = await Promise.all(Array.from({ length: 15 }, () => createUser(t.database.db)));
    const before = passwordVerificationCount();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.signIn(users[i % 15]!.email, `Mala-Clave-${i}x`, '10.9.6.1').then(({ res }) => res.status),
      ),
    );
    expect(passwordVerificationCount() - before).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie is refused afterwards', async () => {
    const { cookie } = await t.signIn(client.email, client.password, '10.4.0.1');
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: cookie!, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie: cookie! })).status).toBe(401);
    const token = decodeURIComponent(cookie!.split('=')[1]!).split('.')[0]!;
    expect(await t.database.db.select().from(session).where(eq(session.token, token))).toHaveLength(0);
  });
});

describe('cookies behind HTTPS', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://panel.example.test' },
    });
    const res = await secure.request('/api/auth/sign-in/email', {
      method: 'POST',
      ip: '10.5.0.1',
      headers: { origin: 'https://panel.example.test' },
      json: { email: client.email, password: client.password },
    });
    expect(res.status).toBe(200);
    const raw = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(raw).toMatch(/Secure/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/^__Secure-/);
  });
});

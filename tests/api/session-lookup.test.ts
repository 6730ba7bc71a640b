import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { lookupSession } from '../../src/server/services/auth/session-lookup';
import { signValue } from '../../src/server/services/auth/signed-cookie';
import { createUser } from '../factories/users';
import { createTestApp, sessionCookieFrom, type TestApp } from '../setup/test-app';

/**
 * The per-request session check (services/auth/session-lookup.ts) against Better Auth's own behaviour: the
 * same session and user for the cookie Better Auth sets, nothing for a forged, revoked or expired one, the
 * expiry pushed forward only once the session is older than updateAge, and inactive clients signed out.
 */
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.77.0.${++ipCounter}`;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const lookup = (cookie: string | undefined, now?: number) =>
  lookupSession({ auth: t.deps.auth, db: t.database.db, cookieHeader: cookie, now });

async function signedIn(opts: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(t.database.db, opts);
  const { cookie } = await t.signIn(u.email, u.password, nextIp());
  expect(cookie).not.toBeNull();
  return { u, cookie: cookie! };
}

const sessionRow = async (userId: string) => {
  const [row] = await t.database.db.select().from(session).where(eq(session.userId, userId));
  return row;
};

describe('lookupSession', () => {
  it('returns the session and user Better Auth returns for the cookie it set', async () => {
    const { cookie } = await signedIn();
    const ours = await lookup(`theme=dark; ${cookie}; other=1`);
    const theirs = await t.deps.auth.api.getSession({
      headers: new Headers({ cookie }),
      query: { disableRefresh: true },
    });
    expect(ours.status).toBe('ok');
    if (ours.status !== 'ok') return;
    expect(theirs).not.toBeNull();
    expect(ours.session).toEqual(theirs!.session);
    expect(ours.user).toEqual(theirs!.user);
  });

  it('refuses a missing cookie, a forged signature, a token that was never issued and a revoked session', async () => {
    const { u, cookie } = await signedIn();
    const ctx = await t.deps.auth.$context;
    const name = ctx.authCookies.sessionToken.name;
    const key = Buffer.from(ctx.secret, 'utf8');
    const [, signed] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(signed).split('.')[0]!;

    expect((await lookup(undefined)).status).toBe('none');
    expect((await lookup('theme=dark')).status).toBe('none');
    expect((await lookup(`${name}=${token}`)).status).toBe('none');
    expect(
      (await lookup(`${name}=${encodeURIComponent(signValue(token, Buffer.from('otro-secreto')))}`)).status,
    ).toBe('none');
    expect((await lookup(`${name}=${encodeURIComponent(signValue('nunca-emitido', key))}`)).status).toBe(
      'none',
    );
    // correctly signed by us: accepted, which shows the signature check is Better Auth's
    expect((await lookup(`${name}=${encodeURIComponent(signValue(token, key))}`)).status).toBe('ok');

    await t.database.db.delete(session).where(eq(session.userId, u.id));
    expect((await lookup(cookie)).status).toBe('none');
  });

  it('refuses an expired session and deletes it', async () => {
    const { u, cookie } = await signedIn();
    const row = (await sessionRow(u.id))!;
    expect((await lookup(cookie)).status).toBe('ok');
    expect((await lookup(cookie, row.expiresAt.getTime() + 1)).status).toBe('none');
    expect(await sessionRow(u.id)).toBeUndefined();
  });

  it('extends the expiry only once the session is older than updateAge', async () => {
    const { u, cookie } = await signedIn();
    const ctx = await t.deps.auth.$context;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const fresh = (await sessionRow(u.id))!;

    // Just under updateAge old: no write.
    const early = fresh.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 - 60_000;
    const untouched = await lookup(cookie, early);
    expect(untouched.status).toBe('ok');
    expect((await sessionRow(u.id))!.expiresAt).toEqual(fresh.expiresAt);
    expect((await sessionRow(u.id))!.updatedAt).toEqual(fresh.updatedAt);

    // Older than updateAge: expiresAt = now + expiresIn, and the answer carries the new row.
    const later = fresh.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 + 60_000;
    const refreshed = await lookup(cookie, later);
    expect(refreshed.status).toBe('ok');
    const stored = (await sessionRow(u.id))!;
    expect(stored.expiresAt.getTime()).toBe(later + expiresIn * 1000);
    expect(stored.updatedAt.getTime()).toBe(later);
    if (refreshed.status === 'ok') expect(refreshed.session.expiresAt).toEqual(stored.expiresAt);

    // The next request inside the new window writes nothing.
    await lookup(cookie, later + DAY_MS / 2);
    expect((await sessionRow(u.id))!.expiresAt).toEqual(stored.expiresAt);
  });

  it('sends the cookie back with a full Max-Age when a request extends the session', async () => {
    const { u, cookie } = await signedIn();
    const { expiresIn, updateAge } = (await t.deps.auth.$context).sessionConfig;
    const quiet = await t.request('/api/me', { cookie });
    expect(quiet.status).toBe(200);
    expect(sessionCookieFrom(quiet)).toBeNull();

    // Signed in longer ago than updateAge: this request extends the session, and the cookie with it.
    const signedInAt = Date.now() - (updateAge + 3_600) * 1000;
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(signedInAt + expiresIn * 1000) })
      .where(eq(session.userId, u.id));
    const renewed = await t.request('/api/me', { cookie });
    expect(renewed.status).toBe(200);
    const setCookie = renewed.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(setCookie.split(';')[0]).toBe(cookie);
    expect(setCookie).toContain(`Max-Age=${expiresIn}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('never extends a session signed in without "remember me"', async () => {
    const u = await createUser(t.database.db);
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: u.email, password: u.password, rememberMe: false },
      ip: nextIp(),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='));
    expect(cookies.some((c) => c.includes('dont_remember='))).toBe(true);
    const cookie = cookies.join('; ');
    const row = (await sessionRow(u.id))!;
    const old = row.expiresAt.getTime() - 1000;
    expect((await lookup(cookie, old)).status).toBe('ok');
    expect((await sessionRow(u.id))!.expiresAt).toEqual(row.expiresAt);
    // without that cookie the same session would have been extended
    expect((await lookup(sessionCookieFrom(res)!, old)).status).toBe('ok');
    expect((await sessionRow(u.id))!.expiresAt.getTime()).toBeGreaterThan(row.expiresAt.getTime());
  });

  it('signs out an inactive client, never a pending one or an administrator', async () => {
    const { u, cookie } = await signedIn();
    await t.database.db.update(clients).set({ status: 'pending' }).where(eq(clients.id, u.clientId!));
    expect((await lookup(cookie)).status).toBe('ok');

    await t.database.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, u.clientId!));
    expect(await lookup(cookie)).toEqual({ status: 'inactive-client', userId: u.id });
    expect(await sessionRow(u.id)).toBeUndefined();
    expect((await lookup(cookie)).status).toBe('none');

    const admin = await signedIn({ role: 'admin' });
    expect((await lookup(admin.cookie)).status).toBe('ok');
  });
});

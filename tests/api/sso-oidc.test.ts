import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { account, session, user } from '../../src/server/db/schema/auth';
import { createUser } from '../factories/users';
import { startTestIdp, TEST_IDP_CLIENT_ID, type TestIdp } from '../setup/oidc-provider';
import { ssoRoundTrip } from '../setup/sso-round-trip';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/**
 * Single sign-on against a real OpenID Connect provider in this process (oauth2-mock-server), configured by its
 * issuer alone (discovery): the round trip a browser makes, the role claim in both shapes, what is refused and
 * why, and the audit rows. SSO-only mode is in sso-only-mode.test.ts.
 */

let idp: TestIdp;
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.91.0.${++ipCounter}`;

beforeAll(async () => {
  idp = await startTestIdp();
  t = await createTestApp({
    env: { ...idp.env, OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: 'panel-admins, Equipo Stories' },
  });
});
afterAll(async () => {
  await t?.cleanup();
  await idp?.stop();
});
beforeEach(() => {
  idp.userinfo = {};
});

/** The claims of a person at the provider (a fresh subject and e-mail each time unless given). */
function person(claims: Record<string, unknown> = {}) {
  const id = Math.random().toString(36).slice(2, 10);
  return {
    sub: `sub-${id}`,
    email: `persona-${id}@agencia.test`,
    email_verified: true,
    name: 'Lucía Pardo',
    ...claims,
  };
}

async function auditRows(email: string) {
  return t.database.db
    .select({ event: auditLog.event, userId: auditLog.userId, details: auditLog.details, ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.email, email));
}

async function oidcAccountsOf(userId: string) {
  return t.database.db
    .select({ id: account.id, accountId: account.accountId })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'oidc')));
}

describe('GET /api/auth/sso', () => {
  it('tells the sign-in page to offer «Entrar con SSO»', async () => {
    const res = await t.request('/api/auth/sso');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isEnabled: true, providerName: 'SSO', isStaffSsoOnly: false });
  });

  it('says it is off when OIDC_* is not set', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      expect(await (await plain.request('/api/auth/sso')).json()).toEqual({
        isEnabled: false,
        providerName: null,
        isStaffSsoOnly: false,
      });
      const start = await plain.request('/api/auth/sign-in/sso', { method: 'POST', json: {} });
      expect(start.status).toBe(404);
      expect(await start.json()).toMatchObject({ code: 'SSO_NOT_CONFIGURED' });
      expect((await plain.request('/api/auth/callback/oidc?code=x&state=y')).status).toBe(404);
    } finally {
      await plain.cleanup();
    }
  });
});

describe('a sign-in by SSO, with the issuer alone (discovery)', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce, and back to a session on /admin', async () => {
    idp.claims = person({ groups: ['panel-admins'] });
    const ip = nextIp();
    const trip = await ssoRoundTrip(t, { ip });

    const q = trip.authorizeUrl.searchParams;
    expect(`${trip.authorizeUrl.origin}/`).toBe(new URL('/', idp.issuer).toString());
    expect(trip.authorizeUrl.pathname).toBe('/authorize');
    expect(q.get('client_id')).toBe(TEST_IDP_CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile']);
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/oidc`);

    expect(trip.callback.status).toBe(302);
    expect(trip.location.toString()).toBe(`${TEST_ORIGIN}/admin`);
    expect(trip.sessionCookie).toMatch(/^stories\.session_token=/);
    const me = await t.request('/api/auth/get-session', { cookie: trip.sessionCookie! });
    const current = (await me.json()) as { user: { email: string; role: string; name: string } };
    expect(current.user).toMatchObject({ email: idp.claims.email, role: 'admin', name: 'Lucía Pardo' });
    // An admin route answers: the session is an agency member's, listed in the team with this sign-in.
    const team = await t.request('/api/admin/team', { cookie: trip.sessionCookie! });
    expect(team.status).toBe(200);
    const { active } = (await team.json()) as { active: { email: string; lastSignInAt: string | null }[] };
    expect(active.find((m) => m.email === idp.claims.email)?.lastSignInAt).toEqual(expect.any(String));

    const rows = await auditRows(String(idp.claims.email));
    expect(rows.map((r) => r.event)).toEqual(['login.sso_success']);
    expect(rows[0]!.ip).toBe(ip);
  });

  it('refuses a code that comes back without the sign-in’s state cookie', async () => {
    idp.claims = person({ groups: ['panel-admins'] });
    const start = await t.request('/api/auth/sign-in/sso', { method: 'POST', json: {}, ip: nextIp() });
    const atProvider = await fetch((await start.json()).url, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await t.request(`${back.pathname}${back.search}`, { ip: nextIp() });
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers.get('location')!);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toMatch(/state/);
    expect(
      callback.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);
  });

  it('signs the same person in again through the linked account, without a second user', async () => {
    idp.claims = person({ groups: ['panel-admins'] });
    const first = await ssoRoundTrip(t, { ip: nextIp() });
    const second = await ssoRoundTrip(t, { ip: nextIp() });
    expect(second.location.pathname).toBe('/admin');
    expect(second.sessionCookie).not.toBeNull();
    expect(second.sessionCookie).not.toBe(first.sessionCookie);
    const users = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, String(idp.claims.email)));
    expect(users).toHaveLength(1);
    expect(await oidcAccountsOf(users[0]!.id)).toEqual([
      expect.objectContaining({ accountId: idp.claims.sub }),
    ]);
  });

  it('takes the role claim from userinfo when the ID token lacks it (a string value counts as one)', async () => {
    idp.claims = person();
    idp.userinfo = { groups: 'Equipo Stories' };
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.pathname).toBe('/admin');
    expect(trip.sessionCookie).not.toBeNull();
  });

  it('refuses a new person whose groups hold none of OIDC_ADMIN_VALUES, and creates nobody', async () => {
    idp.claims = person({ groups: ['ventas', 'Panel-Admins'] });
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.pathname).toBe('/login');
    expect(trip.location.searchParams.get('error')).toBe('sso_no_permission');
    expect(trip.sessionCookie).toBeNull();
    const users = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, String(idp.claims.email)));
    expect(users).toHaveLength(0);
    const rows = await auditRows(String(idp.claims.email));
    expect(rows).toEqual([
      expect.objectContaining({
        event: 'login.sso_refused',
        details: { reason: 'sso_no_permission', action: 'create-user' },
      }),
    ]);
  });

  it('refuses a person with no role claim at all', async () => {
    idp.claims = person();
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.searchParams.get('error')).toBe('sso_no_permission');
  });
});

describe('an existing account found by e-mail', () => {
  it('is not linked when the provider does not say the e-mail is verified', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    for (const emailVerified of [false, 'false', undefined]) {
      idp.claims = person({ email: admin.email, email_verified: emailVerified, groups: ['panel-admins'] });
      const trip = await ssoRoundTrip(t, { ip: nextIp() });
      expect(trip.location.searchParams.get('error'), String(emailVerified)).toBe('sso_email_unverified');
      expect(trip.sessionCookie).toBeNull();
    }
    expect(await oidcAccountsOf(admin.id)).toEqual([]);
    const refused = (await auditRows(admin.email)).filter((r) => r.event === 'login.sso_refused');
    expect(refused).toHaveLength(3);
    expect(refused.every((r) => r.userId === admin.id)).toBe(true);
  });

  it('is linked and signed in when it is an agency member and the e-mail is verified ("true" counts)', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    idp.claims = person({
      email: admin.email.toUpperCase(),
      email_verified: 'true',
      groups: ['panel-admins'],
    });
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.pathname).toBe('/admin');
    const me = await t.request('/api/auth/get-session', { cookie: trip.sessionCookie! });
    expect((await me.json()).user.id).toBe(admin.id);
    expect(await oidcAccountsOf(admin.id)).toHaveLength(1);
    // Its password still works: SSO is one more way in.
    expect((await t.signIn(admin.email, admin.password, nextIp())).res.status).toBe(200);
  });

  it('is linked on Entra ID’s xms_edov when the provider sends no email_verified', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const { email_verified: _none, ...entra } = person({ email: admin.email, groups: ['panel-admins'] });
    idp.claims = { ...entra, xms_edov: true };
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.pathname).toBe('/admin');
    expect(await oidcAccountsOf(admin.id)).toHaveLength(1);
  });

  it('is refused when it is a client’s, even with a verified e-mail and the admin group', async () => {
    const client = await createUser(t.database.db, { role: 'client' });
    idp.claims = person({ email: client.email, groups: ['panel-admins'] });
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.searchParams.get('error')).toBe('sso_not_agency_account');
    expect(trip.sessionCookie).toBeNull();
    expect(await oidcAccountsOf(client.id)).toEqual([]);
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, client.id));
    expect(row?.role).toBe('client');
  });

  it('is refused when the member was deactivated, also once linked', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    idp.claims = person({ email: admin.email, groups: ['panel-admins'] });
    expect((await ssoRoundTrip(t, { ip: nextIp() })).location.pathname).toBe('/admin');
    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, admin.id));
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.searchParams.get('error')).toBe('sso_account_deactivated');
    expect(trip.sessionCookie).toBeNull();
  });

  it('is refused once the provider no longer puts the member in the group', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    idp.claims = person({ email: admin.email, groups: ['panel-admins'] });
    expect((await ssoRoundTrip(t, { ip: nextIp() })).location.pathname).toBe('/admin');
    idp.claims = { ...idp.claims, groups: ['antiguos'] };
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.searchParams.get('error')).toBe('sso_no_permission');
  });
});

describe('the issuer', () => {
  it('refuses an ID token signed with the provider’s key but naming another issuer', async () => {
    idp.claims = person({ groups: ['panel-admins'], iss: 'https://otro-proveedor.example' });
    const trip = await ssoRoundTrip(t, { ip: '10.91.8.1' });
    expect(trip.location.pathname).toBe('/login');
    expect(trip.location.searchParams.get('error')).toBe('unable_to_get_user_info');
    expect(trip.sessionCookie).toBeNull();
    const rows = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'login.sso_refused'), eq(auditLog.ip, '10.91.8.1')));
    expect(rows.map((r) => r.details)).toEqual([{ reason: 'unable_to_get_user_info', action: 'callback' }]);
    const users = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, String(idp.claims.email)));
    expect(users).toHaveLength(0);
  });

  it('refuses to start when the discovery document states another issuer', async () => {
    const other = await startTestIdp();
    other.server.issuer.url = 'https://sso.agencia.example/realms/panel';
    const app = await createTestApp({
      database: t.database,
      env: { ...other.env, OIDC_ISSUER: `http://127.0.0.1:${other.server.address().port}` },
    });
    try {
      const start = await app.request('/api/auth/sign-in/sso', { method: 'POST', json: {}, ip: '10.91.9.1' });
      expect(start.status).toBe(502);
      expect(await start.json()).toMatchObject({ code: 'SSO_ISSUER_MISMATCH' });
      const rows = await t.database.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.event, 'login.sso_refused'), eq(auditLog.ip, '10.91.9.1')));
      expect(rows.map((r) => r.details)).toEqual([
        expect.objectContaining({
          reason: 'issuer_mismatch',
          statedIssuer: 'https://sso.agencia.example/realms/panel',
        }),
      ]);
    } finally {
      await app.cleanup();
      await other.stop();
    }
  });

  it('answers 503 when the provider cannot be reached, and no session is made', async () => {
    const down = await startTestIdp();
    const env = { ...down.env };
    await down.stop();
    const app = await createTestApp({ database: t.database, env });
    try {
      const before = (await t.database.db.select({ id: session.id }).from(session)).length;
      const start = await app.request('/api/auth/sign-in/sso', { method: 'POST', json: {}, ip: '10.91.9.2' });
      expect(start.status).toBe(503);
      expect(await start.json()).toMatchObject({ code: 'SSO_UNAVAILABLE' });
      expect((await t.database.db.select({ id: session.id }).from(session)).length).toBe(before);
    } finally {
      await app.cleanup();
    }
  });
});

describe('the Keycloak shape: realm_access.roles', () => {
  let kc: TestApp;
  beforeAll(async () => {
    kc = await createTestApp({
      database: t.database,
      env: { ...idp.env, OIDC_ROLE_CLAIM: 'realm_access.roles', OIDC_ADMIN_VALUES: 'stories-admin' },
    });
  });
  afterAll(() => kc?.cleanup());

  it('makes an agency member of a person with the realm role', async () => {
    idp.claims = person({ realm_access: { roles: ['offline_access', 'stories-admin'] } });
    const trip = await ssoRoundTrip(kc, { ip: nextIp() });
    expect(trip.location.pathname).toBe('/admin');
    const [row] = await t.database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, String(idp.claims.email)));
    expect(row?.role).toBe('admin');
  });

  it('refuses one without it (a flat claim of the same name does not count)', async () => {
    idp.claims = person({ realm_access: { roles: ['offline_access'] }, roles: ['stories-admin'] });
    const trip = await ssoRoundTrip(kc, { ip: nextIp() });
    expect(trip.location.searchParams.get('error')).toBe('sso_no_permission');
  });
});

describe('without a role claim configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ database: t.database, env: idp.env });
  });
  afterAll(() => plain?.cleanup());

  it('signs in an existing agency member, and lets nobody new in', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    idp.claims = person({ email: admin.email });
    expect((await ssoRoundTrip(plain, { ip: nextIp() })).location.pathname).toBe('/admin');
    idp.claims = person({ groups: ['panel-admins'] });
    const trip = await ssoRoundTrip(plain, { ip: nextIp() });
    expect(trip.location.searchParams.get('error')).toBe('sso_no_permission');
  });
});

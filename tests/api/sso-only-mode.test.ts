import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { jobs } from '../../src/server/db/schema/jobs';
import type { MailJobPayload } from '../../src/server/mail/mail-message';
import { createUser, type FactoryUser } from '../factories/users';
import { startTestIdp, type TestIdp } from '../setup/oidc-provider';
import { ssoRoundTrip } from '../setup/sso-round-trip';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * OIDC_SSO_ONLY: the agency's accounts sign in only by SSO, but the break-glass administrator keeps a password for
 * when the provider is down; clients are not concerned. Against a real provider in this process (sso-oidc.test.ts
 * has the sign-in by SSO itself).
 */

let idp: TestIdp;
/** The same panel and database without SSO-only mode (before it was turned on). */
let plain: TestApp;
let t: TestApp;
let breakGlass: FactoryUser;
let ipCounter = 0;
const nextIp = () => `10.92.0.${++ipCounter}`;

beforeAll(async () => {
  idp = await startTestIdp();
  // The break-glass admin exists first: its address is what OIDC_BREAK_GLASS_EMAIL names (in any case).
  plain = await createTestApp();
  breakGlass = await createUser(plain.database.db, { role: 'admin' });
  t = await createTestApp({
    database: plain.database,
    env: {
      ...idp.env,
      OIDC_PROVIDER_NAME: 'Keycloak',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ADMIN_VALUES: 'panel-admins',
      OIDC_SSO_ONLY: 'true',
      OIDC_BREAK_GLASS_EMAIL: breakGlass.email.toUpperCase(),
    },
  });
});
afterAll(async () => {
  await t?.cleanup();
  await plain?.cleanup();
  await idp?.stop();
});

async function eventsOf(email: string) {
  const rows = await t.database.db
    .select({ event: auditLog.event, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.email, email))
    .orderBy(auditLog.createdAt, auditLog.id);
  return rows;
}

async function resetMailsTo(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'mail.send'),
        sql`${jobs.payload} -> 'meta' ->> 'purpose' = 'password-reset'`,
        sql`${jobs.payload} -> 'message' ->> 'to' = ${email}`,
      ),
    );
  return rows.map((row) => (row.payload as MailJobPayload).message.text ?? '');
}

describe('password sign-in in SSO-only mode', () => {
  it('tells the sign-in page that staff enter by SSO', async () => {
    expect(await (await t.request('/api/auth/sso')).json()).toEqual({
      isEnabled: true,
      providerName: 'Keycloak',
      isStaffSsoOnly: true,
    });
  });

  it('refuses an agency account’s right password with 403 SSO_REQUIRED, opening no session', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const { res, cookie } = await t.signIn(admin.email, admin.password, nextIp());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'SSO_REQUIRED',
      message: 'Las cuentas de la agencia entran con el inicio de sesión único: usa «Entrar con Keycloak».',
    });
    expect(cookie).toBeNull();
    const events = (await eventsOf(admin.email)).map((e) => e.event);
    expect(events).toEqual(['login.attempt', 'login.sso_required']);
  });

  it('answers a wrong password of an agency account as any wrong password (it tells nobody who is staff)', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const client = await createUser(t.database.db, { role: 'client' });
    const staff = await t.signIn(admin.email, 'Mala-Clave-2026', nextIp());
    const other = await t.signIn(client.email, 'Mala-Clave-2026', nextIp());
    expect(staff.res.status).toBe(401);
    expect(await staff.res.json()).toEqual(await other.res.json());
  });

  it('lets the break-glass administrator and clients in with their passwords', async () => {
    const glass = await t.signIn(breakGlass.email, breakGlass.password, nextIp());
    expect(glass.res.status).toBe(200);
    expect(glass.cookie).not.toBeNull();
    const client = await createUser(t.database.db, { role: 'client' });
    expect((await t.signIn(client.email, client.password, nextIp())).res.status).toBe(200);
  });

  it('still signs agency members in by SSO', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    idp.claims = {
      sub: `sub-${admin.id}`,
      email: admin.email,
      email_verified: true,
      groups: ['panel-admins'],
    };
    const trip = await ssoRoundTrip(t, { ip: nextIp() });
    expect(trip.location.pathname).toBe('/admin');
    expect(trip.sessionCookie).not.toBeNull();
  });
});

describe('password reset in SSO-only mode', () => {
  it('sends no link to an agency account (the same answer), and one to the break-glass admin and clients', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const client = await createUser(t.database.db, { role: 'client' });
    const answers = [];
    for (const who of [admin, breakGlass, client]) {
      const res = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: who.email },
        ip: nextIp(),
      });
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual(answers[2]);
    expect(await resetMailsTo(admin.email)).toEqual([]);
    expect(await resetMailsTo(breakGlass.email)).toHaveLength(1);
    expect(await resetMailsTo(client.email)).toHaveLength(1);
    const withheld = (await eventsOf(admin.email)).find((e) => e.event === 'password.reset_link_withheld');
    expect(withheld?.details).toEqual({ reason: 'sso_only' });
  });

  it('refuses a link sent before SSO-only mode was turned on', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    // Asked of the same panel without SSO-only mode: the link arrives.
    expect(
      (
        await plain.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email: admin.email },
          ip: nextIp(),
        })
      ).status,
    ).toBe(200);
    const [text] = await resetMailsTo(admin.email);
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const res = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'Nueva-Clave-2027' },
      ip: nextIp(),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'SSO_REQUIRED' });
    const failed = (await eventsOf(admin.email)).find((e) => e.event === 'password.reset_failed');
    expect(failed?.details).toEqual({ reason: 'sso_only' });
    // The old password is untouched.
    expect((await plain.signIn(admin.email, admin.password, nextIp())).res.status).toBe(200);
  });
});

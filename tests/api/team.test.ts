import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { session, user as userTable } from '../../src/server/db/schema/auth';
import { jobs } from '../../src/server/db/schema/jobs';
import { teamInvitations } from '../../src/server/db/schema/team';
import type { MailJobPayload } from '../../src/server/mail/mail-message';
import type { TeamResponse } from '../../src/shared/api/admin-team';
import { TEAM_TEXTS } from '../../src/shared/api/admin-team-texts';
import { LOGIN_TEXTS } from '../../src/shared/auth/login-errors';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

let t: TestApp;
let ipCounter = 0;
const NEW_PASSWORD = 'Equipo-Nuevo-2027';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

function nextIp(): string {
  ipCounter += 1;
  return `10.170.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

async function signedInAdmin(): Promise<FactoryUser & { cookie: string }> {
  const admin = await createUser(t.database.db, { role: 'admin' });
  const { cookie } = await t.signIn(admin.email, admin.password, nextIp());
  return { ...admin, cookie: cookie! };
}

const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@agencia.test`;

function invite(cookie: string, email: string, name = 'Marta Colega') {
  return t.request('/api/admin/team/invitations', { method: 'POST', cookie, json: { name, email } });
}

/** The token of the newest invitation e-mail to `email`, read from the link in its text. */
async function latestToken(email: string): Promise<string> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'mail.send'),
        sql`${jobs.payload} -> 'meta' ->> 'purpose' = 'team-invitation'`,
        sql`${jobs.payload} -> 'message' ->> 'to' = ${email}`,
      ),
    )
    .orderBy(jobs.createdAt);
  const text = (rows.at(-1)?.payload as MailJobPayload | undefined)?.message.text ?? '';
  const link = /https?:\/\/\S+\/invitation\?token=(\S+)/.exec(text);
  if (!link) throw new Error(`no invitation link in the e-mail to ${email}: ${text}`);
  return decodeURIComponent(link[1]!);
}

function accept(token: string, newPassword = NEW_PASSWORD) {
  return t.request('/api/invitations/accept', { method: 'POST', json: { token, newPassword }, ip: nextIp() });
}

async function team(cookie: string): Promise<TeamResponse> {
  const res = await t.request('/api/admin/team', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as TeamResponse;
}

async function eventsAbout(targetEmail: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ event: auditLog.event })
    .from(auditLog)
    .where(sql`${auditLog.details} ->> 'targetEmail' = ${targetEmail}`)
    .orderBy(auditLog.id);
  return rows.map((row) => row.event);
}

describe('inviting an admin', () => {
  it('invite → e-mail with a link → accept → the new admin signs in; the link works once', async () => {
    const admin = await signedInAdmin();
    const email = uniqueEmail('marta');
    const res = await invite(admin.cookie, email.toUpperCase());
    expect(res.status).toBe(201);
    const { invitation } = await res.json();
    expect(invitation).toMatchObject({ email, name: 'Marta Colega', isExpired: false });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    expect(days).toBe(7);

    const token = await latestToken(email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // The database keeps only the token's hash.
    const [row] = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
    expect(row!.tokenHash).not.toContain(token);
    const [mail] = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload} -> 'message' ->> 'to' = ${email}`);
    const message = (mail!.payload as MailJobPayload).message;
    expect(message.subject).toBe('Te han invitado al equipo del Panel de Stories');
    expect(message.html).toContain(`${TEST_ORIGIN}/invitation?token=`);

    expect((await team(admin.cookie)).invitations.map((i) => i.email)).toContain(email);

    const lookup = await t.request('/api/invitations/lookup', { method: 'POST', json: { token } });
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toEqual({ name: 'Marta Colega', email });

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toEqual({ email });
    const [created] = await t.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(created).toMatchObject({ role: 'admin', banned: false, isTempPassword: false });

    const signIn = await t.signIn(email, NEW_PASSWORD, nextIp());
    expect(signIn.res.status).toBe(200);
    const me = await t.request('/api/admin/team', { cookie: signIn.cookie! });
    expect(me.status).toBe(200);

    const again = await accept(token, 'Otra-Clave-Nueva-2028');
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(TEAM_TEXTS.invalidLink);

    const now = await team(admin.cookie);
    expect(now.invitations.map((i) => i.email)).not.toContain(email);
    expect(now.active.find((m) => m.email === email)).toMatchObject({ name: 'Marta Colega', isActive: true });
    expect(await eventsAbout(email)).toEqual(['team.invited', 'team.invitation_accepted']);
  });

  it('refuses an expired, tampered, revoked or superseded link', async () => {
    const admin = await signedInAdmin();
    const expiredEmail = uniqueEmail('caducada');
    expect((await invite(admin.cookie, expiredEmail)).status).toBe(201);
    const expiredToken = await latestToken(expiredEmail);
    await t.database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, expiredEmail));
    expect((await accept(expiredToken)).status).toBe(404);
    expect((await team(admin.cookie)).invitations.find((i) => i.email === expiredEmail)?.isExpired).toBe(
      true,
    );

    const email = uniqueEmail('manipulada');
    expect((await invite(admin.cookie, email)).status).toBe(201);
    const token = await latestToken(email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await accept(tampered)).status).toBe(404);
    expect((await accept('x'.repeat(300))).status).toBe(400);

    // Re-sending puts a new link on the invitation: the old one stops working.
    const [row] = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
    const resent = await t.request(`/api/admin/team/invitations/${row!.id}/resend`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(resent.status).toBe(200);
    const newToken = await latestToken(email);
    expect(newToken).not.toBe(token);
    expect((await accept(token)).status).toBe(404);

    const revoked = await t.request(`/api/admin/team/invitations/${row!.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(revoked.status).toBe(200);
    expect((await accept(newToken)).status).toBe(404);
    expect((await team(admin.cookie)).invitations.map((i) => i.email)).not.toContain(email);
    const [noUser] = await t.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(noUser).toBeUndefined();
    expect(await eventsAbout(email)).toEqual([
      'team.invited',
      'team.invitation_resent',
      'team.invitation_revoked',
    ]);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'team.invitation_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(3);
  });

  it('follows the password rules', async () => {
    const admin = await signedInAdmin();
    const email = uniqueEmail('reglas');
    await invite(admin.cookie, email);
    const token = await latestToken(email);
    const weak = await accept(token, 'corta');
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.code).toBe('INVALID_REQUEST');
    // The link stays usable after a refused password.
    expect((await accept(token)).status).toBe(201);
  });

  it('answers a clear Spanish 409 for an e-mail that already has a user or a pending invitation', async () => {
    const admin = await signedInAdmin();
    const existing = await createUser(t.database.db, { role: 'client' });
    const taken = await invite(admin.cookie, existing.email);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: 'CONFLICT', message: TEAM_TEXTS.emailTaken });

    const email = uniqueEmail('doble');
    expect((await invite(admin.cookie, email)).status).toBe(201);
    const twice = await invite(admin.cookie, email);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(TEAM_TEXTS.alreadyInvited);
  });

  it('refuses a malformed invitation', async () => {
    const admin = await signedInAdmin();
    const res = await invite(admin.cookie, 'no-es-un-email', '');
    expect(res.status).toBe(400);
  });
});

describe('deactivating a member', () => {
  it("ends the member's sessions at once, refuses their sign-in, and reactivates", async () => {
    const admin = await signedInAdmin();
    const member = await signedInAdmin();
    expect((await t.request('/api/admin/team', { cookie: member.cookie })).status).toBe(200);

    const res = await t.request(`/api/admin/team/members/${member.id}/deactivate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).member).toMatchObject({ id: member.id, isActive: false });

    // Its sessions end at once: Better Auth no longer reads them...
    const signedOut = await t.request('/api/auth/get-session', { cookie: member.cookie });
    expect(await signedOut.json()).toBeNull();
    // ...and the open page's next request is told why (its sign-in page says it), then the session is gone.
    const refused = await t.request('/api/admin/team', { cookie: member.cookie });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toEqual({
      code: 'UNAUTHORIZED',
      message: LOGIN_TEXTS.accountInactive,
    });
    expect(await t.database.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);

    const signIn = await t.signIn(member.email, member.password, nextIp());
    expect(signIn.res.status).toBe(403);
    expect(await signIn.res.json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: LOGIN_TEXTS.accountInactive,
    });
    expect(signIn.cookie).toBeNull();
    const wrong = await t.signIn(member.email, 'Mala-Clave-2026!', nextIp());
    expect(wrong.res.status).toBe(401);

    const listed = await team(admin.cookie);
    expect(listed.deactivated.map((m) => m.id)).toContain(member.id);
    expect(listed.active.map((m) => m.id)).not.toContain(member.id);

    const back = await t.request(`/api/admin/team/members/${member.id}/reactivate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(back.status).toBe(200);
    expect((await t.signIn(member.email, member.password, nextIp())).res.status).toBe(200);
    // Reactivated: an old page of the member is no longer told its account is deactivated.
    const old = await t.request('/api/me', { cookie: member.cookie });
    expect(old.status).toBe(401);
    expect((await old.json()).error.message).not.toBe(LOGIN_TEXTS.accountInactive);
    expect(await eventsAbout(member.email)).toEqual(['team.member_deactivated', 'team.member_reactivated']);
    const [deactivation] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.event, 'team.member_deactivated'),
          sql`${auditLog.details} ->> 'targetUserId' = ${member.id}`,
        ),
      );
    expect(deactivation).toMatchObject({ userId: admin.id, email: admin.email });
    expect(deactivation!.details).toMatchObject({ revokedSessions: 1 });
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'login.deactivated')),
    ).toHaveLength(1);
  });

  it('a session the deactivation missed (banned by another path) is refused and deleted', async () => {
    const member = await signedInAdmin();
    await t.database.db.update(userTable).set({ banned: true }).where(eq(userTable.id, member.id));
    const res = await t.request('/api/me', { cookie: member.cookie });
    expect(res.status).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown member and for a client, 409 for one already deactivated', async () => {
    const admin = await signedInAdmin();
    const client = await createUser(t.database.db, { role: 'client' });
    const path = (id: string) => `/api/admin/team/members/${id}/deactivate`;
    expect(
      (await t.request(path(crypto.randomUUID()), { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(404);
    expect((await t.request(path(client.id), { method: 'POST', cookie: admin.cookie })).status).toBe(404);
    const other = await createUser(t.database.db, { role: 'admin' });
    expect((await t.request(path(other.id), { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(path(other.id), { method: 'POST', cookie: admin.cookie })).status).toBe(409);
  });
});

describe('the last active admin', () => {
  /** Leaves exactly the given admins active (the others of earlier tests are deactivated directly). */
  async function onlyActive(ids: string[]) {
    await t.database.db
      .update(userTable)
      .set({ banned: true })
      .where(and(eq(userTable.role, 'admin'), sql`${userTable.id} not in ${ids}`));
  }

  it('cannot be deactivated, not even by themselves', async () => {
    const admin = await signedInAdmin();
    await onlyActive([admin.id]);
    const res = await t.request(`/api/admin/team/members/${admin.id}/deactivate`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'CONFLICT', message: TEAM_TEXTS.lastAdmin });
    expect((await t.request('/api/admin/team', { cookie: admin.cookie })).status).toBe(200);
  });

  it('two admins deactivating each other at once: exactly one remains', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signedInAdmin();
      const b = await signedInAdmin();
      await onlyActive([a.id, b.id]);
      const [byA, byB] = await Promise.all([
        t.request(`/api/admin/team/members/${b.id}/deactivate`, { method: 'POST', cookie: a.cookie }),
        t.request(`/api/admin/team/members/${a.id}/deactivate`, { method: 'POST', cookie: b.cookie }),
      ]);
      expect([byA.status, byB.status].sort()).toEqual(expect.arrayContaining([200]));
      expect([byA.status, byB.status]).not.toEqual([200, 200]);
      const active = await t.database.db
        .select({ id: userTable.id })
        .from(userTable)
        .where(and(eq(userTable.role, 'admin'), eq(userTable.banned, false)));
      expect(active).toHaveLength(1);
    }
  });

  it('three admins each deactivating the next at once: at least one remains', async () => {
    const admins = [await signedInAdmin(), await signedInAdmin(), await signedInAdmin()];
    await onlyActive(admins.map((a) => a.id));
    await Promise.all(
      admins.map((a, i) =>
        t.request(`/api/admin/team/members/${admins[(i + 1) % 3]!.id}/deactivate`, {
          method: 'POST',
          cookie: a.cookie,
        }),
      ),
    );
    const active = await t.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(and(eq(userTable.role, 'admin'), eq(userTable.banned, false)));
    expect(active.length).toBeGreaterThanOrEqual(1);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { authThrottle, session, user as userTable, verification } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import type { MailJobPayload } from '../../src/server/mail/mail-message';
import { RESET_REQUEST_MIN_MS } from '../../src/server/services/auth/request-password-reset';
import { PASSWORD_RULE_MESSAGES } from '../../src/shared/auth/password-policy';
import {
  PASSWORD_RESET_TEXTS,
  RESET_LINKS_PER_ACCOUNT,
  RESET_REQUESTS_PER_EMAIL,
  RESET_REQUESTS_PER_IP,
} from '../../src/shared/auth/password-reset-texts';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

let t: TestApp;
let ipCounter = 0;
const NEW_PASSWORD = 'Nueva-Clave-2027';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

/** A fresh client address per call unless given, so the per-address limit only bites where a test wants it. */
function nextIp(): string {
  ipCounter += 1;
  return `10.160.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function requestReset(email: string, ip = nextIp()) {
  return t.request('/api/auth/request-password-reset', { method: 'POST', json: { email }, ip });
}

function resetWith(token: string, newPassword = NEW_PASSWORD, ip = nextIp()) {
  return t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword }, ip });
}

/** The reset e-mails queued for an address (the 'mail.send' jobs of kind password-reset). */
async function resetMails(email: string): Promise<MailJobPayload['message'][]> {
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
  return rows.map((row) => (row.payload as MailJobPayload).message);
}

/** The token of the newest reset e-mail to `email`, read from the link in its text. */
async function latestToken(email: string): Promise<string> {
  const mails = await resetMails(email);
  const text = mails.at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(text);
  if (!link) throw new Error(`no reset link in the e-mail to ${email}: ${text}`);
  return decodeURIComponent(link[1]!);
}

async function requestToken(user: FactoryUser): Promise<string> {
  const res = await requestReset(user.email);
  expect(res.status).toBe(200);
  return latestToken(user.email);
}

async function events(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ event: auditLog.event })
    .from(auditLog)
    .where(eq(auditLog.email, email))
    .orderBy(auditLog.id);
  return rows.map((row) => row.event);
}

describe('POST /api/auth/request-password-reset', () => {
  it('answers an existing and an unknown e-mail identically, and e-mails only the existing one', async () => {
    const client = await createUser(t.database.db);
    const unknown = 'nadie-registrado@example.test';
    const startedKnown = Date.now();
    const known = await requestReset(client.email);
    const knownMs = Date.now() - startedKnown;
    const startedUnknown = Date.now();
    const other = await requestReset(unknown);
    const unknownMs = Date.now() - startedUnknown;

    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    const knownBody = await known.text();
    expect(knownBody).toBe(await other.text());
    expect(JSON.parse(knownBody)).toEqual({ status: true, message: PASSWORD_RESET_TEXTS.sentMessage });
    expect(known.headers.get('content-type')).toBe(other.headers.get('content-type'));
    // Both wait for the same floor (a lower bound only: no timing is asserted beyond it).
    expect(knownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(unknownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);

    const mails = await resetMails(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Restablece tu contraseña del Panel de Stories');
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    expect(mails[0]!.html).toContain(`${TEST_ORIGIN}/reset-password?token=`);
    expect(await resetMails(unknown)).toHaveLength(0);
  });

  it('stores the token hashed, not as it travels in the link', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    const rows = await t.database.db.select().from(verification).where(eq(verification.value, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).not.toContain(token);
  });

  it('normalises the e-mail and refuses a malformed one in Spanish', async () => {
    const client = await createUser(t.database.db);
    const res = await requestReset(`  ${client.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await resetMails(client.email)).toHaveLength(1);

    const bad = await requestReset('no-es-un-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'INVALID_EMAIL', message: PASSWORD_RESET_TEXTS.emailInvalid });
  });

  it('sends nothing to an inactive client or a banned user, with the same answer', async () => {
    const inactive = await createUser(t.database.db);
    await t.database.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, inactive.clientId!));
    const banned = await createUser(t.database.db, { role: 'admin' });
    await t.database.db.update(userTable).set({ banned: true }).where(eq(userTable.id, banned.id));
    const unknown = await requestReset('tampoco-existe@example.test');
    const expected = await unknown.text();

    for (const user of [inactive, banned]) {
      const res = await requestReset(user.email);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(expected);
      expect(await resetMails(user.email)).toHaveLength(0);
    }
    expect(await events(inactive.email)).toContain('password.reset_link_withheld');
  });

  it('limits the requests per e-mail (known or not) from one address with 429 and Retry-After', async () => {
    for (const email of [(await createUser(t.database.db)).email, 'limite-desconocido@example.test']) {
      const ip = nextIp();
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++)
        expect((await requestReset(email, ip)).status).toBe(200);
      const refused = await requestReset(email, ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('900');
      expect(await refused.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: PASSWORD_RESET_TEXTS.tooManyRequests,
      });
    }
  });

  it('a third party using up the requests of an e-mail does not keep its owner from getting a link', async () => {
    const owner = await createUser(t.database.db);
    // Someone else asks for the owner's links, from several addresses, until each of them is refused.
    for (const ip of [nextIp(), nextIp(), nextIp()]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) {
        expect((await requestReset(owner.email, ip)).status).toBe(200);
      }
      expect((await requestReset(owner.email, ip)).status).toBe(429);
    }
    const sentBefore = (await resetMails(owner.email)).length;
    // The owner, from its own address, still gets a link, and it works.
    expect((await requestReset(owner.email, nextIp())).status).toBe(200);
    expect(await resetMails(owner.email)).toHaveLength(sentBefore + 1);
    expect((await resetWith(await latestToken(owner.email))).status).toBe(200);
  });

  it('sends at most RESET_LINKS_PER_ACCOUNT e-mails an hour to one account, however many addresses ask', async () => {
    const owner = await createUser(t.database.db);
    const expected = await (await requestReset('nadie-con-tope@example.test')).text();
    // Someone with many addresses (one request each, far below every per-address limit) asks for the owner's links,
    // all at once (on PostgreSQL the requests run concurrently: the cap is counted atomically).
    const flood = await Promise.all(
      Array.from({ length: RESET_LINKS_PER_ACCOUNT + 2 }, () => requestReset(owner.email)),
    );
    for (const res of flood) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(expected);
    }
    expect(await resetMails(owner.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT);

    // The owner, from a fresh address within the hour: the same answer as anyone, and no e-mail yet.
    const ownRequest = await requestReset(owner.email);
    expect(ownRequest.status).toBe(200);
    expect(await ownRequest.text()).toBe(expected);
    expect(await resetMails(owner.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT);
    const withheld = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'password.reset_link_withheld'), eq(auditLog.userId, owner.id)));
    expect(withheld).toHaveLength(3);
    expect(withheld[0]!.details).toEqual({ reason: 'too_many_links' });

    // An hour later (the sent e-mails' times moved back), the owner's request is e-mailed again.
    await t.database.db
      .update(authThrottle)
      .set({
        admitted: sql`array(select a - interval '61 minutes' from unnest(${authThrottle.admitted}) as a)`,
      })
      .where(eq(authThrottle.key, `reset-sent:${owner.id}`));
    expect((await requestReset(owner.email)).status).toBe(200);
    expect(await resetMails(owner.email)).toHaveLength(RESET_LINKS_PER_ACCOUNT + 1);
  });

  it('counts the IPv6 addresses of one /64 as one requester', async () => {
    const email = 'v6-limite@example.test';
    for (let i = 1; i <= RESET_REQUESTS_PER_EMAIL; i++) {
      expect((await requestReset(email, `2001:db8:28:64::${i}`)).status).toBe(200);
    }
    expect((await requestReset(email, '2001:0db8:0028:0064:ffff:1:2:3')).status).toBe(429);
    // The next /64 is another requester.
    expect((await requestReset(email, '2001:db8:28:65::1')).status).toBe(200);

    for (let i = 0; i < RESET_REQUESTS_PER_IP; i++) {
      expect((await requestReset(`v6-ip-${i}@example.test`, `2001:db8:28:66::${i + 1}`)).status).toBe(200);
    }
    expect((await requestReset('v6-ip-otro@example.test', '2001:db8:28:66:a:b:c:d')).status).toBe(429);
  });

  it('limits the requests per client address with 429', async () => {
    const ip = '10.161.0.1';
    for (let i = 0; i < RESET_REQUESTS_PER_IP; i++) {
      expect((await requestReset(`ip-limite-${i}@example.test`, ip)).status).toBe(200);
    }
    const refused = await requestReset('ip-limite-otro@example.test', ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await requestReset('ip-limite-otro@example.test')).status).toBe(200);
    const [limited] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'password.reset_rate_limited'), eq(auditLog.ip, ip)));
    expect(limited?.details).toEqual({ by: 'ip' });
  });
});

describe('POST /api/auth/reset-password/check', () => {
  const check = (body: unknown) =>
    t.request('/api/auth/reset-password/check', { method: 'POST', json: body, ip: nextIp() });

  it('says whether a link still works, without using it up', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    for (let i = 0; i < 2; i++) {
      const res = await check({ token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: true });
    }
    expect((await resetWith(token)).status).toBe(200);
    expect(await (await check({ token })).json()).toEqual({ valid: false });
  });

  it('answers false for an expired, unknown, tampered, too long or missing token, never an error', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    for (const body of [
      { token: `${token}x` },
      { token: 'x'.repeat(300) },
      { token: '' },
      {},
      { token: 7 },
    ]) {
      const res = await check(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: false });
    }
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.value, client.id));
    expect(await (await check({ token })).json()).toEqual({ valid: false });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once: the old one and every session stop working, the link cannot be reused', async () => {
    const client = await createUser(t.database.db);
    const first = await t.signIn(client.email, client.password, nextIp());
    const second = await t.signIn(client.email, client.password, nextIp());
    expect(first.cookie && second.cookie).toBeTruthy();
    const token = await requestToken(client);

    const res = await resetWith(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });

    for (const cookie of [first.cookie!, second.cookie!]) {
      expect((await t.request('/api/me', { cookie })).status).toBe(401);
    }
    expect(await t.database.db.select().from(session).where(eq(session.userId, client.id))).toHaveLength(0);
    expect((await t.signIn(client.email, client.password, nextIp())).res.status).toBe(401);
    expect((await t.signIn(client.email, NEW_PASSWORD, nextIp())).res.status).toBe(200);

    const reused = await resetWith(token, 'Otra-Clave-2028');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ code: 'INVALID_TOKEN', message: PASSWORD_RESET_TEXTS.invalidLink });
    expect((await t.signIn(client.email, 'Otra-Clave-2028', nextIp())).res.status).toBe(401);
  });

  it('refuses a link older than 1 hour', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    const [row] = await t.database.db.select().from(verification).where(eq(verification.value, client.id));
    // Better Auth set it to an hour after the request; an hour and a second later:
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.value, client.id));

    const res = await resetWith(token);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
    expect((await t.signIn(client.email, client.password, nextIp())).res.status).toBe(200);
  });

  it('refuses an unknown or tampered token', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    for (const bad of [`${token}x`, token.slice(0, -1), 'a'.repeat(24), 'x'.repeat(300)]) {
      const res = await resetWith(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_TOKEN');
    }
    expect((await resetWith(token)).status).toBe(200);
  });

  it('requires the password rules, with the Spanish message, and keeps the link usable', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    const cases = [
      ['corta1A', PASSWORD_RULE_MESSAGES.minLength],
      ['sinmayusculas1', PASSWORD_RULE_MESSAGES.uppercase],
      ['SinNumeros', PASSWORD_RULE_MESSAGES.digit],
    ] as const;
    for (const [password, message] of cases) {
      const res = await resetWith(token, password);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'INVALID_NEW_PASSWORD', message });
    }
    expect((await resetWith(token)).status).toBe(200);
  });

  it('clears the sign-in lockout of the e-mail only once a reset succeeds', async () => {
    const client = await createUser(t.database.db);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await t.signIn(client.email, 'Mala-Clave-2026', ip);
    const locked = await t.signIn(client.email, client.password, nextIp());
    expect(locked.res.status).toBe(429);
    const token = await requestToken(client);

    // A failed reset (a broken rule, then a wrong token) leaves the lock in place.
    expect((await resetWith(token, 'debil')).status).toBe(400);
    expect((await resetWith(`${token}x`)).status).toBe(400);
    const stillLocked = await t.signIn(client.email, NEW_PASSWORD, nextIp());
    expect(stillLocked.res.status).toBe(429);
    expect((await stillLocked.res.json()).code).toBe('ACCOUNT_LOCKED');

    expect((await resetWith(token)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `email:${client.email}`));
    expect(rows).toHaveLength(0);
    expect((await t.signIn(client.email, NEW_PASSWORD, nextIp())).res.status).toBe(200);
  });

  it('clears the temporary-password flags and accepts the invitation', async () => {
    const client = await createUser(t.database.db, { temporaryUntil: new Date(Date.now() - 60_000) });
    const token = await requestToken(client);
    expect((await resetWith(token)).status).toBe(200);
    const [row] = await t.database.db
      .select({
        isTempPassword: userTable.isTempPassword,
        expires: userTable.tempPasswordExpiresAt,
        changedAt: userTable.passwordChangedAt,
      })
      .from(userTable)
      .where(eq(userTable.id, client.id));
    expect(row).toMatchObject({ isTempPassword: false, expires: null });
    expect(row!.changedAt).toBeInstanceOf(Date);
    const [record] = await t.database.db
      .select({ invitation: clients.invitationStatus })
      .from(clients)
      .where(eq(clients.id, client.clientId!));
    expect(record!.invitation).toBe('accepted');
    // The expired temporary password no longer stands in the way.
    const { res, cookie } = await t.signIn(client.email, NEW_PASSWORD, nextIp());
    expect(res.status).toBe(200);
    expect((await t.request('/api/me', { cookie: cookie! })).status).toBe(200);
  });

  it('refuses a client made inactive after asking for the link', async () => {
    const client = await createUser(t.database.db);
    const token = await requestToken(client);
    await t.database.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, client.clientId!));
    const res = await resetWith(token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'ACCOUNT_INACTIVE',
      message: PASSWORD_RESET_TEXTS.accountInactive,
    });
  });

  it('audits the request, the link, a failure and the reset', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    await t.signIn(admin.email, admin.password, nextIp());
    const token = await requestToken(admin);
    await resetWith(token, 'debil');
    expect((await resetWith(token)).status).toBe(200);
    expect(await events(admin.email)).toEqual([
      'login.attempt',
      'login.success',
      'password.reset_requested',
      'password.reset_link_sent',
      'password.reset',
    ]);
    const [failed] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.event, 'password.reset_failed'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(failed?.details).toEqual({ reason: 'invalid_password' });
    const [done] = await t.database.db
      .select({ details: auditLog.details, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'password.reset'), eq(auditLog.email, admin.email)));
    expect(done).toEqual({ userId: admin.id, details: { revokedSessions: 1, wasTemporary: false } });
  });

  it('two links of one user used at the same moment: exactly one sets the password', async () => {
    const client = await createUser(t.database.db);
    const links = [await requestToken(client), await requestToken(client)];
    const passwords = ['Primera-Clave-2027', 'Segunda-Clave-2027'];
    const answers = await Promise.all(links.map((link, i) => resetWith(link, passwords[i])));

    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((res) => res.status === 200);
    expect(await answers[1 - winner]!.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: PASSWORD_RESET_TEXTS.invalidLink,
    });
    expect((await t.signIn(client.email, passwords[1 - winner]!, nextIp())).res.status).toBe(401);
    expect((await t.signIn(client.email, passwords[winner]!, nextIp())).res.status).toBe(200);
    expect(
      await t.database.db.select().from(verification).where(eq(verification.value, client.id)),
    ).toHaveLength(0);
  });

  // On PostgreSQL the two resets are held at the same point by a lock on the user's credential row, so both have
  // read their link before either writes: before the reset was one transaction, both set a password.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two links held at the same point of the reset: exactly one sets the password',
    async () => {
      const client = await createUser(t.database.db);
      const links = [await requestToken(client), await requestToken(client)];
      const passwords = ['Primera-Clave-2027', 'Segunda-Clave-2027'];
      const holder = await t.database.pool!.connect();
      let pending: Promise<Response[]> | undefined;
      try {
        await holder.query('begin');
        await holder.query(`select 1 from account where user_id = $1 for update`, [client.id]);
        pending = Promise.all(links.map((link, i) => resetWith(link, passwords[i])));
        const waiting = async () => {
          // Activity is read once per transaction unless the snapshot is cleared.
          await holder.query('select pg_stat_clear_snapshot()');
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]!.n;
        };
        await expect.poll(waiting, { timeout: 60_000 }).toBe(2);
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      const answers = await pending!;
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
      const winner = answers.findIndex((res) => res.status === 200);
      expect((await answers[1 - winner]!.json()).code).toBe('INVALID_TOKEN');
      expect((await t.signIn(client.email, passwords[1 - winner]!, nextIp())).res.status).toBe(401);
      expect((await t.signIn(client.email, passwords[winner]!, nextIp())).res.status).toBe(200);
    },
    120_000,
  );

  it('is not reachable through Better Auth’s other reset routes', async () => {
    const res = await t.request('/api/auth/reset-password/abc?callbackURL=/', { method: 'GET' });
    expect(res.status).toBe(404);
    const forget = await t.request('/api/auth/forget-password', {
      method: 'POST',
      json: { email: 'a@b.cd' },
    });
    expect(forget.status).toBe(404);
  });
});

describe('older reset links stop working once the password changes', () => {
  const isLive = async (token: string) => {
    const res = await t.request('/api/auth/reset-password/check', {
      method: 'POST',
      json: { token },
      ip: nextIp(),
    });
    return ((await res.json()) as { valid: boolean }).valid;
  };

  /** Each old link is refused by the reset itself, and the password stays the one just set. */
  async function expectDead(tokens: string[], email: string, password: string) {
    for (const token of tokens) {
      expect(await isLive(token)).toBe(false);
      const res = await resetWith(token, 'Robada-Clave-2029');
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_TOKEN');
    }
    expect((await t.signIn(email, 'Robada-Clave-2029', nextIp())).res.status).toBe(401);
    expect((await t.signIn(email, password, nextIp())).res.status).toBe(200);
  }

  it('a reset through one link voids the other links of the user, not those of others', async () => {
    const client = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const older = await requestToken(client);
    const newer = await requestToken(client);
    const othersLink = await requestToken(other);
    expect(await isLive(older)).toBe(true);

    expect((await resetWith(newer)).status).toBe(200);
    await expectDead([older, newer], client.email, NEW_PASSWORD);
    expect(await isLive(othersLink)).toBe(true);
  });

  it('the profile’s password change voids every outstanding link', async () => {
    const client = await createUser(t.database.db);
    const links = [await requestToken(client), await requestToken(client)];
    const { cookie } = await t.signIn(client.email, client.password, nextIp());
    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie: cookie!,
      json: { currentPassword: client.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    await expectDead(links, client.email, NEW_PASSWORD);
  });

  it('replacing the temporary password voids every outstanding link', async () => {
    const client = await createUser(t.database.db, { temporaryUntil: new Date(Date.now() + 86_400_000) });
    const link = await requestToken(client);
    const { cookie } = await t.signIn(client.email, client.password, nextIp());
    const res = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: cookie!,
      json: { newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    await expectDead([link], client.email, NEW_PASSWORD);
  });

  it('new credentials from the agency void every outstanding link', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const client = await createUser(t.database.db, { temporaryUntil: new Date(Date.now() + 86_400_000) });
    const link = await requestToken(client);
    const { cookie } = await t.signIn(admin.email, admin.password, nextIp());
    const res = await t.request(`/api/admin/clients/${client.clientId}/credentials`, {
      method: 'POST',
      cookie: cookie!,
    });
    expect(res.status).toBe(200);
    expect(await isLive(link)).toBe(false);
    const refused = await resetWith(link, 'Robada-Clave-2029');
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('INVALID_TOKEN');
    expect((await t.signIn(client.email, 'Robada-Clave-2029', nextIp())).res.status).toBe(401);
  });
});

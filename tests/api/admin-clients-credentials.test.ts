import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { session, user } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { REDACTED_SECRET } from '../../src/server/mail/mail-message';
import { clientInput, createClientRecord } from '../factories/clients';
import { createUser, VALID_PASSWORD } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../setup/test-smtp-server';

/**
 * The credentials e-mail over real SMTP (an smtp-server listener on a free port), the invitation status it
 * drives, the forced change of the temporary password, SMTP failures and retries, and resending.
 */
let smtp: TestSmtpServer;
let t: TestApp;
/** Same database, SMTP_URL pointing at a closed port: every delivery fails. */
let down: TestApp;
let admin: string;
let ipCounter = 10;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agencia <agencia@example.test>' } });
  down = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  const a = await createUser(t.database.db, { role: 'admin' });
  admin = (await t.signIn(a.email, a.password, '10.42.0.1')).cookie!;
});
afterAll(async () => {
  await smtp.close();
  await t.cleanup();
});

const nextIp = () => `10.42.1.${ipCounter++}`;
const passwordIn = (text: string) => {
  const match = /Contraseña temporal: (\S+)/.exec(text);
  if (!match) throw new Error('no temporary password in the e-mail');
  return match[1]!;
};
async function invitationOf(id: string) {
  const [row] = await t.database.db.select().from(clients).where(eq(clients.id, id));
  return row!.invitationStatus;
}
async function credentialJobsOf(id: string) {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
  return rows.filter((j) => (j.payload as { meta: { clientId?: string } }).meta.clientId === id);
}

/** Every stored trace of an e-mail: its job's payload and its outbox row, as text. */
async function storedTraces(jobId: string): Promise<string> {
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
  const outbox = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.jobId, jobId));
  return JSON.stringify({ payload: job?.payload, outbox });
}

describe('credentials e-mail over SMTP', () => {
  it('keeps the temporary password nowhere once it has left over SMTP: not in the job, not in the outbox', async () => {
    const input = clientInput();
    const res = await t.request('/api/admin/clients', { method: 'POST', cookie: admin, json: input });
    expect(res.status).toBe(201);
    const password = passwordIn((await smtp.waitFor(input.email)).text);
    const [job] = await credentialJobsOf((await res.json()).client.id);
    const traces = await storedTraces(job!.id);
    expect(traces).not.toContain(password);
    expect(traces).toContain(REDACTED_SECRET);
    expect(traces).toContain(input.brandName);
  });

  it('delivers the credentials; the temporary password signs in, is forced to change, and then the invitation is accepted', async () => {
    const input = clientInput();
    const res = await t.request('/api/admin/clients', { method: 'POST', cookie: admin, json: input });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.credentials).toEqual({ delivered: true });
    expect(body.client.invitationStatus).toBe('sent');

    const mail = await smtp.waitFor(input.email);
    expect(mail.from).toBe('agencia@example.test');
    expect(mail.subject).toContain(input.brandName);
    expect(mail.html).toContain(input.brandName);
    expect(mail.text).toContain('http://localhost:3000/login');
    const password = passwordIn(mail.text);

    const { res: signIn, cookie } = await t.signIn(input.email, password, nextIp());
    expect(signIn.status).toBe(200);
    const blocked = await t.request('/api/admin/clients', { cookie: cookie! });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: cookie!,
      json: { newPassword: VALID_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await invitationOf(body.client.id)).toBe('accepted');
    expect((await t.request('/api/me', { cookie: cookie! })).status).toBe(200);

    // accepted: no more credentials, and a late job outcome never downgrades it
    const resend = await t.request(`/api/admin/clients/${body.client.id}/credentials`, {
      method: 'POST',
      cookie: admin,
    });
    expect(resend.status).toBe(409);
    expect((await resend.json()).error.message).toBe('El cliente ya ha activado su usuario.');
  });

  it('reports an SMTP failure (warning), marks the invitation failed, and the retried job delivers and marks it sent', async () => {
    const input = clientInput();
    const res = await down.request('/api/admin/clients', { method: 'POST', cookie: admin, json: input });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.credentials.delivered).toBe(false);
    expect(body.credentials.error).toBeTruthy();
    expect(body.client.invitationStatus).toBe('failed');
    // the client and its user exist: the failure undid nothing
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, body.client.id));
    expect(row!.userId).not.toBeNull();

    const [job] = await credentialJobsOf(body.client.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    // the background runner retries it once it is due (its clock moved past the back-off)
    const runner = new JobRunner({
      db: t.database.db,
      logger: t.deps.logger,
      handlers: createJobHandlers({ db: t.database.db, env: t.deps.env, logger: t.deps.logger }),
      now: () => new Date(Date.now() + 3_600_000),
    });
    expect(await runner.drain()).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(input.email);
    expect(await invitationOf(body.client.id)).toBe('sent');
    const [after] = await credentialJobsOf(body.client.id);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2 });
    // the delivered password is the one that works
    expect((await t.signIn(input.email, passwordIn(mail.text), nextIp())).res.status).toBe(200);
  });

  it('resending issues a new temporary password: the old one stops working and the sessions end', async () => {
    const input = clientInput();
    const created = await (
      await t.request('/api/admin/clients', { method: 'POST', cookie: admin, json: input })
    ).json();
    const oldPassword = passwordIn((await smtp.waitFor(input.email)).text);
    const oldSession = (await t.signIn(input.email, oldPassword, nextIp())).cookie!;
    expect((await t.request('/api/me', { cookie: oldSession })).status).toBe(200);

    const before = smtp.messages.length;
    const res = await t.request(`/api/admin/clients/${created.client.id}/credentials`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.credentials).toEqual({ delivered: true });
    expect(body.client.invitationStatus).toBe('sent');
    const resent = smtp.messages.slice(before).find((m) => m.to.includes(input.email));
    const newPassword = passwordIn(resent!.text);
    expect(newPassword).not.toBe(oldPassword);

    expect((await t.signIn(input.email, oldPassword, nextIp())).res.status).toBe(401);
    expect((await t.request('/api/me', { cookie: oldSession })).status).toBe(401);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, created.client.id));
    expect(await t.database.db.select().from(session).where(eq(session.userId, row!.userId!))).toHaveLength(
      0,
    );
    expect((await t.signIn(input.email, newPassword, nextIp())).res.status).toBe(200);
  });

  it('resending cancels a still-queued credentials e-mail (its password no longer works)', async () => {
    const input = clientInput();
    const created = await (
      await down.request('/api/admin/clients', { method: 'POST', cookie: admin, json: input })
    ).json();
    const [failedJob] = await credentialJobsOf(created.client.id);
    expect(failedJob!.status).toBe('queued');
    const res = await t.request(`/api/admin/clients/${created.client.id}/credentials`, {
      method: 'POST',
      cookie: admin,
    });
    expect((await res.json()).credentials.delivered).toBe(true);
    const [old] = (await credentialJobsOf(created.client.id)).filter((j) => j.id === failedJob!.id);
    expect(old!.status).toBe('failed');
    expect(await invitationOf(created.client.id)).toBe('sent');
  });

  it('creates the login user of a client that has none (Crear Usuario)', async () => {
    const client = await createClientRecord(t.database.db);
    const res = await t.request(`/api/admin/clients/${client.id}/credentials`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.client).toMatchObject({ hasLoginUser: true, invitationStatus: 'sent' });
    const password = passwordIn((await smtp.waitFor(client.email)).text);
    const [login] = await t.database.db.select().from(user).where(eq(user.email, client.email));
    expect(login).toMatchObject({ role: 'client', isTempPassword: true });
    expect((await t.signIn(client.email, password, nextIp())).res.status).toBe(200);
  });

  it('refuses to create a login user whose e-mail another user already has (409), and 404 for an unknown client', async () => {
    const other = await createUser(t.database.db, { role: 'admin' });
    const client = await createClientRecord(t.database.db, { email: other.email.toUpperCase() });
    const res = await t.request(`/api/admin/clients/${client.id}/credentials`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(409);
    expect(await invitationOf(client.id)).toBe('pending');
    const missing = await t.request('/api/admin/clients/6f1d2a52-5d7e-4a7a-9a35-0f6c8e1b2c3d/credentials', {
      method: 'POST',
      cookie: admin,
    });
    expect(missing.status).toBe(404);
  });
});

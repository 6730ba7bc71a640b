import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { bindJob } from '../../src/server/jobs/define-job';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { enqueueMail } from '../../src/server/mail/enqueue-mail';
import { escapeHtml } from '../../src/server/mail/templates/layout';
import { deliverNow } from '../../src/server/services/mail/deliver-now';
import { sendMailJob } from '../../src/server/services/mail/send-mail-job';
import type { OutboxResponse } from '../../src/shared/mail/outbox';
import { OUTBOX_SECRET_HIDDEN } from '../../src/shared/mail/outbox-labels';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 28: without SMTP, e-mails carrying a secret (a reset, invitation or approval link, a temporary password)
 * were printed whole to the server log and shown whole to every admin in 'Correos enviados'. The log line now has
 * the secrets redacted; the outbox shows them only to the addressee's own account when the addressee is an admin
 * (another admin sees the e-mail with the secret hidden).
 */
let t: TestApp;
let users: Record<'ana' | 'bea', SignedInUser>;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { ana: { role: 'admin' }, bea: { role: 'admin' } }, '10.95.0');
});
afterAll(() => t.cleanup());

/** The id of the newest 'mail.send' job of `purpose` to `email`. */
async function mailJobId(email: string, purpose: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'mail.send'),
        sql`${jobs.payload} -> 'meta' ->> 'purpose' = ${purpose}`,
        sql`${jobs.payload} -> 'message' ->> 'to' = ${email}`,
      ),
    )
    .orderBy(sql`${jobs.createdAt} desc`)
    .limit(1);
  if (!row) throw new Error(`no ${purpose} e-mail queued for ${email}`);
  return row.id;
}

async function requestResetLink(email: string): Promise<{ jobId: string; token: string }> {
  ipCounter += 1;
  const res = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email },
    ip: `10.96.0.${ipCounter}`,
  });
  expect(res.status).toBe(200);
  const jobId = await mailJobId(email, 'password-reset');
  const [queued] = await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.id, jobId));
  const text = (queued!.payload as { message: { text: string } }).message.text;
  const token = /reset-password\?token=(\S+)/.exec(text)?.[1];
  if (!token) throw new Error('no reset link in the queued e-mail');
  return { jobId, token: decodeURIComponent(token) };
}

/** Runs one queued job with a runner whose log lines (JSON, info and up) are kept. */
async function runLogged(jobId: string): Promise<string[]> {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const deps = { db: t.database.db, env: t.deps.env, logger };
  const runner = new JobRunner({
    db: t.database.db,
    logger,
    handlers: { [sendMailJob.type]: bindJob(sendMailJob, deps) },
    workerId: 'mail-secrets-test',
  });
  expect((await runner.runJobNow(jobId))?.status).toBe('succeeded');
  return lines;
}

async function outboxAs(viewer: SignedInUser, email: string) {
  const res = await t.request(`/api/admin/mail?q=${encodeURIComponent(email)}`, { cookie: viewer.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as OutboxResponse).messages;
}

describe('the log transport redacts secrets from the log line', () => {
  it('a reset link never reaches the log; the outbox keeps the e-mail for its addressee', async () => {
    const { jobId, token } = await requestResetLink(users.ana.email);
    const lines = await runLogged(jobId);
    const stored = lines.find((line) => line.includes('e-mail stored in the outbox'));
    expect(stored).toBeDefined();
    expect(stored).toContain('/reset-password?token=');
    for (const line of lines) expect(line).not.toContain(token);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.jobId, jobId));
    expect(row!.textBody).toContain(token);
  });

  it('neither does a temporary password (plain or HTML-escaped)', async () => {
    const secret = 'Clave-Temporal-<&>-2026';
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          to: 'cliente-secreto@example.test',
          subject: 'Tus credenciales',
          text: `Contraseña temporal: ${secret}`,
          html: `<p>${escapeHtml(secret)}</p>`,
        },
        { purpose: 'credentials', secrets: [secret] },
      ),
    );
    const lines = await runLogged(jobId);
    expect(lines.some((line) => line.includes('Contraseña temporal:'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain(JSON.stringify(escapeHtml(secret)).slice(1, -1));
    }
  });
});

describe('Correos enviados shows a secret only to its addressee', () => {
  it('another admin sees an admin’s reset e-mail with the link hidden; its addressee sees the link', async () => {
    const { jobId, token } = await requestResetLink(users.ana.email);
    expect(await deliverNow(t.deps, jobId)).toEqual({ delivered: true });

    const [asBea] = (await outboxAs(users.bea, users.ana.email)).filter((m) => m.kind === 'password-reset');
    expect(asBea).toBeDefined();
    expect(asBea!.text).not.toContain(token);
    expect(asBea!.text).toContain(OUTBOX_SECRET_HIDDEN);
    expect(asBea!.isSecretHidden).toBe(true);
    expect(asBea!.subject).toBe('Restablece tu contraseña del Panel de Stories');

    const [asAna] = (await outboxAs(users.ana, users.ana.email)).filter((m) => m.kind === 'password-reset');
    expect(asAna!.text).toContain(`/reset-password?token=${token}`);
    expect(asAna!.isSecretHidden).toBe(false);
  });

  it('an e-mail to someone without an admin account (a client’s credentials) is shown whole: the agency delivers it', async () => {
    const secret = 'Clave-Cliente-2026';
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          to: 'cliente-nuevo@example.test',
          subject: 'Tus credenciales',
          text: `Contraseña temporal: ${secret}`,
          html: `<p>${secret}</p>`,
        },
        { purpose: 'credentials', secrets: [secret] },
      ),
    );
    expect(await deliverNow(t.deps, jobId)).toEqual({ delivered: true });
    const [asBea] = await outboxAs(users.bea, 'cliente-nuevo@example.test');
    expect(asBea).toMatchObject({ text: `Contraseña temporal: ${secret}`, isSecretHidden: false });
  });

  it('an e-mail without secrets is shown whole to every admin', async () => {
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(
        tx,
        { to: users.ana.email, subject: 'Aviso', text: 'Hola, Ana: nada secreto aquí.', html: '<p>Hola</p>' },
        { purpose: 'agency-alert' },
      ),
    );
    expect(await deliverNow(t.deps, jobId)).toEqual({ delivered: true });
    const [asBea] = (await outboxAs(users.bea, users.ana.email)).filter((m) => m.kind === 'agency-alert');
    expect(asBea).toMatchObject({ text: 'Hola, Ana: nada secreto aquí.', isSecretHidden: false });
  });
});

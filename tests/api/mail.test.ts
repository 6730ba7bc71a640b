import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { enqueueMail } from '../../src/server/mail/enqueue-mail';
import { REDACTED_SECRET, UnsafeMailError } from '../../src/server/mail/mail-message';
import { credentialsEmail } from '../../src/server/mail/templates/credentials';
import { escapeHtml, renderEmail } from '../../src/server/mail/templates/layout';
import { deliverNow } from '../../src/server/services/mail/deliver-now';
import { sendMailJob } from '../../src/server/services/mail/send-mail-job';
import { createTestApp, type TestApp } from '../setup/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../setup/test-smtp-server';

let t: TestApp;
let smtp: TestSmtpServer;
let smtpApp: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtpServer();
  // a second app on the same database, configured with the SMTP listener
  smtpApp = await createTestApp({ database: t.database, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await smtp.close();
  await t.cleanup();
});

const message = (to: string, subject = 'Prueba de correo') => ({
  to,
  subject,
  text: 'Hola <mundo>',
  html: `<p>${escapeHtml('Hola <mundo>')}</p>`,
});

async function outboxFor(jobId: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.jobId, jobId));
}

describe('mail: log transport (no SMTP_URL)', () => {
  it('stores the message in mail_outbox once and marks the job succeeded', async () => {
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(tx, message('log@example.test'), { purpose: 'credentials' }),
    );
    expect(await deliverNow(t.deps, jobId)).toEqual({ delivered: true });
    const rows = await outboxFor(jobId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddress: 'log@example.test',
      subject: 'Prueba de correo',
      textBody: 'Hola <mundo>',
      transport: 'log',
    });
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.status).toBe('succeeded');

    // a second attempt for the same job does not send again
    expect(await deliverNow(t.deps, jobId)).toEqual({ delivered: true });
    expect(await outboxFor(jobId)).toHaveLength(1);
  });

  it('keeps a secret in the outbox (the agency reads it there) but clears it from the job once stored', async () => {
    const secret = 'Clave-Temporal-<&>';
    const withSecret = {
      ...message('secreto@example.test'),
      text: `Contraseña temporal: ${secret}`,
      html: `<p>${escapeHtml(secret)}</p>`,
    };
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(tx, withSecret, { purpose: 'credentials', secrets: [secret] }),
    );
    const [queued] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(JSON.stringify(queued!.payload)).toContain(secret);
    expect(await deliverNow(t.deps, jobId)).toEqual({ delivered: true });
    const [row] = await outboxFor(jobId);
    expect(row!.textBody).toContain(secret);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const payload = JSON.stringify(job!.payload);
    expect(payload).not.toContain(secret);
    expect(payload).not.toContain(escapeHtml(secret));
    expect(payload).toContain(REDACTED_SECRET);
  });

  it('does not send twice when a job runs again after its message reached the outbox', async () => {
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(tx, message('again@example.test'), { purpose: 'campaign-created' }),
    );
    await deliverNow(smtpApp.deps, jobId);
    expect(smtp.messages.filter((m) => m.to.includes('again@example.test'))).toHaveLength(1);
    // as if the worker crashed after sending but before marking the job done
    await t.database.db.update(jobs).set({ status: 'queued' }).where(eq(jobs.id, jobId));
    expect(await deliverNow(smtpApp.deps, jobId)).toEqual({ delivered: true });
    expect(smtp.messages.filter((m) => m.to.includes('again@example.test'))).toHaveLength(1);
    expect(await outboxFor(jobId)).toHaveLength(1);
  });

  it('is not queued when the transaction rolls back', async () => {
    let queued = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        queued = (await enqueueMail(tx, message('rollback@example.test'), { purpose: 'credentials' })).jobId;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.id, queued))).toHaveLength(0);
  });
});

describe('mail: deliverNow and the background runner', () => {
  it('never runs a job twice: when the runner holds it, deliverNow waits for that run', async () => {
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(tx, message('race@example.test'), { purpose: 'campaign-created' }),
    );
    let release = () => {};
    let runs = 0;
    const runner = new JobRunner({
      db: t.database.db,
      logger: t.deps.logger,
      handlers: {
        'mail.send': {
          payload: sendMailJob.payload,
          run: async (payload, ctx) => {
            runs++;
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            await createJobHandlers({ db: t.database.db, env: t.deps.env, logger: t.deps.logger })[
              'mail.send'
            ]!.run(payload, ctx);
          },
        },
      },
    });
    const background = runner.runJobNow(jobId);
    await expect.poll(() => runs).toBe(1);
    const inRequest = deliverNow(t.deps, jobId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect(await background).toEqual({ status: 'succeeded' });
    expect(await inRequest).toEqual({ delivered: true });
    expect(runs).toBe(1);
    expect(await outboxFor(jobId)).toHaveLength(1);
  });
});

describe('mail: header injection', () => {
  it.each([
    ['a CR/LF in the recipient', message('victim@example.test\r\nBcc: all@example.test')],
    ['a LF in the subject', message('ok@example.test', 'Hola\nBcc: all@example.test')],
    ['a display-name list as recipient', message('a@example.test, b@example.test')],
  ])('refuses %s before anything is queued', async (_name, bad) => {
    await expect(
      t.database.db.transaction((tx) => enqueueMail(tx, bad, { purpose: 'credentials' })),
    ).rejects.toBeInstanceOf(UnsafeMailError);
  });

  it('fails a tampered job for good without reaching the mailer', async () => {
    const [row] = await t.database.db
      .insert(jobs)
      .values({
        type: 'mail.send',
        payload: {
          message: message('x@example.test', 'a\r\nBcc: y@example.test'),
          meta: { purpose: 'credentials' },
        },
      })
      .returning({ id: jobs.id });
    const result = await deliverNow(smtpApp.deps, row!.id);
    expect(result.delivered).toBe(false);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, row!.id));
    expect(job!.status).toBe('failed');
    expect(smtp.messages.some((m) => m.to.includes('x@example.test'))).toBe(false);
  });
});

describe('mail: SMTP transport', () => {
  it('delivers HTML and text bodies through SMTP_URL and records them as smtp', async () => {
    const mail = credentialsEmail({
      to: 'smtp@example.test',
      contactName: 'Lucía <b>Pérez</b>',
      brandName: 'Café & Co',
      temporaryPassword: 'Abc-123-xyz',
      loginUrl: 'http://localhost:3000/login',
      expiresAt: new Date('2026-11-29T10:00:00Z'),
      validityDays: 7,
      timeZone: 'Europe/Madrid',
    });
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(tx, mail, { purpose: 'credentials' }),
    );
    expect(await deliverNow(smtpApp.deps, jobId)).toEqual({ delivered: true });
    const received = await smtp.waitFor('smtp@example.test');
    expect(received.subject).toBe('Tus credenciales de acceso al Panel de Stories — Café & Co');
    expect(received.from).toMatch(/^no-reply@/);
    expect(received.text).toContain('Contraseña temporal: Abc-123-xyz');
    expect(received.text).toContain('http://localhost:3000/login');
    expect(received.text).toContain('29/11/2026');
    expect(received.html).toContain('Lucía &lt;b&gt;Pérez&lt;/b&gt;');
    expect(received.html).toContain('Café &amp; Co');
    expect(received.html).not.toContain('<b>Pérez</b>');
    const [row] = await outboxFor(jobId);
    expect(row!.transport).toBe('smtp');
  });

  it('reports a failed delivery and keeps the job queued for a retry with back-off', async () => {
    const down = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const { jobId } = await t.database.db.transaction((tx) =>
      enqueueMail(tx, message('down@example.test'), { purpose: 'campaign-created' }),
    );
    const result = await deliverNow(down.deps, jobId);
    expect(result.delivered).toBe(false);
    expect(result.error).toBeTruthy();
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await outboxFor(jobId)).toHaveLength(0);
    // the retry, once SMTP answers again
    expect(await deliverNow(smtpApp.deps, jobId)).toEqual({ delivered: true });
    expect((await smtp.waitFor('down@example.test')).subject).toBe('Prueba de correo');
  });
});

describe('mail layout', () => {
  it('escapes every value and keeps non-http links out of href', () => {
    const { html, text } = renderEmail({
      heading: '<script>alert(1)</script>',
      paragraphs: ['"hola" & \'adiós\''],
      action: { label: 'Abrir', url: 'javascript:alert(1)' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;hola&quot; &amp; &#39;adiós&#39;');
    expect(html).not.toContain('href="javascript');
    expect(text).toContain('<script>alert(1)</script>');
  });
});

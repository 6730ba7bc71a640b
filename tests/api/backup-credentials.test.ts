import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES_WITHOUT_ROWS } from '../../src/server/backup/backup-format';
import { verifyBackupFile } from '../../src/server/backup/read-backup';
import { checkTargetEmpty, restoreBackup } from '../../src/server/backup/restore-backup';
import { writeBackup } from '../../src/server/backup/write-backup';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { bindJob } from '../../src/server/jobs/define-job';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { enqueueMail } from '../../src/server/mail/enqueue-mail';
import { BACKED_UP_SECRET, type MailJobPayload } from '../../src/server/mail/mail-message';
import { escapeHtml } from '../../src/server/mail/templates/layout';
import { sendMailJob } from '../../src/server/services/mail/send-mail-job';
import { todayInTimeZone } from '../../src/shared/dates';
import type { OutboxResponse } from '../../src/shared/mail/outbox';
import { createCampaign } from '../factories/campaigns';
import { clientInput } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/**
 * Issue 28, decision 027: a backup holds no live credential. Beyond the sessions and the auth secret, that is the
 * secrets of e-mails (a client's temporary password, an admin invitation's token, a password-reset link's token)
 * kept by the outbox without SMTP or still in an unsent 'mail.send' job, Better Auth's reset tokens (verification)
 * and the open resumable uploads (media_uploads, whose staged files are not in the file). The backup is written
 * and restored with the panel's own code, on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let t: TestApp;
let restoredDb: TestDatabase;
let restored: TestApp | null = null;
let users: Record<'ana' | 'owner', SignedInUser>;
const work = mkdtempSync(path.join(tmpdir(), 'stories-backup-credentials-'));
const backupFile = path.join(work, 'panel.tar');
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { ana: { role: 'admin' }, owner: {} }, '10.97.0');
  restoredDb = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await restored?.cleanup();
  await restoredDb.cleanup();
  await t.cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** The newest 'mail.send' job of `purpose` to `email`: its id and payload. */
async function mailJob(email: string, purpose: string) {
  const [row] = await t.database.db
    .select({ id: jobs.id, payload: jobs.payload })
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
  return { id: row.id, payload: row.payload as MailJobPayload };
}

/** Sends a queued e-mail job as the runner would (no SMTP_URL: it is kept in the outbox with its secrets). */
async function send(jobId: string) {
  const deps = { db: t.database.db, env: t.deps.env, logger: t.deps.logger };
  const runner = new JobRunner({
    db: t.database.db,
    logger: t.deps.logger,
    handlers: { [sendMailJob.type]: bindJob(sendMailJob, deps) },
    workerId: 'backup-credentials-test',
  });
  expect((await runner.runJobNow(jobId))?.status).toBe('succeeded');
}

async function requestReset(email: string) {
  ipCounter += 1;
  const res = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email },
    ip: `10.98.0.${ipCounter}`,
  });
  expect(res.status).toBe(200);
  return mailJob(email, 'password-reset');
}

/** Every entry of a tar file as name → bytes. */
async function readTar(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.set(entry.header.name, Buffer.concat(chunks));
    }
  })();
  extract.end(readFileSync(file));
  await reading;
  return entries;
}

const lines = (body: Buffer | undefined) =>
  (body ?? Buffer.alloc(0))
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('what a backup carries of e-mails, reset tokens and open uploads', () => {
  /** Sent (kept in the outbox with their secrets): a client's temporary password, an invitation, a reset link. */
  const sent: { to: string; secret: string }[] = [];
  /** A reset link whose e-mail has not gone out: its job holds the token. */
  let unsent: { jobId: string; token: string };

  it('no e-mail secret, reset token or open upload is in the backup file', async () => {
    const client = clientInput();
    const created = await t.request('/api/admin/clients', {
      method: 'POST',
      cookie: users.ana.cookie,
      json: client,
    });
    expect(created.status).toBe(201);
    const [credentials] = await t.database.db
      .select({ secrets: mailOutbox.secrets })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, client.email));
    expect(credentials?.secrets).toHaveLength(1);
    sent.push({ to: client.email, secret: credentials!.secrets![0]! });

    const colleague = `colega-${crypto.randomUUID().slice(0, 8)}@agencia.test`;
    const invited = await t.request('/api/admin/team/invitations', {
      method: 'POST',
      cookie: users.ana.cookie,
      json: { name: 'Marta Colega', email: colleague },
    });
    expect(invited.status).toBeLessThan(300);
    const invitation = await mailJob(colleague, 'team-invitation');
    await send(invitation.id);
    sent.push({ to: colleague, secret: invitation.payload.meta.secrets![0]! });

    const reset = await requestReset(users.ana.email);
    await send(reset.id);
    sent.push({ to: users.ana.email, secret: reset.payload.meta.secrets![0]! });
    // A secret with every character that means something to a regular expression, to HTML or to JSON.
    const odd = `Clave.*+?()[]{}|\\^$-<&>"'-${crypto.randomUUID().slice(0, 8)}`;
    const { jobId: oddJob } = await t.database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          to: 'cliente-raro@example.test',
          subject: 'Tus credenciales',
          text: `Contraseña temporal: ${odd} (${odd})`,
          html: `<p>${escapeHtml(odd)}</p>`,
        },
        { purpose: 'credentials', secrets: [odd] },
      ),
    );
    await send(oddJob);
    sent.push({ to: 'cliente-raro@example.test', secret: odd });

    const pending = await requestReset(users.ana.email);
    unsent = { jobId: pending.id, token: pending.payload.meta.secrets![0]! };
    expect(unsent.token).not.toBe(sent[2]!.secret);
    expect(sent).toHaveLength(4);

    // An open resumable upload of a story.
    const campaign = await createCampaign(t.database.db, {
      clientId: users.owner.clientId!,
      startDate: todayInTimeZone('Europe/Madrid'),
      days: 1,
      storiesPerDay: 1,
    });
    const upload = await t.request('/api/uploads', {
      method: 'POST',
      cookie: users.owner.cookie,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `storyId ${Buffer.from(campaign.storyIds[0]!).toString('base64')},filename ${Buffer.from('a.png').toString('base64')},filetype ${Buffer.from('image/png').toString('base64')}`,
      },
    });
    expect(upload.status).toBe(201);

    // Before the backup, the database holds every one of them.
    const counts = await t.database.db.execute(
      sql`select (select count(*) from verification)::int as verification, (select count(*) from media_uploads)::int as uploads`,
    );
    const [count] = (counts as unknown as { rows: { verification: number; uploads: number }[] }).rows;
    expect(count!.verification).toBeGreaterThan(0);
    expect(count!.uploads).toBe(1);

    await writeBackup(
      { database: t.database, storage: t.deps.media.storage, dataDir: t.deps.env.DATA_DIR },
      createWriteStream(backupFile, { mode: 0o600 }),
    );

    // The file's bytes hold no secret, plain, HTML-escaped or in a link (URL-encoded).
    const whole = readFileSync(backupFile);
    for (const secret of [...sent.map((s) => s.secret), unsent.token]) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      const json = (value: string) => JSON.stringify(value).slice(1, -1);
      for (const form of new Set([
        secret,
        json(secret),
        json(escapeHtml(secret)),
        encodeURIComponent(secret),
      ])) {
        expect(whole.includes(form), form).toBe(false);
      }
    }
    const entries = await readTar(backupFile);
    for (const table of ['session', 'verification', 'media_uploads']) {
      expect(TABLES_WITHOUT_ROWS).toContain(table);
      expect(entries.get(`db/${table}.jsonl`), table).toEqual(Buffer.alloc(0));
    }
    // The e-mails are there with their secrets replaced and no list of them; the unsent one's job is not.
    const outbox = lines(entries.get('db/mail_outbox.jsonl'));
    for (const { to } of sent) {
      const row = outbox.find((r) => r.to_address === to);
      expect(row, to).toBeDefined();
      expect(row!.secrets).toBeNull();
      expect(row!.text_body).toContain(BACKED_UP_SECRET);
      expect(row!.html_body).toContain(BACKED_UP_SECRET);
    }
    const jobIds = lines(entries.get('db/jobs.jsonl')).map((r) => r.id);
    expect(jobIds).toContain(invitation.id);
    expect(jobIds).not.toContain(unsent.jobId);
  }, 120_000);

  it('a panel restored from it lists those e-mails, redacted, and has no unsent one to send', async () => {
    const manifest = await verifyBackupFile(backupFile);
    restored = await createTestApp({ database: restoredDb.database });
    const target = {
      database: restoredDb.database,
      storage: restored.deps.media.storage,
      dataDir: restored.deps.env.DATA_DIR,
    };
    await checkTargetEmpty(target, manifest);
    await restoreBackup(backupFile, manifest, target);

    const { cookie } = await restored.signIn(users.ana.email, users.ana.password, '10.99.0.1');
    expect(cookie).toBeTruthy();
    for (const { to, secret } of sent) {
      const res = await restored.request(`/api/admin/mail?q=${encodeURIComponent(to)}`, { cookie: cookie! });
      expect(res.status).toBe(200);
      const { messages } = (await res.json()) as OutboxResponse;
      expect(messages.length, to).toBeGreaterThan(0);
      for (const message of messages) {
        expect(message.text).toContain(BACKED_UP_SECRET);
        expect(message.text).not.toContain(secret);
      }
    }
    const left = await restoredDb.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.id, unsent.jobId));
    expect(left).toEqual([]);
  }, 120_000);
});

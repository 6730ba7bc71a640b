import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { BACKED_UP_SECRET } from '../../src/server/mail/mail-message';
import { DEMO_CREDENTIALS } from '../../src/server/seed/demo-credentials';
import { type ServerProcess, signInOver, startServerProcess } from '../setup/server-process';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';
import { notPrivate } from './support/private-modes';

/**
 * `npm run backup` and `npm run restore` end to end, as separate processes: the real panel with demo data under
 * write load (copy edits, uploads and deletions of story files, and its own jobs), the backup CLI against it, the
 * restore CLI into a fresh DATA_DIR (and, with TEST_DATABASE_URL, a fresh PostgreSQL database), the panel started
 * there. The restored tables are compared row for row with the backup's own rows (parsed here from the file,
 * independently of the code that wrote and checked them), the media files by sha256.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BACKUP_CLI = path.join(ROOT, 'src/server/cli/backup.ts');
const RESTORE_CLI = path.join(ROOT, 'src/server/cli/restore.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const admin = DEMO_CREDENTIALS.admin;

interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function startCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', AUTH_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const done = new Promise<CliResult>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}
const runCli = (script: string, args: string[], env: Record<string, string>) =>
  startCli(script, args, env).done;

/** Every entry of a tar file as name → bytes (test-sized files only). */
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

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const sortedRows = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();

/** The objects of a JSON value that have all of `keys`. */
function objectsWith(value: unknown, keys: string[], found: Record<string, unknown>[] = []) {
  if (Array.isArray(value)) for (const v of value) objectsWith(v, keys, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (keys.every((k) => k in record)) found.push(record);
    for (const v of Object.values(record)) objectsWith(v, keys, found);
  }
  return found;
}

async function getJson(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  expect(res.status, url).toBe(200);
  return res.json() as Promise<unknown>;
}

/** Story ids of the demo data, through the API. */
async function storyIds(url: string, cookie: string): Promise<string[]> {
  const list = await getJson(`${url}/api/admin/campaigns`, cookie);
  const campaignIds = objectsWith(list, ['id', 'title']).map((c) => String(c.id));
  const ids = new Set<string>();
  for (const id of campaignIds.slice(0, 3)) {
    const detail = await getJson(`${url}/api/campaigns/${id}`, cookie);
    for (const story of objectsWith(detail, ['id', 'copyText'])) ids.add(String(story.id));
  }
  return [...ids];
}

/**
 * Writes through the API until stopped: copy edits, uploads of a small image and deletions of the files it
 * uploaded (whose deletion jobs race the backup's copy of the objects). Answers how many writes succeeded.
 */
function startWriteLoad(url: string, cookie: string, stories: string[], image: Buffer) {
  let isStopped = false;
  let writes = 0;
  const headers = { cookie, origin: url };
  const loop = (async () => {
    for (let i = 0; !isStopped; i++) {
      const story = stories[i % stories.length]!;
      const copy = await fetch(`${url}/api/stories/${story}/copy`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ copyText: `Copy de carga ${i}` }),
      });
      if (copy.status === 200) writes++;
      const up = await fetch(`${url}/api/stories/${story}/media?name=carga-${i}.png`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(image),
      });
      if (up.status !== 201) continue;
      writes++;
      if (i % 2 === 0) {
        const { media } = (await up.json()) as { media: { id: string } };
        const del = await fetch(`${url}/api/media/${media.id}`, { method: 'DELETE', headers });
        if (del.status < 300) writes++;
      }
    }
  })();
  return {
    writes: () => writes,
    stop: async () => {
      isStopped = true;
      await loop;
      return writes;
    },
  };
}

/** The text of the newest e-mail to `to` in 'Correos enviados', once there (the panel's job runner sends it). */
async function outboxText(url: string, cookie: string, to: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = (await getJson(`${url}/api/admin/mail?q=${encodeURIComponent(to)}`, cookie)) as {
          messages: { to: string; text: string }[];
        };
        text = list.messages.find((m) => m.to === to)?.text ?? '';
        return text;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return text;
}

/**
 * E-mails carrying a live credential, sent before the backup (no SMTP_URL: the outbox keeps them whole): a new
 * client's temporary password, an admin invitation's token, the admin's password-reset token. Answers each
 * e-mail's address and secret, read in 'Correos enviados' as the agency reads them.
 */
async function sendCredentialMails(url: string, cookie: string) {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const tag = crypto.randomUUID().slice(0, 8);
  const client = `cliente-${tag}@example.test`;
  const created = await fetch(`${url}/api/admin/clients`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Lucía Pérez', brandName: `Marca ${tag}`, email: client }),
  });
  expect(created.status).toBe(201);
  const colleague = `colega-${tag}@agencia.test`;
  const invited = await fetch(`${url}/api/admin/team/invitations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Marta Colega', email: colleague }),
  });
  expect(invited.status).toBeLessThan(300);
  const reset = await fetch(`${url}/api/auth/request-password-reset`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email }),
  });
  expect(reset.status).toBe(200);
  // The e-mails are written by queued jobs: wait for each (a condition, never a fixed time), at most 30 s.
  const secretIn = async (to: string, pattern: RegExp) => {
    const deadline = Date.now() + 30_000;
    let found = pattern.exec(await outboxText(url, cookie, to))?.[1];
    while (found === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = pattern.exec(await outboxText(url, cookie, to))?.[1];
    }
    expect(found, to).toBeDefined();
    return { to, secret: decodeURIComponent(found!) };
  };
  return [
    await secretIn(client, /Contraseña temporal: (\S+)/),
    await secretIn(colleague, /invitation\?token=(\S+)/),
    await secretIn(admin.email, /reset-password\?token=(\S+)/),
  ];
}

/** Opens the restored database in this process (the panel there is stopped) and gives `read` a query. */
async function withRestoredDb<T>(
  target: { dataDir: string; databaseUrl: string | null },
  read: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const database = target.databaseUrl
    ? openDatabase({ kind: 'postgres', url: target.databaseUrl, poolSize: 1 })
    : openDatabase({ kind: 'pglite', dataDir: target.dataDir });
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute("set local timezone = 'UTC'");
      return read(
        async (text) => ((await tx.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows,
      );
    });
  } finally {
    await database.close();
  }
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'stories-backup-test-'));
  const backupFile = path.join(work, 'panel.tar');
  const restoredDir = path.join(work, 'restored');
  const databases: TestDatabase[] = [];
  const servers: ServerProcess[] = [];
  let source: ServerProcess;
  let sourceEnv: Record<string, string>;
  let restoredUrl: string | null = null;
  let cookie: string;
  let image: Buffer;
  /** A session signed in on the restored panel, and that panel's place. */
  let restoredSession: { cookie: string; env: Record<string, string> } | null = null;

  /** A fresh, migrated, empty PostgreSQL database's URL (PostgreSQL runs only). */
  const freshDatabaseUrl = async () => {
    const db = await createTestDatabase();
    databases.push(db);
    // Its pool stays open until cleanup() closes it and drops the database (a second close would throw there).
    return db.database.pool!.options.connectionString!;
  };

  beforeAll(async () => {
    image = await sharp({ create: { width: 320, height: 568, channels: 3, background: '#16a085' } })
      .png()
      .toBuffer();
    sourceEnv = { AUTH_SECRET: '', ...(onPostgres ? { DATABASE_URL: await freshDatabaseUrl() } : {}) };
    source = await startServerProcess(sourceEnv, { startTimeoutMs: 180_000 });
    servers.push(source);
    cookie = await signInOver(source.url, admin.email, admin.password);
    // DATA_DIR/vapid.json is made on first use: the push status makes it, so the backup has a secret to carry.
    await getJson(`${source.url}/api/push`, cookie);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    rmSync(work, { recursive: true, force: true });
    for (const db of databases) await db.cleanup();
  });

  it('backs up the running panel under write load, restores into a fresh place, and the panel runs there', async () => {
    const stories = await storyIds(source.url, cookie);
    expect(stories.length).toBeGreaterThan(3);
    const mails = await sendCredentialMails(source.url, cookie);
    const load = startWriteLoad(source.url, cookie, stories, image);
    await expect.poll(load.writes, { timeout: 60_000 }).toBeGreaterThan(0);
    const backup = await runCli(BACKUP_CLI, ['--out', backupFile], {
      DATA_DIR: source.dataDir,
      ...(sourceEnv.DATABASE_URL ? { DATABASE_URL: sourceEnv.DATABASE_URL } : {}),
    });
    const writes = await load.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(onPostgres ? 'PostgreSQL' : 'el panel en marcha');
    expect(writes).toBeGreaterThan(3);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);
    // Readable by its owner only: it holds every row of the panel (docs/decisions/027).
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const entries = await readTar(backupFile);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as {
      tables: { name: string; rows: number }[];
      media: { key: string; size: number; sha256: string }[];
      secrets: { name: string }[];
    };
    // Every object a story_media row of the snapshot names is in the file, with the manifest's hash.
    const mediaRows = entries
      .get('db/story_media.jsonl')!
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { storage_key: string; thumbnail_key: string | null });
    expect(mediaRows.length).toBeGreaterThan(0);
    const named = new Set(mediaRows.flatMap((m) => [m.storage_key, m.thumbnail_key]).filter(Boolean));
    expect(new Set(manifest.media.map((m) => m.key))).toEqual(named);
    for (const m of manifest.media) expect(sha256(entries.get(`media-store/${m.key}`)!)).toBe(m.sha256);
    // No live credential: no session row, not the secret that signs the session cookies (decision 027). The
    // cookie's token and the secret are nowhere in the file's bytes.
    expect(manifest.tables.find((t) => t.name === 'session')?.rows).toBe(0);
    expect(entries.get('db/session.jsonl')).toEqual(Buffer.alloc(0));
    expect(manifest.secrets.map((s) => s.name)).toEqual(['vapid.json']);
    expect([...entries.keys()].filter((name) => name.startsWith('secrets/'))).toEqual(['secrets/vapid.json']);
    const whole = readFileSync(backupFile);
    const sessionToken = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(sessionToken.length).toBeGreaterThan(20);
    expect(whole.includes(sessionToken)).toBe(false);
    // AUTH_SECRET is unset: the panel made DATA_DIR/auth-secret (on PostgreSQL too).
    const secret = readFileSync(path.join(source.dataDir, 'auth-secret'), 'utf8').trim();
    expect(whole.includes(secret)).toBe(false);
    // Nor the secrets of the e-mails sent before it: the temporary password, the invitation and reset tokens;
    // Better Auth's reset tokens (verification) and the open uploads are written without rows.
    for (const { secret: credential } of mails) {
      expect(credential.length).toBeGreaterThanOrEqual(8);
      expect(whole.includes(credential), credential).toBe(false);
    }
    expect(manifest.tables.find((t) => t.name === 'verification')?.rows).toBe(0);
    expect(manifest.tables.find((t) => t.name === 'media_uploads')?.rows).toBe(0);

    restoredUrl = onPostgres ? await freshDatabaseUrl() : null;
    const targetEnv = { DATA_DIR: restoredDir, ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}) };
    const restore = await runCli(RESTORE_CLI, [backupFile], targetEnv);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restaurada');

    // Row for row: the restored tables hold exactly the rows the file holds; no table more, none less.
    await withRestoredDb({ dataDir: restoredDir, databaseUrl: restoredUrl }, async (query) => {
      const tables = await query(`select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`);
      expect(tables.map((t) => String(t.relname)).sort()).toEqual(manifest.tables.map((t) => t.name).sort());
      for (const { name, rows } of manifest.tables) {
        const fromFile = entries
          .get(`db/${name}.jsonl`)!
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as unknown);
        expect(fromFile).toHaveLength(rows);
        const restored = (await query(`select to_jsonb(t)::text as r from "${name}" t`)).map(
          (r) => JSON.parse(String(r.r)) as unknown,
        );
        expect(sortedRows(restored), name).toEqual(sortedRows(fromFile));
      }
    });
    // Every media file, byte for byte, and the secret.
    for (const m of manifest.media) {
      expect(sha256(readFileSync(path.join(restoredDir, 'media-store', m.key)))).toBe(m.sha256);
    }
    expect(readFileSync(path.join(restoredDir, 'vapid.json'))).toEqual(entries.get('secrets/vapid.json'));
    expect(existsSync(path.join(restoredDir, 'auth-secret'))).toBe(false);
    // What the restore wrote is its owner's only, whatever the umask (PGlite's own files included).
    expect(notPrivate(restoredDir)).toEqual([]);

    // The panel starts on the restored place without the old secret (it makes a new one): healthy, the session
    // signed in before the backup is refused (everyone signs in again), a new sign-in works, a story file
    // downloads byte-identical.
    const restored = await startServerProcess(
      { AUTH_SECRET: '', DEMO_DATA: 'false', ...targetEnv },
      { startTimeoutMs: 180_000 },
    );
    servers.push(restored);
    expect((await fetch(`${restored.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${restored.url}/api/me`, { headers: { cookie } })).status).toBe(401);
    const fresh = await signInOver(restored.url, admin.email, admin.password);
    restoredSession = { cookie: fresh, env: targetEnv };
    // The restored panel still lists those e-mails, with the secret replaced.
    for (const { to, secret: credential } of mails) {
      const text = await outboxText(restored.url, fresh, to);
      expect(text).toContain(BACKED_UP_SECRET);
      expect(text).not.toContain(credential);
    }
    const someMedia = mediaRows[0] as unknown as { id: string; storage_key: string };
    const file = await fetch(`${restored.url}/api/media/${someMedia.id}`, { headers: { cookie: fresh } });
    expect(file.status).toBe(200);
    expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(
      manifest.media.find((m) => m.key === someMedia.storage_key)!.sha256,
    );
    await restored.kill();
  }, 300_000);

  it('a backup written before decision 027, with session rows and auth-secret, is restored without them', async () => {
    expect(restoredSession).not.toBeNull();
    const { cookie: liveCookie, env } = restoredSession!;
    // The file the old code wrote: this backup plus the restored panel's live session rows and its secret.
    const sessionRows = await withRestoredDb(
      { dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL ?? null },
      async (query) =>
        (
          await query(`select to_jsonb(t)::text as r from session t order by to_jsonb(t)::text collate "C"`)
        ).map((r) => `${String(r.r)}\n`),
    );
    expect(sessionRows.length).toBeGreaterThan(0);
    const entries = await readTar(backupFile);
    const sessionEntry = Buffer.from(sessionRows.join(''));
    const secretEntry = readFileSync(path.join(env.DATA_DIR!, 'auth-secret'));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as {
      tables: { name: string; rows: number; bytes: number; sha256: string }[];
      secrets: { name: string; size: number; sha256: string }[];
    };
    Object.assign(manifest.tables.find((t) => t.name === 'session')!, {
      rows: sessionRows.length,
      bytes: sessionEntry.length,
      sha256: sha256(sessionEntry),
    });
    manifest.secrets.unshift({ name: 'auth-secret', size: secretEntry.length, sha256: sha256(secretEntry) });
    const legacy = path.join(work, 'legacy.tar');
    const pack = tar.pack();
    const written = new Promise<void>((resolve, reject) => {
      const out = createWriteStream(legacy);
      out.once('finish', resolve).once('error', reject);
      pack.pipe(out);
    });
    for (const [name, body] of entries) {
      if (name === 'manifest.json') continue;
      if (name === 'secrets/vapid.json') pack.entry({ name: 'secrets/auth-secret' }, secretEntry);
      pack.entry({ name }, name === 'db/session.jsonl' ? sessionEntry : body);
    }
    pack.entry({ name: 'manifest.json' }, Buffer.from(JSON.stringify(manifest)));
    pack.finalize();
    await written;

    const legacyDir = path.join(work, 'restored-legacy');
    const legacyUrl = onPostgres ? await freshDatabaseUrl() : null;
    const legacyEnv = { DATA_DIR: legacyDir, ...(legacyUrl ? { DATABASE_URL: legacyUrl } : {}) };
    const restore = await runCli(RESTORE_CLI, [legacy], legacyEnv);
    expect(restore.code, restore.stderr).toBe(0);
    expect(existsSync(path.join(legacyDir, 'auth-secret'))).toBe(false);
    await withRestoredDb({ dataDir: legacyDir, databaseUrl: legacyUrl }, async (query) => {
      expect(await query('select * from session')).toEqual([]);
    });
    const panel = await startServerProcess(
      { AUTH_SECRET: '', DEMO_DATA: 'false', ...legacyEnv },
      { startTimeoutMs: 180_000 },
    );
    servers.push(panel);
    expect((await fetch(`${panel.url}/api/me`, { headers: { cookie: liveCookie } })).status).toBe(401);
    await signInOver(panel.url, admin.email, admin.password);
    await panel.kill();
  }, 300_000);

  it('refuses to restore into a target that is not empty, and changes nothing there', async () => {
    const again = await runCli(RESTORE_CLI, [backupFile], {
      DATA_DIR: restoredDir,
      ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}),
    });
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('Restauración rechazada');
    expect(again.stderr).toMatch(/no está vacío|no está vacía/);
  }, 300_000);

  it('refuses a truncated or corrupted backup before writing anything', async () => {
    const whole = readFileSync(backupFile);
    const truncated = path.join(work, 'truncated.tar');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const corrupted = path.join(work, 'corrupted.tar');
    const flipped = Buffer.from(whole);
    // A byte inside a media object's bytes: only its sha256 in the manifest can tell.
    const entries = await readTar(backupFile);
    const [firstMedia] = [...entries].filter(([name]) => name.startsWith('media-store/'));
    const at = whole.indexOf(firstMedia![1]) + 100;
    expect(at).toBeGreaterThan(100);
    flipped[at] = flipped[at]! ^ 0xff;
    writeFileSync(corrupted, flipped);
    const notATar = path.join(work, 'not-a-backup.tar');
    writeFileSync(notATar, 'hola');
    // The file checks do not depend on the database: on PostgreSQL only the subtlest case runs (CI's time), to
    // show that nothing reaches the database either.
    const cases = [
      [corrupted, /no coincide|dañad/],
      ...(onPostgres
        ? []
        : ([
            [truncated, /incompleta|truncado/],
            [notATar, /no es una copia|vacío/],
          ] as const)),
    ] as const;
    for (const [file, message] of cases) {
      const dir = path.join(work, `target-${path.basename(file)}`);
      const result = await runCli(RESTORE_CLI, [file], {
        DATA_DIR: dir,
        ...(onPostgres ? { DATABASE_URL: await freshDatabaseUrl() } : {}),
      });
      expect(result.code, file).toBe(1);
      expect(result.stderr, file).toMatch(message);
      expect(result.stderr, file).not.toContain('    at ');
      expect(existsSync(dir), file).toBe(false);
    }
  }, 180_000);

  it('a backup killed half-way leaves no file that looks complete', async () => {
    const file = path.join(work, 'killed.tar');
    const { child, done } = startCli(BACKUP_CLI, ['--out', file], {
      // A killed backup cannot remove its spool folder: it goes in this test's folder, removed at the end.
      TMPDIR: work,
      DATA_DIR: source.dataDir,
      ...(sourceEnv.DATABASE_URL ? { DATABASE_URL: sourceEnv.DATABASE_URL } : {}),
    });
    await waitUntil(() => existsSync(`${file}.partial`) || child.exitCode !== null);
    child.kill('SIGKILL');
    const result = await done;
    expect(result.signal === 'SIGKILL' || result.code === 0).toBe(true);
    if (result.signal === 'SIGKILL') {
      expect(existsSync(file)).toBe(false);
      if (existsSync(`${file}.partial`)) {
        const restore = await runCli(RESTORE_CLI, [`${file}.partial`], {
          DATA_DIR: path.join(work, 'from-partial'),
        });
        expect(restore.code).toBe(1);
      }
    }
    // The panel is unharmed and the next backup works.
    expect((await fetch(`${source.url}/healthz`)).status).toBe(200);
  }, 300_000);

  it.skipIf(onPostgres)('the backup endpoint answers only the token holder over loopback', async () => {
    const token = readFileSync(path.join(source.dataDir, 'backup-token'), 'utf8');
    const mode = statSync(path.join(source.dataDir, 'backup-token')).mode & 0o777;
    expect(mode).toBe(0o600);
    const endpoint = `${source.url}/internal/backup`;
    expect((await fetch(endpoint)).status).toBe(401);
    expect((await fetch(endpoint, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(endpoint, { headers: { authorization: `Bearer ${'x'.repeat(5000)}` } })).status).toBe(
      401,
    );
    const proxied = await fetch(endpoint, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '1.2.3.4' },
    });
    expect(proxied.status).toBe(404);
    expect(
      (
        await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, origin: source.url },
        })
      ).status,
    ).toBe(404);
  });

  it.skipIf(onPostgres)(
    'backs up a stopped embedded panel by opening its DATA_DIR',
    async () => {
      const dataDir = source.dataDir;
      source.child.kill('SIGTERM');
      await source.exited;
      expect(existsSync(path.join(dataDir, 'panel.json'))).toBe(false);
      const file = path.join(work, 'stopped.tar');
      const result = await runCli(BACKUP_CLI, ['--out', file], { DATA_DIR: dataDir });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('el panel no está en marcha');
      const entries = await readTar(file);
      expect(entries.has('manifest.json')).toBe(true);
      // A second backup to the same name is refused instead of overwriting.
      const again = await runCli(BACKUP_CLI, ['--out', file], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('ya existe');
    },
    300_000,
  );
});

async function waitUntil(check: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

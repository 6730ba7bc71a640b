import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureBuilt } from '../../scripts/lib/dist.mjs';

/**
 * The real app (src/server/index.ts through tsx, or the compiled dist/server/index.js, NODE_ENV=production) in a child process on a free
 * port, for every benchmark that measures it from outside. Its database is one of:
 *
 * - `{ databaseUrl }`: an existing PostgreSQL database (the seeded bench data), left as it is;
 * - `{ dataDir }`: an existing PGlite data directory (seeded with bench/seed-large.ts --data-dir);
 * - `{ freshPostgres: serverUrl }`: a new database `stories_bench_<random>` on that server, dropped by stop();
 * - nothing: a fresh temporary PGlite directory, removed by stop().
 *
 * A fresh database gets the demo data (the demo logins in DEMO); an existing one gets none. TRUST_PROXY=loopback
 * lets a bench give every sign-in its own X-Forwarded-For address, so the per-IP sign-in limit (20/min) counts
 * each apart, as it would for users behind a proxy; nothing else in the app's configuration is changed.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO = {
  admin: { email: 'agencia@demo.local', password: 'Demo-Agencia-2026' },
  client: { email: 'cliente@demo.local', password: 'Demo-Cliente-2026' },
} as const;

export type AppDatabase = { databaseUrl: string } | { dataDir: string } | { freshPostgres: string };

export interface AppOptions {
  database?: AppDatabase;
  /** Loads bench/lib/eld-probe.ts into the server process (monitorEventLoopDelay, read over IPC). */
  eldProbe?: boolean;
  /** Builds dist/web first when stale (Lighthouse needs the SPA; run under flock /tmp/stories-e2e.lock). */
  webBuild?: boolean;
  /**
   * Which server runs: 'tsx' (default) runs src/server/index.ts through the tsx loader, as the tests and `npm run dev`
   * do; 'compiled' runs dist/server/index.js with plain Node, as `npm start` and production do (built first when
   * missing or stale).
   */
  server?: 'tsx' | 'compiled';
  /** Extra node flags for the server process (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Extra environment for the server process (e.g. EMBEDDED_DB_MAX_IN_FLIGHT), applied last. */
  env?: Record<string, string>;
  /**
   * Another checkout to run instead of this one (an A/B against an older commit: `git worktree add`): its compiled
   * server and web build must be there already (`npm run build` in it); implies `server: 'compiled'`.
   */
  root?: string;
  /** How often /healthz is tried while the app starts (default 250 ms; the start-up bench polls faster). */
  healthPollMs?: number;
}

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** From spawning the process to its first /healthz 200 (polled every `healthPollMs`). */
  startupMs: number;
  /** Sends a message to the event-loop probe (only with `eldProbe`) and resolves with its answer. */
  ask<T>(message: string): Promise<T>;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The environment of the database choice, and what stop() must remove. */
async function prepareDatabase(database: AppDatabase | undefined) {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'stories-bench-'));
  if (database && 'databaseUrl' in database) {
    return { env: { DATABASE_URL: database.databaseUrl, DATA_DIR: tempDir }, demo: false, tempDir };
  }
  if (database && 'dataDir' in database) {
    return { env: { DATABASE_URL: '', DATA_DIR: database.dataDir }, demo: false, tempDir };
  }
  if (database && 'freshPostgres' in database) {
    const dbName = `stories_bench_${randomBytes(4).toString('hex')}`;
    await withPg(database.freshPostgres, (c) => c.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(database.freshPostgres);
    url.pathname = `/${dbName}`;
    const drop = () =>
      withPg(database.freshPostgres, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    return { env: { DATABASE_URL: url.toString(), DATA_DIR: tempDir }, demo: true, tempDir, drop };
  }
  return { env: { DATABASE_URL: '', DATA_DIR: tempDir }, demo: true, tempDir };
}

export async function startApp(options: AppOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const db = await prepareDatabase(options.database);
  const root = options.root ?? PROJECT_ROOT;
  const compiled = options.server === 'compiled' || options.root !== undefined;
  if (options.root) {
    for (const file of ['dist/server/index.js', 'dist/web/index.html']) {
      if (!existsSync(path.join(root, file)))
        throw new Error(`${root} has no ${file}: run npm run build there`);
    }
  } else {
    ensureBuilt([
      ...(options.webBuild ? (['web'] as const) : []),
      ...(compiled ? (['server'] as const) : []),
    ]);
  }
  const args = [...(options.nodeArgs ?? [])];
  if (!compiled || options.eldProbe) args.push('--import', 'tsx');
  if (options.eldProbe) args.push('--import', path.join(PROJECT_ROOT, 'bench/lib/eld-probe.ts'));
  args.push(compiled ? 'dist/server/index.js' : 'src/server/index.ts');
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      ...db.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DEMO_DATA: db.demo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      AI_BASE_URL: '',
      AI_API_KEY: '',
      AI_MODEL: '',
      SMTP_URL: '',
      ...options.env,
    },
  });
  // The last few KB of the app's output, for the error when it does not come up.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const cleanUp = async () => {
    rmSync(db.tempDir, { recursive: true, force: true });
    await db.drop?.();
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `the app exited (${child.exitCode})`
        : Date.now() > deadline
          ? 'the app did not answer /healthz within 180 s'
          : null;
    if (failure) {
      child.kill('SIGKILL');
      await cleanUp();
      throw new Error(`${failure}:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, options.healthPollMs ?? 250));
  }
  const startupMs = performance.now() - spawnedAt;

  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (m) => resolve(m as T));
      child.send(message);
    });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await cleanUp();
  };
  return { baseUrl, child, startupMs, ask, stop };
}

let ipCounter = 0;

/**
 * Signs in through the real endpoint, from an address of its own (X-Forwarded-For, honoured through
 * TRUST_PROXY=loopback), and returns the Cookie header value of the session.
 */
export async function signIn(
  baseUrl: string,
  creds: { email: string; password: string },
  ip = `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify(creds),
  });
  if (!res.ok) throw new Error(`sign-in ${creds.email}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error(`sign-in ${creds.email} returned no cookie`);
  return cookies.join('; ');
}

/** fetch with the session cookie and the Origin the CSRF checks expect; throws on a non-2xx answer. */
export async function api<T>(
  baseUrl: string,
  cookie: string,
  pathname: string,
  init: RequestInit = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie, ...(init.headers ?? {}) },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${res.status} ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

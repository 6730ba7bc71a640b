import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './app-server';

/**
 * Like app-server.ts's startApp, but with the demo data, TRUST_PROXY and an optional in-process probe:
 * the real app (`npm start` semantics: src/server/index.ts, NODE_ENV=production, the built SPA) in a child process,
 * on a free port, with a fresh temporary DATA_DIR (PGlite) or a fresh PostgreSQL database, seeded with the demo data.
 * TRUST_PROXY=loopback lets the bench client give every sign-in its own X-Forwarded-For address, so the per-IP
 * sign-in limit (20/min) counts each request apart; nothing in the app's configuration is changed.
 */

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEMO = {
  admin: { email: 'agencia@demo.local', password: 'Demo-Agencia-2026' },
  client: { email: 'cliente@demo.local', password: 'Demo-Cliente-2026' },
} as const;

export interface AppProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Sends a message to the event-loop probe (only with `eldProbe`) and resolves with its answer. */
  ask<T>(message: string): Promise<T>;
  stop(): Promise<void>;
}

export interface AppOptions {
  /** postgres://… server URL: a database `stories_bench_<random>` is created on it and dropped by stop(). */
  postgresServerUrl?: string;
  /** Loads bench/lib/eld-probe.ts into the server process (monitorEventLoopDelay, read over IPC). */
  eldProbe?: boolean;
  /** Builds dist/web first when stale (Lighthouse needs the SPA; run under flock /tmp/stories-e2e.lock). */
  webBuild?: boolean;
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

export async function startApp(options: AppOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stories-bench-'));
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (options.postgresServerUrl) {
    dbName = `stories_bench_${randomBytes(4).toString('hex')}`;
    await withPg(options.postgresServerUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
    const u = new URL(options.postgresServerUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const args = ['--import', 'tsx'];
  if (options.eldProbe) args.push('--import', path.join(PROJECT_ROOT, 'bench/lib/eld-probe.ts'));
  args.push('src/server/index.ts');
  const child = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      SKIP_WEB_BUILD: options.webBuild ? '' : 'true',
      AI_BASE_URL: '',
      AI_API_KEY: '',
      AI_MODEL: '',
      SMTP_URL: '',
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not answer /healthz in time:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
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
    rmSync(dataDir, { recursive: true, force: true });
    if (options.postgresServerUrl && dbName) {
      await withPg(options.postgresServerUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
      );
    }
  };
  return { baseUrl, child, ask, stop };
}

/** Signs in through the real endpoint and returns the Cookie header value of the session. */
export async function signIn(
  baseUrl: string,
  creds: { email: string; password: string },
  ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify(creds),
  });
  if (!res.ok) throw new Error(`sign-in ${creds.email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
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

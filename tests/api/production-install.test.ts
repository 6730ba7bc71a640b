import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signInOver, startServerProcess } from '../setup/server-process';

/**
 * Issue 17: a release built by `npm run release`, unpacked into a fresh folder outside the checkout and installed with
 * `npm ci --omit=dev` (the README's Production steps), starts without any devDependency: no TypeScript loader, no
 * Vite, no sources. It migrates an empty database, answers /healthz, serves the SPA and signs in the administrator made from ADMIN_EMAIL, and
 * exits 0 on SIGTERM. On the embedded database through `npm start`'s launcher; on PostgreSQL (when TEST_DATABASE_URL is set)
 * as the README's systemd unit runs it, `node dist/server/index.js`.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The build and test tools, none of which a production server may need. */
const BUILD_TOOLS = [
  'vite',
  'rolldown',
  'esbuild',
  'tsx',
  'vitest',
  '@biomejs/biome',
  'drizzle-kit',
  '@playwright/test',
];
const START_TIMEOUT_MS = 240_000;
/** Created at start-up through ADMIN_EMAIL / ADMIN_PASSWORD (the demo data's media would cost a minute of ffmpeg). */
const admin = { email: 'admin@release.test', password: 'Release-Admin-2026-x' };

let work: string;
let app: string;
let server: ServerProcess | null = null;

function run(command: string, args: string[], cwd: string, timeout = 600_000) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, INIT_CWD: cwd },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stderr}`,
    );
  }
  return { stdout: result.stdout, seconds };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'stories-release-test-'));
  const release = run(
    process.execPath,
    ['scripts/release.mjs', '--out', path.join(work, 'release.tgz')],
    ROOT,
  );
  run('tar', ['-xzf', 'release.tgz'], work);
  const { name, version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  app = path.join(work, `${name}-${version}`);
  // --prefer-offline: packages come from npm's cache when it has them (CI's cache is warm from its own npm ci).
  const install = run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], app);
  process.stdout.write(
    `production install: release ${release.seconds.toFixed(0)} s, npm ci --omit=dev ${install.seconds.toFixed(0)} s\n`,
  );
}, 900_000);

afterAll(async () => {
  await server?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
}, 300_000);

const serverEnv = (extra: Record<string, string>) => ({
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  DEMO_DATA: 'false',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  SMTP_URL: '',
  AI_BASE_URL: '',
  AI_API_KEY: '',
  S3_BUCKET: '',
  SKIP_WEB_BUILD: '',
  ...extra,
});

/** /healthz, the SPA, the API reference and the administrator's sign-in: migrations ran, paths resolve from dist/. */
async function expectServing(url: string) {
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const page = await fetch(`${url}/login`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  expect((await fetch(`${url}/api/docs/scalar.js`)).status).toBe(200);
  expect(await signInOver(url, admin.email, admin.password)).toMatch(/session_token=/);
}

async function expectCleanExit(process: ServerProcess) {
  process.child.kill('SIGTERM');
  expect(await process.exited).toEqual({ code: 0, signal: null });
  expect(process.logs.some((l) => l.msg === 'shut down')).toBe(true);
  expect(process.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
  // Nothing is left behind to answer (or to hold the embedded database's files).
  await expect(fetch(`${process.url}/healthz`)).rejects.toThrow();
}

describe('a production install from a release', () => {
  it('holds the compiled app and no sources, and installed no build or test tool', () => {
    expect(existsSync(path.join(app, 'dist/server/index.js'))).toBe(true);
    expect(existsSync(path.join(app, 'dist/server/cli/create-admin.js'))).toBe(true);
    expect(existsSync(path.join(app, 'dist/web/index.html'))).toBe(true);
    expect(existsSync(path.join(app, 'src'))).toBe(false);
    expect(BUILD_TOOLS.filter((tool) => existsSync(path.join(app, 'node_modules', tool)))).toEqual([]);
    // Any other devDependency present is there because a production package needs it (a peer dependency of
    // @scalar/api-reference, say): the release's lock lists it.
    const { devDependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const present = Object.keys(devDependencies).filter((dep) =>
      existsSync(path.join(app, 'node_modules', dep)),
    );
    expect(present.filter((dep) => !(`node_modules/${dep}` in lock.packages))).toEqual([]);
    // The runtime is the project's pinned Node 24 (the "node" dependency), installed by its allowed install script.
    const node = run(path.join(app, 'node_modules/.bin/node'), ['--version'], app);
    expect(node.stdout.trim()).toMatch(/^v24\./);
  });

  // The embedded database's case runs in CI's PGlite stage; its PostgreSQL stage (which installs again) runs the next.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'npm start on the embedded database: builds nothing, migrates, serves, and SIGTERM to npm shuts the server down (exit 0); then npm run create-admin',
    async () => {
      const dataDir = mkdtempSync(path.join(work, 'data-'));
      const builtAt = statSync(path.join(app, 'dist/server/index.js')).mtimeMs;
      // `npm start` itself, signalled as a service manager or a terminal would signal it: npm passes SIGTERM on to
      // its script, which must be the server (`exec`), not a shell that dies and leaves the server running.
      server = await startServerProcess(serverEnv({ DATA_DIR: dataDir }), {
        command: ['npm', 'start'],
        cwd: app,
        startTimeoutMs: START_TIMEOUT_MS,
      });
      expect(server.logs.some((l) => l.msg === 'migrations applied')).toBe(true);
      await expectServing(server.url);
      await expectCleanExit(server);
      server = null;
      expect(statSync(path.join(app, 'dist/server/index.js')).mtimeMs).toBe(builtAt);

      // A CLI through the same generic runner, compiled, on the database the server left.
      const cli = run(
        'npm',
        [
          'run',
          '--silent',
          'create-admin',
          '--',
          '--email',
          'ops@example.com',
          '--password',
          'Ops-Prod-2026-x',
        ],
        app,
      );
      expect(cli.stdout).toContain('Administrador ops@example.com: creado');
    },
    400_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'node dist/server/index.js on a fresh PostgreSQL database: migrates, serves, and exits 0 on SIGTERM',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const name = `stories_release_${process.pid}_${randomBytes(3).toString('hex')}`;
      const onServer = async (statement: string) => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await onServer(`create database "${name}"`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        server = await startServerProcess(serverEnv({ DATABASE_URL: url.toString() }), {
          command: [path.join(app, 'node_modules/.bin/node'), 'dist/server/index.js'],
          cwd: app,
          startTimeoutMs: START_TIMEOUT_MS,
        });
        expect(server.logs.some((l) => l.msg === 'migrations applied' && l.database === 'postgres')).toBe(
          true,
        );
        await expectServing(server.url);
        await expectCleanExit(server);
        // Exited already: kill() only removes the DATA_DIR that startServerProcess made for it.
        await server.kill();
        server = null;
      } finally {
        await onServer(`drop database if exists "${name}" with (force)`);
      }
    },
    400_000,
  );
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { INSTAGRAM_DOUBLE_METRICS } from './tests/e2e/support/instagram';
import { SSO_STAFF, ssoPanelEnv } from './tests/e2e/support/sso';

/**
 * End-to-end tests against the real app (`npm start`: the built SPA + the API) on its own port, with a fresh
 * temporary DATA_DIR (an empty embedded database, seeded with the demo data) for every run.
 */

const HOST = '127.0.0.1';

/** A port nobody listens on right now (asked of the OS by a tiny child process, so the config stays sync). */
function freePort(): string {
  const script = `const s=require('node:net').createServer();s.listen(0,'${HOST}',()=>{process.stdout.write(String(s.address().port));s.close();});`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// The config file is evaluated by the runner and again by every worker: decide once, share through the env.
process.env.E2E_PORT ??= freePort();
process.env.E2E_INSTAGRAM_PORT ??= freePort();
process.env.E2E_OIDC_PORT ??= freePort();
if (!process.env.E2E_DATA_DIR) {
  // The runner: the run's own TMPDIR (for the workers and the server too) holds the server's DATA_DIR. At the runner's
  // exit (after the server has stopped) anything else a test left in it fails the run, and all of it is removed.
  const runDir = mkdtempSync(path.join(tmpdir(), 'stories-e2e-run-'));
  process.env.TMPDIR = runDir;
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(runDir, 'data-'));
  const dataDirName = path.basename(process.env.E2E_DATA_DIR);
  process.on('exit', () => {
    // Node's module compile cache (Vite's launcher turns it on) and tsx's (the Instagram double runs through it,
    // `tsx-<uid>`) are tools' caches, not a test's leftovers.
    const left = readdirSync(runDir).filter(
      (entry) => entry !== dataDirName && entry !== 'node-compile-cache' && !/^tsx-\d+$/.test(entry),
    );
    rmSync(runDir, { recursive: true, force: true });
    if (left.length > 0) {
      console.error(`Tests left ${left.length} temporary entries behind (now removed): ${left.join(', ')}`);
      process.exitCode = 1;
    }
  });
}
const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://${HOST}:${PORT}`;
/** The test double of Meta's Instagram API (tests/setup/instagram-double), a process of its own. */
const INSTAGRAM_PORT = Number(process.env.E2E_INSTAGRAM_PORT);
/** The OpenID Connect provider of «Entrar con SSO» (tests/setup/oidc-provider-main.ts), a process of its own. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT);

function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own browser, if installed
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

/**
 * Tests run in parallel: each one that changes data makes its own client, login and campaign through the API
 * (tests/e2e/support/fixtures.ts), deleted when it ends, and the others only read the demo data. The few tagged
 * @panel-wide assert on lists that span every client (all the campaigns, the newest ones), which a test running
 * beside them would change: they run after the parallel ones, one at a time, on the demo data again. Running one
 * of them alone: `npx playwright test --no-deps <spec>`.
 */
const PANEL_WIDE = /@panel-wide/;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: PANEL_WIDE, use: chromium },
    { name: 'panel-wide', grep: PANEL_WIDE, workers: 1, dependencies: ['chromium'], use: chromium },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/setup/instagram-double/main.ts',
      port: INSTAGRAM_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        INSTAGRAM_DOUBLE_PORT: String(INSTAGRAM_PORT),
        INSTAGRAM_DOUBLE_METRICS: JSON.stringify(INSTAGRAM_DOUBLE_METRICS),
      },
    },
    {
      command: 'node --import tsx tests/setup/oidc-provider-main.ts',
      url: `http://${HOST}:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { OIDC_PROVIDER_PORT: String(OIDC_PORT), OIDC_PROVIDER_CLAIMS: JSON.stringify(SSO_STAFF) },
    },
    {
      command: 'npm start',
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_DATA: 'true',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        // Push reminders reach the tests' local push service (plain http on loopback; tests/e2e/client/push-reminders).
        WEB_PUSH_ALLOW_HTTP: 'true',
        // …which is on loopback: the outbound guard lets only this host through (decision 028).
        OUTBOUND_ALLOW_HOSTS: 'localhost',
        // The webhook receiver of tests/e2e/admin/webhooks.spec.ts listens on 127.0.0.1 (issue 34 §1).
        WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
        // The planner looks for reminders due every 2 s instead of 30: a reminder arrives seconds after it is due.
        REMINDER_TICK_SECONDS: '2',
        // «Conectar con Instagram» and «Publicar automáticamente» against the double (tests/e2e/instagram); the
        // first insights read right after a story goes up, so that its numbers arrive while the test watches.
        INSTAGRAM_APP_ID: 'test-app-id',
        INSTAGRAM_APP_SECRET: 'test-app-secret',
        INSTAGRAM_API_BASE_URL: `http://${HOST}:${INSTAGRAM_PORT}`,
        INSTAGRAM_INSIGHTS_POLL_MINUTES: '0,720',
        // «Entrar con SSO» against the tests' provider (tests/e2e/auth/sso-sign-in.spec.ts); staff keep passwords.
        ...ssoPanelEnv(`http://${HOST}:${OIDC_PORT}`),
      },
    },
  ],
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { SessionCache } from '../../src/server/auth/session-cache';
import { createAppAuth } from '../../src/server/composition/create-app-auth';
import { createMedia } from '../../src/server/composition/create-media';
import type { AppDeps } from '../../src/server/context/app-deps';
import { InFlightRequests } from '../../src/server/context/in-flight';
import type { Database } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { LinkTracker } from '../../src/server/links/link-tracker';
import { createLogger } from '../../src/server/logger';
import { createAppMetrics } from '../../src/server/metrics/app-metrics';
import { RealtimeHub } from '../../src/server/realtime/hub';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  /** A request as a browser on PUBLIC_URL would send it; `ip` is the socket address the server sees. */
  request(
    pathname: string,
    init?: RequestInit & { cookie?: string; ip?: string; json?: unknown },
  ): Promise<Response>;
  signIn(email: string, password: string, ip?: string): Promise<{ res: Response; cookie: string | null }>;
  cleanup(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** The app's clock (AppDeps.now); the real one when omitted. */
  now?: () => Date;
  /** Reuse an existing database (a second app instance on the same data). */
  database?: Database;
  /** Heartbeat (and session re-check) period of event streams; default REALTIME_HEARTBEAT_MS. */
  realtimeHeartbeatMs?: number;
  /**
   * Keeps session lookups in memory as a server does (auth/session-cache.ts). Off by default: tests that change a
   * user or a session straight in the database would otherwise race the change's notification on PostgreSQL.
   */
  sessionCache?: boolean;
}

/** DATA_DIRs of test apps not cleaned up yet: the API project's setup file removes them after each file. */
const openDataDirs = new Set<string>();

/** Removes the DATA_DIR of every test app whose cleanup() was not called (a second instance a test left open). */
export function removeDataDirsLeftOpen(): void {
  for (const dir of openDataDirs) rmSync(dir, { recursive: true, force: true });
  openDataDirs.clear();
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database ? null : await createTestDatabase();
  const database = options.database ?? owned!.database;
  const ownDataDir = options.env?.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'stories-test-'));
  if (ownDataDir) openDataDirs.add(ownDataDir);
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const deps: AppDeps = {
    env,
    database,
    auth: createAppAuth({ db: database.db, env, logger }),
    logger,
    jobRunner: null,
    links: new LinkTracker(database.db),
    realtime: new RealtimeHub({ database, logger, heartbeatMs: options.realtimeHeartbeatMs }),
    sessions: new SessionCache(options.sessionCache ? { database, logger } : {}),
    // Unbounded in-process: bursts here test other things; the bound is tested on a server process.
    inFlight: new InFlightRequests(null),
    media: createMedia({ env, db: database.db, logger }),
    metrics: createAppMetrics({ enabled: env.METRICS_TOKEN !== undefined }),
    now: options.now ?? (() => new Date()),
  };
  deps.sessions.start();
  const app = createApp(deps);

  const request: TestApp['request'] = (pathname, init = {}) => {
    const { cookie, ip, json, headers: given, ...rest } = init;
    const headers = new Headers(given);
    if (!headers.has('origin') && rest.method && rest.method !== 'GET') headers.set('origin', env.PUBLIC_URL);
    if (cookie) headers.set('cookie', cookie);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    return Promise.resolve(
      app.request(
        new URL(pathname, env.PUBLIC_URL).toString(),
        { ...rest, headers, body },
        { incoming: { socket: { remoteAddress: ip ?? '127.0.0.1' } } },
      ),
    );
  };

  const signIn: TestApp['signIn'] = async (email, password, ip) => {
    const res = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip });
    return { res, cookie: sessionCookieFrom(res) };
  };

  return {
    app,
    deps,
    database,
    request,
    signIn,
    cleanup: async () => {
      try {
        await deps.realtime.stop();
        await deps.sessions.stop();
        await owned?.cleanup();
      } finally {
        if (ownDataDir) {
          rmSync(ownDataDir, { recursive: true, force: true });
          openDataDirs.delete(ownDataDir);
        }
      }
    },
  };
}

/** The `name=value` of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookieFrom(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  return cookie ? cookie.split(';')[0]! : null;
}

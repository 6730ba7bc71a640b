/**
 * Prints the API's OpenAPI document (what GET /api/openapi.json answers) to stdout, or writes it to the file
 * named by the first argument. The app is built on a throwaway in-memory PGlite with silent logs; nothing is
 * served. Used by `npm run lint:openapi` (Redocly).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { SessionCache } from '../src/server/auth/session-cache';
import { createAppAuth } from '../src/server/composition/create-app-auth';
import { createMedia } from '../src/server/composition/create-media';
import { InFlightRequests } from '../src/server/context/in-flight';
import { openDatabase } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { LinkTracker } from '../src/server/links/link-tracker';
import { createLogger } from '../src/server/logger';
import { createAppMetrics } from '../src/server/metrics/app-metrics';
import { RealtimeHub } from '../src/server/realtime/hub';

const dataDir = mkdtempSync(path.join(tmpdir(), 'stories-openapi-'));
const database = openDatabase({ kind: 'pglite', dataDir: null });
try {
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'openapi-document-openapi-document-0123',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger(env.LOG_LEVEL);
  const app = createApp({
    env,
    database,
    auth: createAppAuth({ db: database.db, env, logger }),
    logger,
    jobRunner: null,
    links: new LinkTracker(database.db),
    realtime: new RealtimeHub({ database, logger }),
    sessions: new SessionCache(),
    inFlight: new InFlightRequests(null),
    media: createMedia({ env, db: database.db, logger }),
    metrics: createAppMetrics({ enabled: false }),
    now: () => new Date(),
  });
  const res = await app.request(new URL('/api/openapi.json', env.PUBLIC_URL));
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const text = `${JSON.stringify(await res.json(), null, 2)}\n`;
  const target = process.argv[2];
  if (target) {
    // A fresh clone has no dist/ yet.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  } else process.stdout.write(text);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

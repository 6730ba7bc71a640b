/**
 * API reads under load: for each read, the real app (child process, PostgreSQL or PGlite) under autocannon at 50
 * connections, beside the floor — the SQL the same service runs, captured once and replayed through the bare
 * driver by 50 concurrent loops (a pg pool of the app's size, or PGlite itself). Run on the full data set and on a
 * tenth of it: the per-request cost ratio (full / tenth) shows whether a read's cost grows with the total data.
 *
 *   npm run bench -- api-reads
 *
 * BENCH_SECONDS (default 10) sets each run's duration; BENCH_READS (e.g. `detail,overview`) measures only the reads
 * whose key is listed (detail, overview, campaigns, admin), for a quicker before/after of one read.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema/index';
import { getCampaignDetail } from '../src/server/services/campaigns/get-campaign-detail';
import { listCampaigns } from '../src/server/services/campaigns/list-campaigns';
import { getClientOverview } from '../src/server/services/client-area/get-client-overview';
import { listClientCampaigns } from '../src/server/services/client-area/list-client-campaigns';
import { DEFAULT_TIME_ZONE } from '../src/shared/dates';
import { type AppProcess, signIn, startApp } from './lib/app-process';
import {
  BENCH_DATABASES,
  type BenchDatabase,
  type BenchTarget,
  ensureSeeded,
  pickTarget,
  type Queryable,
} from './lib/databases';
import { type LoadFigures, runHttpLoad, runLoop } from './lib/load';
import { atLeast, type BenchModule, type BenchResult, below, figure } from './lib/result';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD } from './seed-large';

const CONNECTIONS = 50;
/** The app's default DATABASE_POOL_SIZE: the floor gets the same number of connections. */
const POOL_SIZE = 10;
/** What the campaign read takes besides the campaign (its zone, its short links' base). */
const DETAIL_OPTIONS = { agencyTimeZone: 'Europe/Madrid', linkBases: { publicUrl: 'http://127.0.0.1' } };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The serial (1-connection) run of each read, for its latency without queueing. */
const SERIAL_SECONDS = Math.max(2, Math.round(SECONDS / 2));
/** Issue 30: every read at 0.6 of its bare-driver floor or better (0.5 before). */
const MIN_FLOOR_RATIO = 0.6;

interface Read {
  key: 'detail' | 'overview' | 'campaigns' | 'admin'; // what BENCH_READS names it by
  name: string;
  path: string;
  as: 'client' | 'admin';
  /** The service behind the route, called with a SQL-capturing db to get the floor's statements. */
  service: (db: Db) => Promise<unknown>;
}

/** The reads BENCH_READS names (all when unset). */
const READ_KEYS = process.env.BENCH_READS?.split(',').map((key) => key.trim());

function reads(target: BenchTarget): Read[] {
  const viewer = { userId: target.userId, isAdmin: false };
  const all: Read[] = [
    {
      key: 'detail',
      name: `campaign detail (${target.campaignStories} stories)`,
      path: `/api/campaigns/${target.campaignId}`,
      as: 'client',
      service: (db) => getCampaignDetail({ db, viewer, campaignId: target.campaignId, ...DETAIL_OPTIONS }),
    },
    {
      key: 'overview',
      name: 'client overview',
      path: '/api/client/overview',
      as: 'client',
      service: (db) =>
        getClientOverview({ db, userId: target.userId, now: new Date(), agencyTimeZone: DEFAULT_TIME_ZONE }),
    },
    {
      key: 'campaigns',
      name: 'client campaigns',
      path: '/api/client/campaigns',
      as: 'client',
      service: (db) => listClientCampaigns(db, target.userId),
    },
    {
      key: 'admin',
      name: 'admin campaigns ?q=',
      path: `/api/admin/campaigns?q=${encodeURIComponent(target.search)}`,
      as: 'admin',
      service: (db) => listCampaigns(db, { q: target.search, page: 1 }),
    },
  ];
  return READ_KEYS ? all.filter((read) => READ_KEYS.includes(read.key)) : all;
}

interface Statement {
  query: string;
  params: unknown[];
}

/** Where a data set lives: a PostgreSQL database, or a PGlite data directory (seeded with --data-dir). */
export type ReadSource =
  | { kind: 'postgres'; label: string; database: BenchDatabase }
  | { kind: 'pglite'; label: string; dataDir: string };

export interface ReadFigures {
  read: string;
  api: LoadFigures;
  /** The same read from one connection, one request at a time: its latency without queueing. */
  serial: LoadFigures;
  floor: LoadFigures;
  statements: number;
  /** The app's CPU time (all threads) per answered request at 50 connections: steadier than req/s on a busy host. */
  appCpuMsPerRequest: number;
}

/** The floor's side of a data set: the bare driver, the bench subject, and each read's replay of its SQL. */
interface Floor {
  target: BenchTarget;
  replays: { replay: () => Promise<void>; statements: number }[];
  close: () => Promise<void>;
}

/**
 * Each read's statements captured once through drizzle's logger, then replayed as they are through the bare
 * driver (a pg.Pool of the app's size, or the PGlite instance itself), one request's statements in sequence.
 */
async function openFloor(source: ReadSource): Promise<Floor> {
  const captured: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
  let raw: Queryable;
  let capturing: Db;
  let close: () => Promise<void>;
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.database.url, max: POOL_SIZE });
    raw = pool;
    capturing = drizzle(pool, { schema, logger }) as unknown as Db;
    close = () => pool.end();
  } else {
    const pglite = new PGlite(path.join(source.dataDir, 'pglite'));
    raw = pglite;
    capturing = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
    close = () => pglite.close();
  }
  const target = await pickTarget(raw);
  const replays: Floor['replays'] = [];
  for (const read of reads(target)) {
    captured.length = 0;
    await read.service(capturing);
    const statements = [...captured];
    replays.push({
      replay: async () => {
        for (const s of statements) await raw.query(s.query, s.params);
      },
      statements: statements.length,
    });
  }
  return { target, replays, close };
}

async function measureFloor(replay: () => Promise<void>): Promise<LoadFigures> {
  await runLoop(replay, CONNECTIONS, 1);
  return runLoop(replay, CONNECTIONS, SECONDS);
}

/** One read through the app: 1 s warm-up, the load at 50 connections, then serial requests for the latency. */
async function measureApi(app: AppProcess, read: Read, cookie: string) {
  const { baseUrl } = app;
  const headers = { cookie };
  const check = await fetch(`${baseUrl}${read.path}`, { headers });
  if (!check.ok) throw new Error(`${read.path}: ${check.status} ${await check.text()}`);
  await runHttpLoad({ baseUrl, path: read.path, headers, durationSeconds: 1 });
  // The probe's CPU clock (and, with BENCH_ELD_CPU_PROFILE_DIR, a CPU profile) spans the load run only.
  await app.ask('reset');
  const api = await runHttpLoad({
    baseUrl,
    path: read.path,
    headers,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
  });
  const { cpuMs } = await app.ask<{ cpuMs: number }>('read');
  const serial = await runHttpLoad({
    baseUrl,
    path: read.path,
    headers,
    connections: 1,
    durationSeconds: SERIAL_SECONDS,
  });
  return { api, serial, appCpuMsPerRequest: cpuMs / Math.max(1, api.rps * SECONDS) };
}

/**
 * Every read on one data set. On PostgreSQL each read's floor runs right before its API figure, so both see the
 * same machine; a PGlite directory opens in one process at a time, so there every floor runs before the app starts.
 */
export async function measureReads(source: ReadSource): Promise<ReadFigures[]> {
  if (source.kind === 'postgres') await ensureSeeded(source.database);
  const floor = await openFloor(source);
  const readList = reads(floor.target);
  const floors: LoadFigures[] = [];
  if (source.kind === 'pglite') {
    try {
      for (const { replay } of floor.replays) floors.push(await measureFloor(replay));
    } finally {
      await floor.close();
    }
  }
  const app = await startApp({
    database: source.kind === 'postgres' ? { databaseUrl: source.database.url } : { dataDir: source.dataDir },
    eldProbe: true,
  });
  try {
    const cookies = {
      client: await signIn(app.baseUrl, { email: floor.target.email, password: BENCH_PASSWORD }),
      admin: await signIn(app.baseUrl, { email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD }),
    };
    const figures: ReadFigures[] = [];
    for (const [i, read] of readList.entries()) {
      const { replay, statements } = floor.replays[i]!;
      const floorFigures = source.kind === 'postgres' ? await measureFloor(replay) : floors[i]!;
      const { api, serial, appCpuMsPerRequest } = await measureApi(app, read, cookies[read.as]);
      figures.push({ read: read.name, api, serial, floor: floorFigures, statements, appCpuMsPerRequest });
      console.log(
        `  [${source.label}] ${read.name}: API ${api.rps.toFixed(0)} req/s p50 ${api.p50} p99 ${api.p99} ms` +
          ` (failures ${api.failures}); serial p50 ${serial.p50} p99 ${serial.p99} ms;` +
          ` floor ${floorFigures.rps.toFixed(0)}/s p99 ${floorFigures.p99.toFixed(1)} ms (${statements} statements);` +
          ` ratio ${(api.rps / floorFigures.rps).toFixed(2)}; app CPU ${appCpuMsPerRequest.toFixed(2)} ms/request`,
      );
    }
    return figures;
  } finally {
    await app.stop();
    if (source.kind === 'postgres') await floor.close();
  }
}

function resultsOf(label: string, figures: ReadFigures[]): BenchResult[] {
  return figures.flatMap(({ read, api, serial, floor, appCpuMsPerRequest }) => {
    const name = `${read} [${label}]`;
    return [
      figure(name, 'API req/s', api.rps),
      figure(name, 'API p50 ms', api.p50),
      below(name, 'API p99 ms', api.p99, 50),
      figure(name, 'serial p50 ms (1 connection)', serial.p50),
      figure(name, 'serial p99 ms (1 connection)', serial.p99),
      figure(name, 'app CPU ms/request (at 50 connections)', appCpuMsPerRequest),
      figure(name, 'floor req/s (bare pg)', floor.rps),
      figure(name, 'floor p99 ms', floor.p99),
      atLeast(name, 'ratio API/floor', api.rps / floor.rps, MIN_FLOOR_RATIO),
      ...(api.failures ? [below(name, 'failed requests', api.failures, 1)] : []),
    ];
  });
}

/** PGlite data directory seeded at --scale 1 (bench/seed-large.ts --data-dir); measured only when present. */
const PGLITE_DIR = path.resolve(process.env.BENCH_PGLITE_DIR ?? '.tmp/bench-pglite');

function scaleRatios(label: string, full: ReadFigures[], tenth: ReadFigures[]): BenchResult[] {
  return full.map((f, i) => {
    const small = tenth[i];
    // Per-request cost = 1 / throughput: full-set cost over tenth-set cost.
    return below(
      `${f.read} [${label}]`,
      'cost ratio scale 1 / scale 0.1',
      small ? small.api.rps / f.api.rps : Number.NaN,
      1.3,
    );
  });
}

export const benchModule: BenchModule = {
  name: 'api-reads',
  description: 'API reads at 50 connections vs the bare-driver floor: PostgreSQL at scale 1 and 0.1, PGlite',
  async run() {
    const full = await measureReads({
      kind: 'postgres',
      label: 'PostgreSQL, scale 1',
      database: BENCH_DATABASES.full,
    });
    const tenth = await measureReads({
      kind: 'postgres',
      label: 'PostgreSQL, scale 0.1',
      database: BENCH_DATABASES.tenth,
    });
    const results = [
      ...resultsOf('PostgreSQL, scale 1', full),
      ...resultsOf('PostgreSQL, scale 0.1', tenth),
      ...scaleRatios('PostgreSQL', full, tenth),
    ];
    if (existsSync(path.join(PGLITE_DIR, 'pglite'))) {
      const pglite = await measureReads({ kind: 'pglite', label: 'PGlite, scale 1', dataDir: PGLITE_DIR });
      results.push(...resultsOf('PGlite, scale 1', pglite));
    } else {
      console.log(`  PGlite skipped: seed it with bench/seed-large.ts --data-dir ${PGLITE_DIR}`);
    }
    return results;
  },
};

/**
 * The agency's «Hoy» board (GET /api/admin/today) on its target data set: 200 active clients in six time zones,
 * each with a campaign of 30 stories a day from yesterday to tomorrow (today's earlier stories mostly published)
 * and two finished 21-day campaigns of history, about 18,000 + 67,000 stories. It reads the board through the
 * service the route calls (getAgencyBoard, one query) back to back and prints p50/p95/p99 beside the target,
 * p95 < 300 ms. On PostgreSQL (BENCH_ADMIN_TODAY_DATABASE_URL, default a throwaway database
 * stories_bench_today at 127.0.0.1:5432, dropped and created each run) when a server answers, else on PGlite in a
 * temporary folder.
 *
 *   npm run bench -- admin-today
 *
 * BENCH_ADMIN_TODAY_RUNS (default 200) sets the number of measured reads.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client';
import {
  campaignDays,
  campaigns,
  type NewCampaignDayRow,
  type NewCampaignRow,
  type NewStoryRow,
  stories,
} from '../src/server/db/schema/campaigns';
import { clients, type NewClientRow } from '../src/server/db/schema/clients';
import { parseEnv } from '../src/server/env';
import { getAgencyBoard } from '../src/server/services/board/get-agency-board';
import { planNotifications } from '../src/server/services/reminders/plan-notifications';
import { addDaysIso, todayInTimeZone } from '../src/shared/dates';
import { DEFAULT_AGENCY_ALERT_AFTER_MINUTES } from '../src/shared/notifications/defaults';
import { zonedWallTimeToInstant } from '../src/shared/zoned-time';
import { type BenchModule, type BenchResult, below, figure } from './lib/result';

const CLIENTS = 200;
const STORIES_PER_DAY = 30;
const HISTORY_CAMPAIGNS = 2;
const HISTORY_DAYS = 21;
const HISTORY_STORIES_PER_DAY = 8;
const RUNS = Number(process.env.BENCH_ADMIN_TODAY_RUNS ?? 200);
const WARM_UP = 10;
const TARGET_P95_MS = 300;
const AGENCY_TIME_ZONE = 'Europe/Madrid';
const ZONES = [
  'Europe/Madrid',
  'America/Mexico_City',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'Atlantic/Canary',
  'America/Santiago',
] as const;
const DATABASE_URL =
  process.env.BENCH_ADMIN_TODAY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stories_bench_today';
const ROWS_PER_INSERT = 2_000;

/** 30 times from 08:00 to 22:30, every 30 minutes. */
const TIMES = Array.from({ length: STORIES_PER_DAY }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A throwaway PostgreSQL database when a server answers, else PGlite in a temporary folder. */
async function openThrowaway(): Promise<{ database: Database; label: string; dispose: () => Promise<void> }> {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2_000 });
  try {
    await server.connect();
  } catch {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-admin-today-'));
    const database = openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      database,
      label: 'PGlite',
      dispose: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const quoted = `"${name.replaceAll('"', '""')}"`;
  try {
    await server.query(`drop database if exists ${quoted} with (force)`);
    await server.query(`create database ${quoted}`);
  } finally {
    await server.end();
  }
  const database = openDatabase({ kind: 'postgres', url: DATABASE_URL, poolSize: 4 });
  return { database, label: 'PostgreSQL', dispose: () => database.close() };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/** The data set around `now`: counts of what was written. */
async function seed(database: Database, now: Date): Promise<{ stories: number }> {
  const clientRows: NewClientRow[] = [];
  const campaignRows: NewCampaignRow[] = [];
  const dayRows: NewCampaignDayRow[] = [];
  const storyRows: NewStoryRow[] = [];
  const addCampaign = (
    clientId: string,
    timeZone: string,
    start: string,
    dayCount: number,
    perDay: number,
    status: NewCampaignRow['status'],
  ) => {
    const campaignId = randomUUID();
    campaignRows.push({
      id: campaignId,
      clientId,
      title: `Campaña ${start}`,
      status,
      source: 'import',
      startDate: start,
      endDate: addDaysIso(start, dayCount - 1),
    });
    for (let d = 0; d < dayCount; d++) {
      const dayId = randomUUID();
      const date = addDaysIso(start, d);
      dayRows.push({
        id: dayId,
        campaignId,
        date,
        dayOrder: d + 1,
        theme: `Tema ${d + 1}`,
        title: `Día ${d + 1}`,
      });
      for (let s = 0; s < perDay; s++) {
        const time = TIMES[Math.floor((s * STORIES_PER_DAY) / perDay)]!;
        // Earlier stories mostly published (one in four left behind), later ones not yet.
        const isPosted = zonedWallTimeToInstant(date, time, timeZone) < now && s % 4 !== 0;
        storyRows.push({
          campaignDayId: dayId,
          storyNumber: s + 1,
          title: `Historia ${s + 1}`,
          copyText: `Copy de la historia ${s + 1} del día ${d + 1}`,
          originalCopy: `Copy de la historia ${s + 1} del día ${d + 1}`,
          visualDescription: 'Producto en la mesa',
          storyType: 'TEXTO_PANTALLA',
          timeBlock: 'Mañana',
          scheduledDate: date,
          scheduledTime: time,
          isPosted,
          postedAt: isPosted ? now : null,
        });
      }
    }
  };
  for (let c = 0; c < CLIENTS; c++) {
    const clientId = randomUUID();
    const timeZone = ZONES[c % ZONES.length]!;
    const tag = String(c + 1).padStart(3, '0');
    clientRows.push({
      id: clientId,
      name: `Contacto ${tag}`,
      brandName: `Marca ${tag}`,
      email: `board-${tag}@bench.local`,
      status: 'active',
      timeZone,
    });
    const today = todayInTimeZone(timeZone, now);
    addCampaign(clientId, timeZone, addDaysIso(today, -1), 3, STORIES_PER_DAY, 'active');
    for (let h = 0; h < HISTORY_CAMPAIGNS; h++) {
      const start = addDaysIso(today, -(5 + (h + 1) * HISTORY_DAYS));
      addCampaign(clientId, timeZone, start, HISTORY_DAYS, HISTORY_STORIES_PER_DAY, 'completed');
    }
  }
  await database.db.transaction(async (tx) => {
    await insertChunked(clientRows, (chunk) => tx.insert(clients).values(chunk));
    await insertChunked(campaignRows, (chunk) => tx.insert(campaigns).values(chunk));
    await insertChunked(dayRows, (chunk) => tx.insert(campaignDays).values(chunk));
    await insertChunked(storyRows, (chunk) => tx.insert(stories).values(chunk));
  });
  await database.db.execute(sql`analyze`);
  return { stories: storyRows.length };
}

/**
 * The reminder planner's tick on the same data (every instance runs one every REMINDER_TICK_SECONDS): the first
 * queues what is due (reminders, alerts, digests), the next ones find it queued. Its p95 should stay far below
 * the tick period (30 s) and, since it shares the database with the requests, low in absolute terms.
 */
async function measurePlanner(database: Database): Promise<BenchResult[]> {
  const env = parseEnv({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-planner-')),
    APP_TIMEZONE: AGENCY_TIME_ZONE,
    LOG_LEVEL: 'silent',
  });
  const t0 = performance.now();
  const first = await planNotifications({ db: database.db, env, now: new Date() });
  const firstMs = performance.now() - t0;
  const latencies: number[] = [];
  for (let i = 0; i < PLANNER_RUNS; i++) {
    const start = performance.now();
    await planNotifications({ db: database.db, env, now: new Date() });
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  const name = 'reminder planner tick, same data set';
  console.log(
    `planner: first tick ${firstMs.toFixed(0)} ms queued ${first.reminders} reminders, ${first.alerts} alerts, ${first.digests} digests`,
  );
  return [
    figure(name, 'first tick ms', firstMs),
    figure(name, 'p50 ms', percentile(latencies, 0.5)),
    below(name, 'p95 ms', percentile(latencies, 0.95), TARGET_P95_MS),
  ];
}

const PLANNER_RUNS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

async function run(): Promise<BenchResult[]> {
  const { database, label, dispose } = await openThrowaway();
  try {
    await database.migrate();
    const now = new Date();
    const seeded = await seed(database, now);
    console.log(`${label}: ${CLIENTS} clients, ${seeded.stories.toLocaleString('en-US')} stories`);
    const read = () =>
      getAgencyBoard({
        db: database.db,
        now: new Date(),
        hours: 6,
        agencyTimeZone: AGENCY_TIME_ZONE,
        alertAfterMinutes: DEFAULT_AGENCY_ALERT_AFTER_MINUTES,
      });
    for (let i = 0; i < WARM_UP; i++) await read();
    const latencies: number[] = [];
    let last = await read();
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      last = await read();
      latencies.push(performance.now() - t0);
    }
    latencies.sort((a, b) => a - b);
    const name = `«Hoy» board read, 200 clients × 30 stories/day (${label})`;
    console.log(
      `board: ${last.overdue.length} overdue, ${last.upcoming.length} in the next 6 h, ${last.clientsAtRisk.length} clients at risk`,
    );
    const planner = await measurePlanner(database);
    return [
      figure(name, 'p50 ms', percentile(latencies, 0.5)),
      below(name, 'p95 ms', percentile(latencies, 0.95), TARGET_P95_MS),
      figure(name, 'p99 ms', percentile(latencies, 0.99)),
      figure(name, 'overdue + upcoming lines', last.overdue.length + last.upcoming.length),
      ...planner,
    ];
  } finally {
    await dispose();
  }
}

export const benchModule: BenchModule = {
  name: 'admin-today',
  description: `the agency's «Hoy» board read (p95 < ${TARGET_P95_MS} ms) on 200 clients × 30 stories a day`,
  run,
};

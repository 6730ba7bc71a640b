/**
 * The client pages on a large stories table (issue 28): 'Mis Campañas' (listClientCampaigns) and the dashboard
 * (getClientOverview), read through the services the routes call, on the demo data and then on the same database
 * once a client with 16 campaigns of 120 days × 60 stories (115,200 stories, past days 90 % posted) is added:
 * medians of that big client's reads and of the demo client's, each against the demo client's reads on demo data
 * alone (target ≤ 2×). The big data set is measured first as written (no statistics: what PGlite, which has no
 * autovacuum, runs until housekeeping's ANALYZE), then after analyzeStaleTables. On PGlite in a temporary folder,
 * then on PostgreSQL (a throwaway database on BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * when a server answers.
 *
 *   npm run bench -- client-scale
 *
 * BENCH_CLIENT_SCALE_RUNS (default 40) sets the number of measured reads of each kind.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { analyzeStaleTables } from '../src/server/composition/housekeeping';
import { type Database, openDatabase } from '../src/server/db/client';
import { user } from '../src/server/db/schema/auth';
import { clients } from '../src/server/db/schema/clients';
import { selectRows } from '../src/server/db/unnest-columns';
import { DEMO_CREDENTIALS } from '../src/server/seed/demo-credentials';
import { seedDemoData } from '../src/server/seed/demo-data';
import { getClientOverview } from '../src/server/services/client-area/get-client-overview';
import { listClientCampaigns } from '../src/server/services/client-area/list-client-campaigns';
import { addDaysIso, DEFAULT_TIME_ZONE, todayInTimeZone } from '../src/shared/dates';
import { atMost, type BenchModule, type BenchResult, figure } from './lib/result';

const CAMPAIGNS = 16;
const DAYS = 120;
const STORIES_PER_DAY = 60;
const RUNS = Number(process.env.BENCH_CLIENT_SCALE_RUNS ?? 40);
const WARM_UP = 5;
const TARGET_RATIO = 2;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Target {
  label: string;
  database: Database;
  dispose: () => Promise<void>;
}

function openPglite(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-client-scale-'));
  const database = openDatabase({ kind: 'pglite', dataDir: dir });
  return {
    label: 'PGlite',
    database,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway database on the PostgreSQL server, or null when none answers. */
async function openPostgres(): Promise<Target | null> {
  const server = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await server.connect();
  } catch {
    return null;
  }
  const name = `stories_bench_client_scale_${randomUUID().slice(0, 8)}`;
  await server.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  return {
    label: 'PostgreSQL',
    database,
    dispose: async () => {
      await database.close();
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    },
  };
}

/** The median of `RUNS` back-to-back calls, in ms, after WARM_UP unmeasured ones. */
async function median(read: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const start = performance.now();
    await read();
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** A client with a login and 16 campaigns of 120 days × 60 stories, written in SQL (the triggers count them). */
async function seedBigClient(database: Database, today: string): Promise<string> {
  const db = database.db;
  const userId = randomUUID();
  await db
    .insert(user)
    .values({ id: userId, email: 'grande@bench.local', name: 'Cliente Grande', role: 'client' });
  const [client] = await db
    .insert(clients)
    .values({ userId, name: 'Cliente Grande', brandName: 'Marca Grande', email: 'grande@bench.local' })
    .returning({ id: clients.id });
  // Campaign i starts 100 - 7i days before today: past, current and future days, every story state present.
  const first = addDaysIso(today, -100);
  await db.execute(sql`
    with new_campaigns as (
      insert into campaigns (client_id, title, start_date, end_date)
      select ${client!.id}::uuid, 'Campaña grande ' || i, ${first}::date + 7 * (i - 1),
             ${first}::date + 7 * (i - 1) + ${DAYS - 1}::int
        from generate_series(1, ${CAMPAIGNS}::int) i
      returning id, start_date
    ), new_days as (
      insert into campaign_days (campaign_id, date, day_order, title)
      select c.id, c.start_date + d - 1, d, 'Día ' || d
        from new_campaigns c cross join generate_series(1, ${DAYS}::int) d
      returning id, date
    )
    insert into stories (campaign_day_id, story_number, title, copy_text, scheduled_time, is_posted, posted_at)
    select d.id, s, 'Historia ' || s, 'Copy de la historia ' || s, '09:00',
           d.date < ${today}::date and s % 10 <> 0,
           case when d.date < ${today}::date and s % 10 <> 0
                then d.date + make_interval(hours => 8, mins => s * 10) end
      from new_days d cross join generate_series(1, ${STORIES_PER_DAY}::int) s`);
  return userId;
}

async function userIdOf(database: Database, email: string): Promise<string> {
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function measure(target: Target): Promise<BenchResult[]> {
  const { database, label } = target;
  const db = database.db;
  await database.migrate();
  const today = todayInTimeZone(DEFAULT_TIME_ZONE);
  await seedDemoData(db, { today, now: new Date() });
  const demoUser = await userIdOf(database, DEMO_CREDENTIALS.client.email);
  const reads = (userId: string) =>
    [
      ['GET /api/client/campaigns', () => listClientCampaigns(db, userId)],
      [
        'GET /api/client/overview',
        () => getClientOverview({ db, userId, now: new Date(), agencyTimeZone: DEFAULT_TIME_ZONE }),
      ],
    ] as const;

  const baseline = new Map<string, number>();
  const results: BenchResult[] = [];
  for (const [name, read] of reads(demoUser)) {
    const ms = await median(read);
    baseline.set(name, ms);
    results.push(figure(`${name}, demo data (${label})`, 'median ms', ms));
  }

  const start = performance.now();
  const bigUser = await seedBigClient(database, today);
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from stories`);
  console.log(
    `${label}: ${count!.n.toLocaleString('en-US')} stories written in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  for (const phase of ['no statistics', 'after ANALYZE'] as const) {
    if (phase === 'after ANALYZE')
      console.log(`${label}: analysed ${(await analyzeStaleTables(db)).join(', ')}`);
    for (const [who, userId] of [
      ['client with 115,200 stories', bigUser],
      ['demo client', demoUser],
    ] as const) {
      for (const [name, read] of reads(userId)) {
        const ms = await median(read);
        const subject = `${name}, ${who}, ${count!.n.toLocaleString('en-US')} stories, ${phase} (${label})`;
        results.push(figure(subject, 'median ms', ms));
        results.push(atMost(subject, 'ratio to demo data', ms / baseline.get(name)!, TARGET_RATIO));
      }
    }
  }
  return results;
}

export const benchModule: BenchModule = {
  name: 'client-scale',
  description: `the client pages with one client of ${CAMPAIGNS} × ${DAYS} days × ${STORIES_PER_DAY} stories against demo data, PGlite and PostgreSQL (~3 min)`,
  async run() {
    const results: BenchResult[] = [];
    for (const open of [async () => openPglite(), openPostgres]) {
      const target = await open();
      if (!target) {
        console.log('PostgreSQL: no server answers, skipped');
        continue;
      }
      try {
        results.push(...(await measure(target)));
      } finally {
        await target.dispose();
      }
    }
    return results;
  },
};

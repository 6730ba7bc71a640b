import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The seeded data set (--scale 1) and its tenth (--scale 0.1); override with BENCH_DATABASE_URL(_SMALL). */
export const BENCH_DATABASES = {
  full: {
    label: 'scale 1',
    scale: 1,
    url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stories_bench',
  },
  tenth: {
    label: 'scale 0.1',
    scale: 0.1,
    url: process.env.BENCH_SMALL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stories_bench_small',
  },
} as const;

export type BenchDatabase = (typeof BENCH_DATABASES)[keyof typeof BENCH_DATABASES];

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`)),
    );
  });
}

/** Creates the database and seeds it with bench/seed-large.ts unless it already holds the bench clients. */
export async function ensureSeeded(database: BenchDatabase): Promise<void> {
  const url = new URL(database.url);
  const name = url.pathname.slice(1);
  const admin = new URL(database.url);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  try {
    const exists = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await server.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await server.end();
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let seeded = false;
  try {
    const found = await client.query(
      `select 1 from information_schema.tables where table_name = 'clients' and table_schema = 'public'`,
    );
    if (found.rowCount)
      seeded = ((await client.query('select count(*)::int as n from clients')).rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
  if (seeded) return;
  console.log(`Seeding ${name} at --scale ${database.scale}…`);
  await run([
    '--import',
    'tsx',
    'bench/seed-large.ts',
    '--database-url',
    database.url,
    '--scale',
    String(database.scale),
  ]);
}

export interface BenchTarget {
  clientId: string;
  userId: string;
  email: string;
  brand: string;
  /** A 21-day campaign of that client whose story count is closest to 21 × 8. */
  campaignId: string;
  campaignStories: number;
  /** A campaign search that matches this client's brand. */
  search: string;
}

/** Anything that runs one SQL statement and returns its rows: a pg.Pool or a PGlite instance. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface TargetRow {
  client_id: string;
  user_id: string;
  email: string;
  brand: string;
  campaign_id: string;
  stories: number;
}

/**
 * The client and campaign a benchmark uses, chosen the same way on every data set. `rank` 0 is the reads'
 * target; the writes use rank 1, another client: toggling a story writes a new row version elsewhere in the
 * table, so after the posted-toggle load (even with every state restored) that client's stories lie on about
 * five times as many pages as when seeded, and the reads measured on it afterwards would pay for the writes
 * bench rather than for the data set's size.
 */
export async function pickTarget(
  database: Queryable,
  { rank = 0 }: { rank?: number } = {},
): Promise<BenchTarget> {
  const { rows } = await database.query(`
    select c.id as client_id, c.user_id, u.email, c.brand_name as brand, cp.id as campaign_id,
           count(s.id)::int as stories
    from campaigns cp
    join clients c on c.id = cp.client_id
    join "user" u on u.id = c.user_id
    join campaign_days d on d.campaign_id = cp.id
    join stories s on s.campaign_day_id = d.id
    where c.status = 'active'
    group by c.id, u.email, cp.id
    having count(distinct d.id) = 21
    order by abs(count(s.id) - 168), cp.id
    limit 1 offset ${Number(rank)}`);
  const row = rows[0] as TargetRow | undefined;
  if (!row) throw new Error('No 21-day campaign with a client login: seed with bench/seed-large.ts first.');
  return {
    clientId: row.client_id,
    userId: row.user_id,
    email: row.email,
    brand: row.brand,
    campaignId: row.campaign_id,
    campaignStories: row.stories,
    search: row.brand.slice(-4),
  };
}

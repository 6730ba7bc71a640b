/**
 * A realistic, reproducible large data set for benchmarks and query plans: at --scale 1, 200 clients (each with
 * a login user), 2,000 campaigns of 7 to 21 days with 6 to 10 stories a day (about 220,000 stories, a tenth of
 * them posted), placed around today so every story state exists, plus the sent e-mails of all that.
 *
 *   createdb -h 127.0.0.1 -U postgres stories_bench
 *   node --import tsx bench/seed-large.ts --database-url postgres://postgres@127.0.0.1:5432/stories_bench
 *   node --import tsx bench/seed-large.ts --data-dir .tmp/bench-pglite --scale 0.1   # embedded PGlite
 *
 * Options: --scale N (default 1), --seed N (default 42: the same seed gives the same data), --today yyyy-MM-dd
 * (default today in Europe/Madrid). It migrates the database first and refuses one that already holds clients.
 * Every bench login signs in with BENCH_PASSWORD. Other scripts import seedLargeDataSet() and openBenchDatabase().
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/password-hash';
import { type Database, type Db, openDatabase } from '../src/server/db/client';
import { account, user } from '../src/server/db/schema/auth';
import { campaignDays, campaigns, stories } from '../src/server/db/schema/campaigns';
import { clients } from '../src/server/db/schema/clients';
import { mailOutbox } from '../src/server/db/schema/mail';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '../src/shared/dates';
import { buildLargeDataSet } from './lib/large-data-set';

export const BENCH_PASSWORD = 'Bench-Panel-2026';
export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.local';

export interface SeedLargeOptions {
  /** 1 = 200 clients and 2,000 campaigns; everything scales with it. */
  scale?: number;
  /** PRNG seed: the same seed and today give the same data. */
  seed?: number;
  /** yyyy-MM-dd: campaign dates are placed around it. */
  today: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface SeededCounts {
  clients: number;
  campaigns: number;
  days: number;
  stories: number;
  postedStories: number;
  mails: number;
}

const ROWS_PER_INSERT = 2_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * Writes the data set in one transaction and runs ANALYZE, so the planner sees the real row counts at once.
 * Refuses a database that already holds clients (never mix bench data into an agency's data).
 */
export async function seedLargeDataSet(db: Db, options: SeedLargeOptions): Promise<SeededCounts> {
  const log = options.log ?? (() => {});
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  if ((existing?.n ?? 0) > 0) throw new Error('seedLargeDataSet: the database already holds clients');

  const { users, accounts, clientRows, campaignRows, dayRows, storyRows, mailRows } = buildLargeDataSet({
    scale: options.scale ?? 1,
    seed: options.seed ?? 42,
    today: options.today,
    adminEmail: BENCH_ADMIN_EMAIL,
    passwordHash: await hashPassword(BENCH_PASSWORD),
  });

  const started = Date.now();
  await db.transaction(async (tx) => {
    await insertChunked(users, (chunk) => tx.insert(user).values(chunk));
    await insertChunked(accounts, (chunk) => tx.insert(account).values(chunk));
    await insertChunked(clientRows, (chunk) => tx.insert(clients).values(chunk));
    await insertChunked(campaignRows, (chunk) => tx.insert(campaigns).values(chunk));
    await insertChunked(dayRows, (chunk) => tx.insert(campaignDays).values(chunk));
    log(`  ${clientRows.length} clients, ${campaignRows.length} campaigns, ${dayRows.length} days written`);
    await insertChunked(storyRows, (chunk) => tx.insert(stories).values(chunk));
    await insertChunked(mailRows, (chunk) => tx.insert(mailOutbox).values(chunk));
  });
  await db.execute(sql`analyze`);
  log(`  written and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  return {
    clients: clientRows.length,
    campaigns: campaignRows.length,
    days: dayRows.length,
    stories: storyRows.length,
    postedStories: storyRows.filter((s) => s.isPosted).length,
    mails: mailRows.length,
  };
}

export interface BenchDatabaseArgs {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** PostgreSQL at --database-url (or DATABASE_URL), else PGlite at --data-dir. */
export function openBenchDatabase(args: BenchDatabaseArgs): Database {
  const url = args.databaseUrl ?? process.env.DATABASE_URL;
  if (url) return openDatabase({ kind: 'postgres', url, poolSize: 4 });
  if (args.dataDir) return openDatabase({ kind: 'pglite', dataDir: args.dataDir });
  throw new Error('Indica --database-url postgres://… (o DATABASE_URL) o --data-dir para PGlite.');
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '42' },
      today: { type: 'string' },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!(scale > 0) || !Number.isInteger(seed)) throw new Error('--scale must be > 0 and --seed an integer');
  const today = values.today ?? todayInTimeZone(DEFAULT_TIME_ZONE);
  const database = openBenchDatabase({ databaseUrl: values['database-url'], dataDir: values['data-dir'] });
  try {
    await database.migrate();
    console.log(`Seeding ${database.kind} at scale ${scale} (seed ${seed}, today ${today})…`);
    const counts = await seedLargeDataSet(database.db, { scale, seed, today, log: console.log });
    console.log(counts);
    console.log(
      `Logins: ${BENCH_ADMIN_EMAIL} and bench-cliente-0001@bench.local…, password ${BENCH_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}

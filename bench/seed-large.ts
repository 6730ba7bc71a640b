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
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/password-hash';
import { type Database, type Db, openDatabase } from '../src/server/db/client';
import { account, user } from '../src/server/db/schema/auth';
import {
  campaignDays,
  campaigns,
  type NewCampaignDayRow,
  type NewCampaignRow,
  type NewStoryRow,
  stories,
} from '../src/server/db/schema/campaigns';
import { clients, type NewClientRow } from '../src/server/db/schema/clients';
import { mailOutbox, type NewMailOutboxRow } from '../src/server/db/schema/mail';
import { addDaysIso, DEFAULT_TIME_ZONE, todayInTimeZone } from '../src/shared/dates';

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

const CAMPAIGNS_PER_CLIENT = 10;
const ROWS_PER_INSERT = 2_000;
const TIME_BLOCKS = ['Mañana', 'Mediodía', 'Tarde', 'Noche'] as const;
const STORY_TYPES = ['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE'] as const;
const INDUSTRIES = ['Moda', 'Alimentación', 'Salud', 'Belleza', 'Deporte', 'Educación', 'Hogar'] as const;
const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, seedable PRNG (benchmarks must be reproducible, not secure). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** Noon UTC of a calendar date plus `hours`: instants that fall on that date in any European time zone. */
function instantOn(date: string, hours = 0): Date {
  return new Date(Date.parse(`${date}T12:00:00Z`) + hours * 3_600_000);
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * Writes the data set in one transaction and runs ANALYZE, so the planner sees the real row counts at once.
 * Refuses a database that already holds clients (never mix bench data into an agency's data).
 */
export async function seedLargeDataSet(db: Db, options: SeedLargeOptions): Promise<SeededCounts> {
  const scale = options.scale ?? 1;
  const random = prng(options.seed ?? 42);
  const log = options.log ?? (() => {});
  const { today } = options;
  const clientCount = Math.max(1, Math.round(200 * scale));

  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
  if ((existing?.n ?? 0) > 0) throw new Error('seedLargeDataSet: the database already holds clients');

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const users: (typeof user.$inferInsert)[] = [];
  const accounts: (typeof account.$inferInsert)[] = [];
  const clientRows: NewClientRow[] = [];
  const campaignRows: NewCampaignRow[] = [];
  const dayRows: NewCampaignDayRow[] = [];
  const storyRows: NewStoryRow[] = [];
  const mailRows: NewMailOutboxRow[] = [];

  const addLogin = (email: string, name: string, role: 'admin' | 'client', createdAt: Date) => {
    const id = randomUUID();
    users.push({ id, email, name, role, emailVerified: true, passwordChangedAt: createdAt, createdAt });
    accounts.push({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    return id;
  };
  const adminId = addLogin(
    BENCH_ADMIN_EMAIL,
    'Administración Bench',
    'admin',
    instantOn(addDaysIso(today, -500)),
  );

  for (let c = 0; c < clientCount; c++) {
    const n = String(c + 1).padStart(4, '0');
    const clientCreated = instantOn(addDaysIso(today, -random.int(200, 480)), random.int(-6, 6));
    const email = `bench-cliente-${n}@bench.local`;
    const clientId = randomUUID();
    const roll = random.next();
    clientRows.push({
      id: clientId,
      userId: addLogin(email, `Contacto ${n}`, 'client', clientCreated),
      name: `Contacto ${n}`,
      brandName: `Marca Bench ${n}`,
      email,
      phone: `+34 600 ${n.slice(0, 3)} ${n.slice(1)}`,
      industry: INDUSTRIES[c % INDUSTRIES.length]!,
      description: `Cliente de prueba ${n} para medir el panel con datos de tamaño real.`,
      status: roll < 0.9 ? 'active' : roll < 0.95 ? 'inactive' : 'pending',
      invitationStatus: 'accepted',
      createdBy: adminId,
      createdAt: clientCreated,
      updatedAt: clientCreated,
    });
    mailRows.push(
      mail(email, `Tus credenciales de acceso al Panel de Stories — Marca Bench ${n}`, clientCreated),
    );

    for (let k = 0; k < CAMPAIGNS_PER_CLIENT; k++) {
      const campaignId = randomUUID();
      const length = random.int(7, 21);
      const startDate = addDaysIso(today, random.int(-150, 30));
      const endDate = addDaysIso(startDate, length - 1);
      const created = new Date(
        instantOn(startDate).getTime() - random.int(1, 20) * DAY_MS - random.int(0, 86_399) * 1000,
      );
      const title = `Campaña ${k + 1} de Marca Bench ${n}`;
      campaignRows.push({
        id: campaignId,
        clientId,
        title,
        description: 'Campaña generada para las mediciones de rendimiento.',
        status: endDate < today && random.next() < 0.6 ? 'completed' : 'active',
        startDate,
        endDate,
        manychatKeyword: `BENCH${k + 1}`,
        manychatAutoResponse: '¡Hola! Gracias por escribirnos. Te enviamos toda la información.',
        manychatFollowUpSequence: [
          { delay_hours: 24, message: '¿Pudiste ver la información?' },
          { delay_hours: 72, message: 'Últimas plazas disponibles.' },
        ],
        manychatTags: ['bench', `campaña-${k + 1}`],
        source: 'import',
        createdAt: created,
        updatedAt: created,
      });
      mailRows.push(mail(email, `Nueva campaña para Marca Bench ${n}: ${title}`, created));

      for (let d = 0; d < length; d++) {
        const dayId = randomUUID();
        const date = addDaysIso(startDate, d);
        dayRows.push({
          id: dayId,
          campaignId,
          date,
          dayOrder: d + 1,
          theme: `Tema del día ${d + 1}`,
          title: `Día ${d + 1}`,
        });
        const perDay = random.int(6, 10);
        for (let s = 0; s < perDay; s++) {
          const isPosted = random.next() < 0.1;
          const block =
            TIME_BLOCKS[Math.min(TIME_BLOCKS.length - 1, Math.floor((s * TIME_BLOCKS.length) / perDay))]!;
          storyRows.push({
            campaignDayId: dayId,
            storyNumber: s + 1,
            title: `Historia ${s + 1}`,
            copyText: `Día ${d + 1}, historia ${s + 1}: cuéntale a tu audiencia por qué este producto cambia su día a día. Escríbenos "BENCH${k + 1}" y te enviamos los detalles.`,
            originalCopy: null,
            visualDescription: 'Plano medio con luz natural; texto grande en el tercio superior.',
            storyType: STORY_TYPES[s % STORY_TYPES.length]!,
            timeBlock: block,
            stickerInfo:
              s % 4 === 0 ? { type: 'poll', options: ['Sí', 'No'], prompt: '¿Lo probarías?' } : null,
            notes: s % 5 === 0 ? 'Etiquetar la cuenta de la marca.' : null,
            scheduledDate: date,
            scheduledTime: `${String(9 + s).padStart(2, '0')}:${s % 2 === 0 ? '00' : '30'}`,
            isPosted,
            postedAt: isPosted
              ? instantOn(date.localeCompare(today) < 0 ? date : today, random.int(-3, 8))
              : null,
          });
        }
      }
    }
  }

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

function mail(to: string, subject: string, at: Date): NewMailOutboxRow {
  const sentAt = new Date(at.getTime() + 2_000);
  return {
    toAddress: to,
    subject,
    textBody: `${subject}\n\n—\nPanel de Stories`,
    transport: 'log',
    sentAt,
    createdAt: sentAt,
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

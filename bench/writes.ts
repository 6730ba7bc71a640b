/**
 * Writes: PATCH /api/stories/{id}/posted on the real app under autocannon (50 connections, rotating over the
 * client's stories, each request flipping a story's state; the states are restored afterwards), and importing
 * a 21-day × 10-story campaign through importCampaign (median of 20 runs) against a naive importer that inserts
 * the same rows one statement at a time: in one transaction (the target ratio), with prepared statements, and
 * autocommitted. The importers run interleaved; imported campaigns are deleted afterwards.
 *
 *   npm run bench -- writes
 */
import { inArray, type Placeholder, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, type Executor, openDatabase } from '../src/server/db/client';
import { campaignDays, campaigns, stories } from '../src/server/db/schema/campaigns';
import { importCampaign } from '../src/server/services/campaigns/import-campaign';
import type { NormalizedCampaign } from '../src/shared/campaign-import/types';
import { addDaysIso, DEFAULT_TIME_ZONE, todayInTimeZone } from '../src/shared/dates';
import { STORY_TYPES } from '../src/shared/domain/story-types';
import { signIn, startApp } from './lib/app-process';
import { BENCH_DATABASES, ensureSeeded, pickTarget } from './lib/databases';
import { median, runHttpLoad } from './lib/load';

/** Not the reads' client (rank 0): see pickTarget. */
const WRITES_TARGET_RANK = 1;

import { atLeast, type BenchModule, type BenchResult, below, figure } from './lib/result';
import { BENCH_PASSWORD } from './seed-large';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IMPORT_RUNS = 20;
const DAYS = 21;
const STORIES_PER_DAY = 10;
const BLOCKS = ['Mañana', 'Mediodía', 'Tarde', 'Noche'];

/** A realistic 21-day × 10-story campaign as the import service receives it. */
function benchCampaign(run: number): NormalizedCampaign {
  const startDate = addDaysIso(todayInTimeZone(DEFAULT_TIME_ZONE), 7);
  const days = Array.from({ length: DAYS }, (_, d) => ({
    dayOrder: d + 1,
    date: addDaysIso(startDate, d),
    theme: `Tema del día ${d + 1}: novedades de temporada`,
    title: `Día ${d + 1}`,
    stories: Array.from({ length: STORIES_PER_DAY }, (_, s) => {
      const copy = `Historia ${s + 1} del día ${d + 1}: texto de la historia con la llamada a la acción.`;
      return {
        number: s + 1,
        title: `Historia ${s + 1}`,
        copy,
        originalCopy: copy,
        visual: 'Plano medio del producto con luz natural y el logotipo en la esquina.',
        type: STORY_TYPES[s % STORY_TYPES.length] ?? 'TEXTO_PANTALLA',
        timeBlock: BLOCKS[Math.floor((s * BLOCKS.length) / STORIES_PER_DAY)] ?? 'Mañana',
        sticker: s % 3 === 0 ? { type: 'poll' as const, options: ['Sí', 'No'], prompt: '¿Te gusta?' } : null,
        notes: null,
        scheduledTime: `${String(9 + s).padStart(2, '0')}:00`,
      };
    }),
  }));
  return {
    title: `Campaña de benchmark ${run}`,
    description: 'Importación de prueba de rendimiento',
    startDate,
    endDate: addDaysIso(startDate, DAYS - 1),
    status: 'active',
    days,
    chatAutomation: null,
    launchPlan: null,
  };
}

async function measurePostedToggle(url: string): Promise<BenchResult[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const app = await startApp({ database: { databaseUrl: url } });
  try {
    const target = await pickTarget(pool, { rank: WRITES_TARGET_RANK });
    const cookie = await signIn(app.baseUrl, { email: target.email, password: BENCH_PASSWORD });
    const { rows: before } = await pool.query<{ id: string; is_posted: boolean; posted_at: Date | null }>(
      `select s.id, s.is_posted, s.posted_at from stories s
       join campaign_days d on d.id = s.campaign_day_id join campaigns c on c.id = d.campaign_id
       where c.client_id = $1 order by s.id`,
      [target.clientId],
    );
    const state = new Map(before.map((r) => [r.id, r.is_posted]));
    let i = 0;
    const next = () => {
      const story = before[i++ % before.length];
      if (!story) throw new Error('no stories');
      const isPosted = !state.get(story.id);
      state.set(story.id, isPosted);
      return { path: `/api/stories/${story.id}/posted`, body: JSON.stringify({ isPosted }) };
    };
    const headers = { cookie, origin: app.baseUrl };
    try {
      const load = await runHttpLoad({
        baseUrl: app.baseUrl,
        path: '/api/stories/00000000-0000-0000-0000-000000000000/posted',
        method: 'PATCH',
        headers,
        next,
        connections: 50,
        durationSeconds: SECONDS,
      });
      console.log(
        `  PATCH posted over ${before.length} stories: ${load.rps.toFixed(0)} req/s p50 ${load.p50} p99 ${load.p99} ms (failures ${load.failures})`,
      );
      const name = 'PATCH /api/stories/{id}/posted [PostgreSQL, scale 1]';
      return [
        figure(name, 'req/s', load.rps),
        figure(name, 'p50 ms', load.p50),
        below(name, 'p99 ms', load.p99, 50),
        below(name, 'failed requests', load.failures, 1),
      ];
    } finally {
      // Put every story back as it was, so the data set stays the seeded one; the app is stopped first so no
      // request still in flight after autocannon's end can write behind the restore.
      await app.stop();
      await pool.query(
        `update stories s set is_posted = b.is_posted, posted_at = b.posted_at
         from unnest($1::uuid[], $2::boolean[], $3::timestamptz[]) as b(id, is_posted, posted_at)
         where s.id = b.id`,
        [before.map((r) => r.id), before.map((r) => r.is_posted), before.map((r) => r.posted_at)],
      );
    }
  } finally {
    await app.stop();
    await pool.end();
  }
}

type NaiveMode = 'transaction' | 'prepared' | 'autocommit';

/**
 * The naive importer: the same rows as importCampaign writes, one INSERT per row (the campaign, then each day
 * with RETURNING its id, then that day's stories), built with drizzle's query builder as application code
 * would. 'transaction' runs them in one transaction (the strict comparison); 'autocommit' commits each
 * statement on its own (an importer without a transaction); 'prepared' is 'transaction' with the day and story
 * INSERTs as named prepared statements (parsed once per connection, no per-row query building): the strongest
 * one-row-per-statement importer, to show how much of the gap is the round trips themselves.
 */
async function naiveImport(
  db: Db,
  clientId: string,
  campaign: NormalizedCampaign,
  mode: NaiveMode,
): Promise<string> {
  let campaignId = '';
  const write = async (tx: Executor) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        clientId,
        title: campaign.title,
        description: campaign.description,
        status: campaign.status,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        source: 'import',
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('naive import: no campaign row');
    campaignId = row.id;
    const placeholders = <T extends string>(...names: T[]): Record<T, Placeholder> =>
      Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<string, Placeholder>;
    const preparedDay =
      mode === 'prepared'
        ? tx
            .insert(campaignDays)
            .values(placeholders('campaignId', 'dayOrder', 'date', 'theme', 'title'))
            .returning({ id: campaignDays.id })
            .prepare('bench_naive_day')
        : null;
    const preparedStory =
      mode === 'prepared'
        ? tx
            .insert(stories)
            .values({
              ...placeholders(
                'campaignDayId',
                'storyNumber',
                'title',
                'copyText',
                'originalCopy',
                'visualDescription',
                'storyType',
                'timeBlock',
                'notes',
                'scheduledDate',
                'scheduledTime',
              ),
              // Through the column's encoder a null would be stored as the jsonb value null, not as SQL NULL.
              stickerInfo: sql`${sql.placeholder('stickerJson')}::jsonb`,
            })
            .prepare('bench_naive_story')
        : null;
    for (const day of campaign.days) {
      const dayValues = {
        campaignId,
        dayOrder: day.dayOrder,
        date: day.date,
        theme: day.theme,
        title: day.title,
      };
      const [dayRow] = preparedDay
        ? await preparedDay.execute(dayValues)
        : await tx.insert(campaignDays).values(dayValues).returning({ id: campaignDays.id });
      if (!dayRow) throw new Error('naive import: no day row');
      for (const story of day.stories) {
        const storyValues = {
          campaignDayId: dayRow.id,
          storyNumber: story.number,
          title: story.title,
          copyText: story.copy,
          originalCopy: story.originalCopy,
          visualDescription: story.visual,
          storyType: story.type,
          timeBlock: story.timeBlock,
          stickerInfo: story.sticker ? { ...story.sticker } : null,
          notes: story.notes,
          scheduledDate: day.date,
          scheduledTime: story.scheduledTime,
        };
        if (preparedStory) {
          const stickerJson = story.sticker ? JSON.stringify(story.sticker) : null;
          await preparedStory.execute({ ...storyValues, stickerJson });
        } else await tx.insert(stories).values(storyValues);
      }
    }
  };
  await (mode === 'autocommit' ? write(db) : db.transaction(write));
  return campaignId;
}

async function measureImport(url: string): Promise<BenchResult[]> {
  const database = openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const { db } = database;
  const created: string[] = [];
  try {
    const target = await pickTarget(database.pool as pg.Pool, { rank: WRITES_TARGET_RANK });
    // Each round builds its campaign before the clock starts, for every importer alike.
    const timed = async (write: (campaign: NormalizedCampaign) => Promise<string>, run: number) => {
      const campaign = benchCampaign(run);
      const t0 = performance.now();
      const id = await write(campaign);
      const ms = performance.now() - t0;
      created.push(id);
      return ms;
    };
    const importers = {
      batched: async (campaign: NormalizedCampaign) =>
        (await importCampaign(db, { clientId: target.clientId, campaign, source: 'import' })).campaignId,
      transaction: (campaign: NormalizedCampaign) =>
        naiveImport(db, target.clientId, campaign, 'transaction'),
      prepared: (campaign: NormalizedCampaign) => naiveImport(db, target.clientId, campaign, 'prepared'),
      autocommit: (campaign: NormalizedCampaign) => naiveImport(db, target.clientId, campaign, 'autocommit'),
    };
    const times = Object.fromEntries(Object.keys(importers).map((k) => [k, [] as number[]])) as Record<
      keyof typeof importers,
      number[]
    >;
    for (let run = -3; run < IMPORT_RUNS; run++) {
      // Interleaved, so that a burst of load on the shared machine falls on every importer alike.
      for (const [name, write] of Object.entries(importers)) {
        const ms = await timed(write, run);
        if (run >= 0) times[name as keyof typeof importers].push(ms);
      }
    }
    const importMs = median(times.batched);
    const naiveMs = median(times.transaction);
    const preparedMs = median(times.prepared);
    const autocommitMs = median(times.autocommit);
    console.log(
      `  import ${DAYS}×${STORIES_PER_DAY}: importCampaign median ${importMs.toFixed(1)} ms; one row per statement ${naiveMs.toFixed(1)} ms in a transaction (${(naiveMs / importMs).toFixed(1)}×), ${preparedMs.toFixed(1)} ms prepared (${(preparedMs / importMs).toFixed(1)}×), ${autocommitMs.toFixed(1)} ms autocommit (${(autocommitMs / importMs).toFixed(1)}×)`,
    );
    const name = `import ${DAYS} days × ${STORIES_PER_DAY} stories [PostgreSQL, scale 1]`;
    return [
      figure(name, `importCampaign median ms (${IMPORT_RUNS} runs)`, importMs),
      figure(name, 'one row per statement, one transaction: median ms', naiveMs),
      atLeast(name, 'speed-up vs one row per statement, one transaction', naiveMs / importMs, 10),
      figure(name, 'one row per statement, autocommit: median ms', autocommitMs),
      atLeast(name, 'speed-up vs one row per statement, autocommit', autocommitMs / importMs, 10),
      figure(name, 'one row per statement, prepared, one transaction: median ms', preparedMs),
      figure(name, 'speed-up vs one row per statement, prepared, one transaction', preparedMs / importMs),
    ];
  } finally {
    for (let start = 0; start < created.length; start += 500) {
      await db.delete(campaigns).where(inArray(campaigns.id, created.slice(start, start + 500)));
    }
    await database.close();
  }
}

export const benchModule: BenchModule = {
  name: 'writes',
  description: 'marking a story posted under load, and importing a 21 × 10 campaign vs one row per statement',
  async run() {
    await ensureSeeded(BENCH_DATABASES.full);
    const toggle = await measurePostedToggle(BENCH_DATABASES.full.url);
    const imports = await measureImport(BENCH_DATABASES.full.url);
    return [...toggle, ...imports];
  },
};

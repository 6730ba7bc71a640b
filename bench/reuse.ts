/**
 * Issue 33 (reuse): «Duplicar…» of a 100-story campaign (10 days × 10 stories, one file each, a landing page and a
 * link sticker per day) on the seeded PostgreSQL data set, through the service the route calls: median and worst of
 * 20 copies (goal: < 1 s), and a «Repetir cada mes» of 12 copies in one transaction. The campaigns made are
 * deleted afterwards (with the media-deletion jobs their rows queue: the bench's files are not in any storage).
 * Then a campaign .zip exported and imported back on the real app, with the server's memory (reuse-zip.ts).
 *
 *   npm run bench -- reuse
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { campaigns } from '../src/server/db/schema/campaigns';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { duplicateCampaign } from '../src/server/services/campaigns/duplicate/duplicate-campaign';
import { importCampaign } from '../src/server/services/campaigns/import-campaign';
import { ensureCampaignLinks } from '../src/server/services/links/ensure-campaign-links';
import type { NormalizedCampaign } from '../src/shared/campaign-import/types';
import { addDaysIso, DEFAULT_TIME_ZONE, todayInTimeZone } from '../src/shared/dates';
import { BENCH_DATABASES, ensureSeeded, pickTarget } from './lib/databases';
import { median } from './lib/load';
import { type BenchModule, type BenchResult, below, figure } from './lib/result';
import { measureZipRoundTrip } from './reuse-zip';

const RUNS = 20;
const DAYS = 10;
const STORIES_PER_DAY = 10;
const REPEAT = 12;

function sourceCampaign(startDate: string): NormalizedCampaign {
  const days = Array.from({ length: DAYS }, (_, d) => ({
    dayOrder: d + 1,
    date: addDaysIso(startDate, d),
    theme: `Tema del día ${d + 1}`,
    title: `Día ${d + 1}`,
    stories: Array.from({ length: STORIES_PER_DAY }, (_, s) => {
      const copy = `Historia ${s + 1} del día ${d + 1}: responde CAFÉ y te enviamos el descuento.`;
      return {
        number: s + 1,
        title: `Historia ${s + 1}`,
        copy,
        originalCopy: copy,
        visual: 'Plano medio del producto con luz natural.',
        type: 'TEXTO_PANTALLA' as const,
        timeBlock: 'Mañana',
        sticker: s % 3 === 0 ? { type: 'poll' as const, options: ['Sí', 'No'], prompt: '¿Te gusta?' } : null,
        notes: null,
        scheduledTime: `${String(8 + s).padStart(2, '0')}:30`,
      };
    }),
  }));
  return {
    title: 'Campaña de benchmark (duplicar)',
    description: null,
    startDate,
    endDate: addDaysIso(startDate, DAYS - 1),
    status: 'active',
    days,
    chatAutomation: {
      keyword: 'CAFÉ',
      autoResponse: '¡Hola! Aquí tienes tu descuento.',
      followUpSequence: [],
      landingUrl: 'https://example.com/cafe',
      tags: ['cafe'],
      notes: null,
    },
    launchPlan: null,
  };
}

const duplicateBench: BenchModule = {
  name: 'reuse',
  description: 'duplicating a 100-story campaign, once and 12 months in one step (PostgreSQL, scale 1)',
  async run(): Promise<BenchResult[]> {
    await ensureSeeded(BENCH_DATABASES.full);
    const database = openDatabase({ kind: 'postgres', url: BENCH_DATABASES.full.url, poolSize: 2 });
    const { db } = database;
    const env = parseEnv({ ...process.env, DATABASE_URL: BENCH_DATABASES.full.url });
    const deps = { env, database, logger: createLogger('warn'), jobRunner: null as never };
    const made: string[] = [];
    const started = new Date();
    try {
      const target = await pickTarget(database.pool as pg.Pool, { rank: 2 });
      const admin = await database.pool!.query<{ id: string; email: string }>(
        `select id, email from "user" where role = 'admin' order by created_at limit 1`,
      );
      const actor = { userId: admin.rows[0]!.id, email: admin.rows[0]!.email, ip: null };
      const start = addDaysIso(todayInTimeZone(DEFAULT_TIME_ZONE), 30);
      const source = await importCampaign(db, {
        clientId: target.clientId,
        campaign: sourceCampaign(start),
        source: 'import',
      });
      made.push(source.campaignId);
      // One file per story and a link sticker a day, as a real campaign with media has.
      await db.execute(sql`
        insert into story_media (id, story_id, position, kind, mime_type, original_name, size_bytes, storage_key)
        select gen_random_uuid(), s.id, 1, 'image', 'image/jpeg', 'foto.jpg', 250000,
          'media/sha256/' || md5(s.id::text) || md5(s.id::text) || '.jpg'
        from stories s join campaign_days d on d.id = s.campaign_day_id where d.campaign_id = ${source.campaignId}`);
      await db.execute(sql`
        update stories s set sticker_info = jsonb_build_object('type', 'link', 'url', 'https://example.com/dia-' || d.day_order)
        from campaign_days d where d.id = s.campaign_day_id and d.campaign_id = ${source.campaignId} and s.story_number = 2`);
      await ensureCampaignLinks({ db, campaignId: source.campaignId });

      const copyOnce = async (run: number, repeat?: { every: 'month'; count: number }) => {
        const t0 = performance.now();
        const answer = await duplicateCampaign(deps, {
          campaignId: source.campaignId,
          body: {
            clientId: target.clientId,
            startDate: addDaysIso(start, 400 + run * 100),
            timeShiftMinutes: 0,
            notifyClient: false,
            ...(repeat ? { repeat } : {}),
          },
          actor,
          requestKey: randomUUID(),
        });
        const ms = performance.now() - t0;
        made.push(...answer.campaigns.map((c) => c.id));
        if (answer.campaigns[0]!.totalStories !== DAYS * STORIES_PER_DAY) throw new Error('copy incomplete');
        return ms;
      };
      const times: number[] = [];
      for (let run = -3; run < RUNS; run++) {
        const ms = await copyOnce(run + 3);
        if (run >= 0) times.push(ms);
      }
      const repeatMs = await copyOnce(RUNS + 10, { every: 'month', count: REPEAT });
      const name = `duplicate ${DAYS} days × ${STORIES_PER_DAY} stories, 100 files [PostgreSQL, scale 1]`;
      const med = median(times);
      const worst = Math.max(...times);
      console.log(
        `  duplicate: median ${med.toFixed(1)} ms, worst ${worst.toFixed(1)} ms of ${RUNS}; ${REPEAT} monthly copies ${repeatMs.toFixed(0)} ms`,
      );
      return [
        below(name, `median ms (${RUNS} runs)`, med, 1000),
        below(name, 'worst ms', worst, 1000),
        figure(name, `${REPEAT} monthly copies in one step: ms`, repeatMs),
      ];
    } finally {
      for (let i = 0; i < made.length; i += 200) {
        await db.delete(campaigns).where(inArray(campaigns.id, made.slice(i, i + 200)));
      }
      await db.execute(sql`delete from jobs where type = 'media.delete-files' and created_at >= ${started}`);
      await db.execute(sql`delete from idempotent_requests where created_at >= ${started}`);
      await database.close();
    }
  },
};

export const benchModule: BenchModule = {
  name: 'reuse',
  description: `${duplicateBench.description}; a campaign .zip exported and imported back, streamed (server memory)`,
  async run(): Promise<BenchResult[]> {
    const duplicate = await duplicateBench.run();
    return [...duplicate, ...(await measureZipRoundTrip())];
  },
};

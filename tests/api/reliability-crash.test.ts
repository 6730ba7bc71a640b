import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { aiCampaignRequests } from '../../src/server/db/schema/ai';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { createClientRecord } from '../factories/clients';
import { signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';

/**
 * The server process killed with SIGKILL half-way through an import and through an AI job. Only on PostgreSQL
 * (TEST_DATABASE_URL): the default in-memory PGlite lives inside the test process, so there is no separate
 * server process to kill while the database survives it.
 *
 * A child process (tests/setup/crash-child.ts) opens the database and starts the work; a test-only trigger makes
 * one late story insert sleep, so the kill lands after the campaign, its days and earlier stories were written
 * in the still-open transaction. client_connection_check_interval lets PostgreSQL notice the dead client during
 * the sleep and roll back at once.
 */
const CHILD = path.resolve(import.meta.dirname, '../setup/crash-child.ts');
const APP_NAME = 'stories-crash-child';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let url: string;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  url = t.database.pool!.options.connectionString!;
  const name = new URL(url).pathname.slice(1);
  await t.database.db.execute(
    sql.raw(`alter database "${name}" set client_connection_check_interval = '100ms'`),
  );
});
afterAll(async () => {
  await t?.cleanup();
});

/** Makes the insert of story `storyNumber` of day `dayOrder` sleep 30 s. */
async function installSlowStory(dayOrder: number, storyNumber: number) {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function test_slow_story() returns trigger language plpgsql as $$
      begin
        if NEW.story_number = ${storyNumber} and exists (
          select 1 from campaign_days d where d.id = NEW.campaign_day_id and d.day_order = ${dayOrder}
        ) then perform pg_sleep(30); end if;
        return NEW;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger test_slow_story before insert on stories for each row execute function test_slow_story()',
    ),
  );
}
async function removeSlowStory() {
  await t.database.db.execute(sql.raw('drop trigger if exists test_slow_story on stories'));
  await t.database.db.execute(sql.raw('drop function if exists test_slow_story()'));
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const childBackends = async (filter = '') =>
  Number(
    rowsOf(
      await t.database.db.execute(
        sql.raw(`select count(*)::int as n from pg_stat_activity
                 where datname = current_database() and application_name = '${APP_NAME}' ${filter}`),
      ),
    )[0]!.n,
  );

/** Starts the child, waits until it sleeps inside the story insert, kills it with SIGKILL, waits for the rollback. */
async function crashChildMidWay(mode: 'import' | 'ai', env: Record<string, string>) {
  // The child dies by SIGKILL and cannot clean up: its DATA_DIR is made and removed here.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stories-crash-'));
  try {
    await crashChild(mode, { ...env, CRASH_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function crashChild(mode: 'import' | 'ai', env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, mode], {
    env: { ...process.env, ...env, CRASH_DATABASE_URL: url, PGAPPNAME: APP_NAME },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  try {
    await waitFor('the child to sleep inside the story insert', async () => {
      if (child.exitCode !== null) throw new Error(`the child ended before the crash: ${output}`);
      return (await childBackends(`and wait_event = 'PgSleep'`)) > 0;
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  expect(output).not.toContain('finished');
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  await waitFor('PostgreSQL to end the dead client’s backend', async () => (await childBackends()) === 0);
}

describe.skipIf(!onPostgres)(
  'SIGKILL during an import (PostgreSQL only: PGlite dies with the process)',
  () => {
    it('leaves no partial campaign, and the same import afterwards creates it whole', async () => {
      const db = t.database.db;
      const client = await createClientRecord(db, { name: 'Irene Soto', brandName: 'Vinos Soto' });
      const start = Date.UTC(2027, 4, 1);
      const file = {
        campaign_title: 'Importación interrumpida',
        start_date: '2027-05-01',
        days: Array.from({ length: 6 }, (_, d) => ({
          date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
          theme: `Tema ${d + 1}`,
          blocks: [
            {
              block_name: 'Mañana',
              stories: Array.from({ length: 4 }, (_, i) => ({
                number: i + 1,
                copy: `Día ${d + 1} historia ${i + 1}`,
                visual: 'Plano medio',
                type: 'TEXTO_PANTALLA',
              })),
            },
          ],
        })),
      };
      const fileDir = mkdtempSync(path.join(tmpdir(), 'stories-crash-file-'));
      onTestFinished(() => rmSync(fileDir, { recursive: true, force: true }));
      const filePath = path.join(fileDir, 'campaign.json');
      writeFileSync(filePath, JSON.stringify(file));
      const [jobsBefore] = rowsOf(await db.execute(sql`select count(*)::int as n from jobs`));

      await installSlowStory(6, 3);
      try {
        await crashChildMidWay('import', { CRASH_FILE: filePath, CRASH_CLIENT_ID: client.id });
      } finally {
        await removeSlowStory();
      }
      expect(await db.select().from(campaigns).where(eq(campaigns.clientId, client.id))).toHaveLength(0);
      const orphans = rowsOf(
        await db.execute(sql`select
        (select count(*)::int from campaign_days d where not exists (select 1 from campaigns c where c.id = d.campaign_id)) as days,
        (select count(*)::int from stories s where not exists (select 1 from campaign_days d where d.id = s.campaign_day_id)) as stories,
        (select count(*)::int from jobs) as jobs`),
      )[0]!;
      expect(orphans).toEqual({ days: 0, stories: 0, jobs: jobsBefore!.n });

      // "Restarted": the same import now runs to the end, once.
      const { admin } = await signInUsers(t, { admin: { role: 'admin' } }, '10.94.0');
      const res = await t.request('/api/admin/campaigns/import', {
        method: 'POST',
        cookie: admin.cookie,
        json: { clientId: client.id, campaign: file },
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ totalDays: 6, totalStories: 24 });
      expect(await db.select().from(campaigns).where(eq(campaigns.clientId, client.id))).toHaveLength(1);
    });
  },
);

describe.skipIf(!onPostgres)(
  'SIGKILL during an AI job (PostgreSQL only: PGlite dies with the process)',
  () => {
    it('leaves no partial campaign; a restarted worker completes the job exactly once after the lease', async () => {
      const db = t.database.db;
      const { owner } = await signInUsers(t, { owner: {} }, '10.94.1');
      const created = await t.request('/api/ai/requests', {
        method: 'POST',
        cookie: owner.cookie,
        json: briefBody({ campaignDuration: 7 }),
      });
      expect(created.status).toBe(201);
      const { request } = (await created.json()) as { request: { id: string } };
      const [job] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `ai-request:${request.id}`));

      await installSlowStory(5, 2);
      try {
        await crashChildMidWay('ai', { CRASH_JOB_ID: job!.id, CRASH_LEASE_MS: '1500' });
      } finally {
        await removeSlowStory();
      }
      expect(await db.select().from(campaigns).where(eq(campaigns.clientId, owner.clientId!))).toHaveLength(
        0,
      );
      const [afterCrash] = await db
        .select()
        .from(aiCampaignRequests)
        .where(eq(aiCampaignRequests.id, request.id));
      expect(afterCrash!.generatedCampaignId).toBeNull();
      const [crashedJob] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(crashedJob).toMatchObject({ status: 'running', lockedBy: 'crashing-worker', attempts: 1 });

      // A worker started after the crash takes the job over once the dead worker's lease has expired.
      const logger = createLogger('silent');
      const worker = new JobRunner({
        db,
        logger,
        handlers: createJobHandlers({ db, env: t.deps.env, logger }),
        leaseMs: 1000,
        backoffBaseMs: 0,
      });
      await waitFor('the job to complete', async () => {
        await worker.runOne();
        const [row] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
        return row!.status === 'succeeded';
      });
      const [done] = await db.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.id, request.id));
      expect(done!.status).toBe('completed');
      const owned = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.clientId, owner.clientId!), eq(campaigns.source, 'ai')));
      expect(owned).toHaveLength(1);
      expect(owned[0]!.id).toBe(done!.generatedCampaignId);
      const days = await db.select().from(campaignDays).where(eq(campaignDays.campaignId, owned[0]!.id));
      expect(days).toHaveLength(7);
      const perDay = rowsOf(
        await db.execute(
          sql`select d.day_order, count(s.id)::int as n from campaign_days d left join ${stories} s on s.campaign_day_id = d.id
            where d.campaign_id = ${owned[0]!.id} group by d.day_order`,
        ),
      );
      expect(perDay.every((r) => Number(r.n) > 0)).toBe(true);
      const [finished] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(finished!.attempts).toBe(2);
      const ready = await db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload} -> 'meta' ->> 'campaignId' = ${owned[0]!.id}`);
      expect(ready).toHaveLength(1);
    });
  },
);

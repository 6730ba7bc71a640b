import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { aiCampaignRequests } from '../../src/server/db/schema/ai';
import { campaignDays, campaigns } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { createCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';

/**
 * Failures injected half-way through multi-statement writes (a trigger that raises after earlier rows were
 * written in the same transaction) leave every table exactly as it was: compared by a checksum of each table's
 * full contents. The import's own injected failure is covered in admin-campaign-import.test.ts.
 */
let t: TestApp;
let runner: JobRunner;
let admin: SignedInUser;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp(); // no AI_BASE_URL: the built-in offline generator writes the campaign
  const logger = createLogger('silent');
  runner = new JobRunner({
    db: t.database.db,
    logger,
    handlers: createJobHandlers({ db: t.database.db, env: t.deps.env, logger }),
    backoffBaseMs: 0,
  });
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.91.0'));
});
afterAll(() => t.cleanup());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** md5 of every row of each public table (order-independent), keyed by table name. */
async function tableChecksums(only?: string[]): Promise<Record<string, string>> {
  const db = t.database.db;
  const names = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => String(r.name));
  const result: Record<string, string> = {};
  for (const name of names.filter((n) => !only || only.includes(n))) {
    const [row] = rowsOf(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`,
        ),
      ),
    );
    result[name] = `${row!.n}:${row!.h}`;
  }
  return result;
}

/** Installs a BEFORE trigger on `table` that raises when `condition` (plpgsql, on NEW/OLD) holds. */
async function withFault(table: string, timing: string, condition: string, run: () => Promise<void>) {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create or replace function test_injected_fault() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'fallo inyectado por la prueba'; end if;
        return coalesce(NEW, OLD);
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger test_injected_fault ${timing} on "${table}" for each row execute function test_injected_fault()`,
    ),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`drop trigger if exists test_injected_fault on "${table}"`));
    await db.execute(sql.raw('drop function if exists test_injected_fault()'));
  }
}

describe('an AI campaign creation that fails half-way', () => {
  it('writes no campaign, day, story or e-mail; the job is retried and then creates exactly one campaign', async () => {
    const db = t.database.db;
    const res = await t.request('/api/ai/requests', {
      method: 'POST',
      cookie: owner.cookie,
      json: briefBody({ campaignDuration: 7 }),
    });
    expect(res.status).toBe(201);
    const { request } = (await res.json()) as { request: { id: string } };
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `ai-request:${request.id}`));
    const written = ['campaigns', 'campaign_days', 'stories', 'mail_outbox'];
    const before = await tableChecksums(written);
    const mailJobsBefore = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, 'mail.send'));

    // The campaign row, its 7 days and the stories of days 1-5 are written before a story of day 6 fails.
    await withFault(
      'stories',
      'before insert',
      'exists (select 1 from campaign_days d where d.id = NEW.campaign_day_id and d.day_order = 6)',
      async () => {
        const outcome = await runner.runJobNow(job!.id);
        expect(outcome).toMatchObject({ status: 'queued' }); // retried, attempt 1 of 3
      },
    );
    expect(await tableChecksums(written)).toEqual(before);
    expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, 'mail.send'))).toHaveLength(
      mailJobsBefore.length,
    );
    const [failedOnce] = await db
      .select()
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.id, request.id));
    expect(failedOnce!.generatedCampaignId).toBeNull();
    expect(['completed', 'processing_partial']).not.toContain(failedOnce!.status);

    // The retry, without the fault, creates the whole campaign once.
    expect(await runner.runJobNow(job!.id)).toEqual({ status: 'succeeded' });
    const [done] = await db.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.id, request.id));
    expect(done).toMatchObject({ status: 'completed' });
    const aiCampaigns = await db.select().from(campaigns).where(eq(campaigns.clientId, owner.clientId!));
    expect(aiCampaigns).toHaveLength(1);
    expect(aiCampaigns[0]!.id).toBe(done!.generatedCampaignId);
    const days = await db.select().from(campaignDays).where(eq(campaignDays.campaignId, aiCampaigns[0]!.id));
    expect(days).toHaveLength(7);
  });

  it('on its last attempt a failure half-way ends the request failed, still without any campaign row', async () => {
    const db = t.database.db;
    const { client } = await signInUsers(t, { client: {} }, '10.91.1');
    const res = await t.request('/api/ai/requests', {
      method: 'POST',
      cookie: client.cookie,
      json: briefBody({ campaignDuration: 7 }),
    });
    expect(res.status).toBe(201);
    const { request } = (await res.json()) as { request: { id: string } };
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `ai-request:${request.id}`));
    const before = await tableChecksums(['campaigns', 'campaign_days', 'stories']);
    await withFault(
      'stories',
      'before insert',
      'exists (select 1 from campaign_days d where d.id = NEW.campaign_day_id and d.day_order = 7)',
      async () => {
        const outcomes = [];
        for (let i = 0; i < 3; i++) outcomes.push(await runner.runJobNow(job!.id));
        expect(outcomes.map((o) => o?.status)).toEqual(['queued', 'queued', 'failed']);
      },
    );
    expect(await tableChecksums(['campaigns', 'campaign_days', 'stories'])).toEqual(before);
    const [row] = await db.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.id, request.id));
    expect(row!.generatedCampaignId).toBeNull();
    expect(['completed', 'processing_partial']).not.toContain(row!.status);
    expect(await db.select().from(campaigns).where(eq(campaigns.clientId, client.clientId!))).toHaveLength(0);
  });
});

describe('a client deletion that fails half-way', () => {
  it('leaves every table as it was when removing the login user fails after the campaigns were deleted', async () => {
    const db = t.database.db;
    const { victim } = await signInUsers(t, { victim: {} }, '10.91.2');
    const today = todayInTimeZone('Europe/Madrid');
    await createCampaign(db, {
      clientId: victim.clientId!,
      startDate: addDaysIso(today, -2),
      days: 4,
      storiesPerDay: 5,
      postedDays: 1,
    });
    await createCampaign(db, {
      clientId: victim.clientId!,
      startDate: addDaysIso(today, 10),
      days: 3,
      storiesPerDay: 2,
    });
    const [client] = await db.select().from(clients).where(eq(clients.id, victim.clientId!));
    const before = await tableChecksums();
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['campaigns', 'stories', 'user', 'session', 'clients']),
    );

    await withFault('user', 'before delete', `OLD.id = '${victim.id}'`, async () => {
      const res = await t.request(`/api/admin/clients/${victim.clientId}`, {
        method: 'DELETE',
        cookie: admin.cookie,
        json: { confirmationName: client!.brandName },
      });
      expect(res.status).toBe(500);
    });
    expect(await tableChecksums()).toEqual(before);
    // The client's session still works: nothing of the deletion was kept.
    expect((await t.request('/api/me', { cookie: victim.cookie })).status).toBe(200);

    // Without the fault the same deletion goes through whole.
    const res = await t.request(`/api/admin/clients/${victim.clientId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirmationName: client!.brandName },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      deleted: { campaigns: 2, days: 7, stories: 26, loginUser: true },
    });
    expect(await db.select().from(campaigns).where(eq(campaigns.clientId, victim.clientId!))).toHaveLength(0);
    expect((await t.request('/api/me', { cookie: victim.cookie })).status).toBe(401);
  });
});

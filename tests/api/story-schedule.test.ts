import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import { createCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import { type PushTestServer, startPushTestServer } from '../setup/push-test-server';
import { createTestApp, type TestApp } from '../setup/test-app';

let clock = new Date('2026-12-10T08:00:00Z');
const now = () => clock;
let t: TestApp;
let push: PushTestServer;
let adminCookie: string;
let ip = 1;

beforeAll(async () => {
  push = await startPushTestServer();
  t = await createTestApp({ now, env: { WEB_PUSH_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_HOSTS: 'localhost' } });
  const admin = await createUser(t.database.db, { role: 'admin' });
  adminCookie = (await t.signIn(admin.email, admin.password, '10.62.0.250')).cookie!;
});
afterAll(async () => {
  await t.cleanup();
  await push.close();
});

async function client(date: string, days = 1) {
  const db = t.database.db;
  const user = await createUser(db);
  await db
    .update(clients)
    .set({ timeZone: 'Europe/Madrid', digestEnabled: false })
    .where(eq(clients.id, user.clientId!));
  const campaign = await createCampaign(db, {
    clientId: user.clientId!,
    startDate: date,
    days,
    storiesPerDay: 1,
  });
  const cookie = (await t.signIn(user.email, user.password, `10.62.0.${ip++}`)).cookie!;
  return { user, cookie, campaign };
}

async function tickAt(at: string) {
  clock = new Date(at);
  const { env, logger } = t.deps;
  await planNotifications({ db: t.database.db, env, now: clock });
  const runner = new JobRunner({
    db: t.database.db,
    logger,
    now,
    handlers: createJobHandlers({ db: t.database.db, env, logger, now }),
  });
  await runner.drain();
}

async function subscribe(cookie: string) {
  const { publicKey } = (await (await t.request('/api/push', { cookie })).json()) as { publicKey: string };
  const subscription = await push.subscribe(publicKey);
  await t.request('/api/push/subscriptions', {
    method: 'POST',
    cookie,
    json: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  return async () =>
    (await push.messages(subscription)).map((m) => (JSON.parse(m) as { title: string }).title);
}

const setTime = (id: string, cookie: string, scheduledTime: string | null) =>
  t.request(`/api/stories/${id}/time`, { method: 'PATCH', cookie, json: { scheduledTime } });

describe('PATCH /api/stories/{id}/time', () => {
  it('the client moves its story to 19:45: the due instant answers it and the reminder follows', async () => {
    const who = await client('2026-12-10'); // factory time 09:30 → 08:30Z
    const titles = await subscribe(who.cookie);
    await tickAt('2026-12-10T08:14:30Z'); // the 09:30 reminder is planned for 08:15Z
    const res = await setTime(who.campaign.storyIds[0]!, who.cookie, '19:45');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      story: { scheduledTime: '19:45', scheduledDate: '2026-12-10', dueAt: '2026-12-10T18:45:00.000Z' },
    });
    await tickAt('2026-12-10T08:15:00Z');
    expect(await titles()).toEqual([]);
    await tickAt('2026-12-10T18:30:00Z');
    expect(await titles()).toEqual(['A las 19:45: Historia 1']);
  });

  it('null follows the time block (Mañana: 09:00); an admin may change any story', async () => {
    const who = await client('2026-12-11');
    const res = await setTime(who.campaign.storyIds[0]!, adminCookie, null);
    expect(await res.json()).toMatchObject({
      story: { scheduledTime: null, dueAt: '2026-12-11T08:00:00.000Z' },
    });
  });

  it('refuses a malformed time (400, Spanish) and another client’s story (404), changing nothing', async () => {
    const who = await client('2026-12-12');
    const other = await client('2026-12-12');
    const id = who.campaign.storyIds[0]!;
    for (const bad of ['25:00', '9:30', '', 12]) {
      const res = await t.request(`/api/stories/${id}/time`, {
        method: 'PATCH',
        cookie: who.cookie,
        json: { scheduledTime: bad },
      });
      expect(res.status).toBe(400);
    }
    const malformed = await setTime(id, who.cookie, '24:00');
    expect(JSON.stringify(await malformed.json())).toContain('Indica una hora con el formato HH:MM');
    expect((await setTime(id, other.cookie, '10:00')).status).toBe(404);
    const [row] = await t.database.db
      .select({ time: stories.scheduledTime })
      .from(stories)
      .where(eq(stories.id, id));
    expect(row!.time).toBe('09:30');
  });
});

describe('POST /api/admin/campaigns/{id}/move', () => {
  it('shifts the campaign, its days and its stories’ dates, keeps the times, audits it, and the reminder follows', async () => {
    const who = await client('2026-12-14', 3);
    const titles = await subscribe(who.cookie);
    const res = await t.request(`/api/admin/campaigns/${who.campaign.campaignId}/move`, {
      method: 'POST',
      cookie: adminCookie,
      json: { startDate: '2026-12-20' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      campaign: {
        id: who.campaign.campaignId,
        startDate: '2026-12-20',
        endDate: '2026-12-22',
        shiftedDays: 6,
      },
    });
    const days = await t.database.db
      .select({ date: campaignDays.date })
      .from(campaignDays)
      .where(eq(campaignDays.campaignId, who.campaign.campaignId))
      .orderBy(campaignDays.dayOrder);
    expect(days.map((d) => d.date)).toEqual(['2026-12-20', '2026-12-21', '2026-12-22']);
    const dates = await t.database.db.execute(
      sql`select s.scheduled_date::text as d, s.scheduled_time as t from stories s join campaign_days cd on cd.id = s.campaign_day_id
           where cd.campaign_id = ${who.campaign.campaignId} order by cd.day_order`,
    );
    expect((dates as unknown as { rows: unknown[] }).rows).toEqual([
      { d: '2026-12-20', t: '09:30' },
      { d: '2026-12-21', t: '09:30' },
      { d: '2026-12-22', t: '09:30' },
    ]);
    const [audit] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.event, 'campaign.moved'));
    expect(audit!.details).toMatchObject({ campaignId: who.campaign.campaignId, days: 6 });

    await tickAt('2026-12-14T08:15:00Z'); // the old first day: nothing
    expect(await titles()).toEqual([]);
    await tickAt('2026-12-20T08:15:00Z');
    expect(await titles()).toEqual(['A las 09:30: Historia 1']);
  });

  it('refuses a bad date or the same start (400), an unknown campaign (404) and a client (403)', async () => {
    const who = await client('2026-12-15');
    const move = (cookie: string, id: string, startDate: unknown) =>
      t.request(`/api/admin/campaigns/${id}/move`, { method: 'POST', cookie, json: { startDate } });
    expect((await move(adminCookie, who.campaign.campaignId, '2026-02-30')).status).toBe(400);
    const same = await move(adminCookie, who.campaign.campaignId, '2026-12-15');
    expect(same.status).toBe(400);
    expect(JSON.stringify(await same.json())).toContain('La campaña ya empieza ese día');
    expect((await move(adminCookie, '00000000-0000-4000-8000-000000000000', '2026-12-16')).status).toBe(404);
    expect((await move(who.cookie, who.campaign.campaignId, '2026-12-16')).status).toBe(403);
    const [row] = await t.database.db
      .select({ start: campaigns.startDate })
      .from(campaigns)
      .where(eq(campaigns.id, who.campaign.campaignId));
    expect(row!.start).toBe('2026-12-15');
  });
});

import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import type { AdminTodayResponse } from '../../src/shared/api/admin-today';
import type { PublishingResponse, PublishingStory } from '../../src/shared/api/client-area/publishing';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import { storyLateness } from '../../src/shared/domain/lateness';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

// 23:30 UTC on Wednesday 25 November 2026: 17:30 of the 25th in Mexico City (UTC−6), while the agency's Madrid
// (APP_TIMEZONE, UTC+1) is already at 00:30 of the 26th. The Mexican brand's today is the 25th.
const NOW = new Date('2026-11-25T23:30:00Z');
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
let t: TestApp;
let users: Record<'admin' | 'mexico' | 'madrid', SignedInUser>;
let backlog: FactoryCampaign;
let ended: FactoryCampaign;
const quiet: string[] = [];
const reminded: Record<'running' | 'ended', string> = { running: '', ended: '' };

/** Sets the stories' scheduled times by their number within the day (1 → times[0]). */
async function timesByNumber(campaign: FactoryCampaign, times: readonly string[]) {
  await t.database.db
    .update(stories)
    .set({
      scheduledTime: sql`(array[${sql.join(
        times.map((time) => sql`${time}`),
        sql`, `,
      )}])[${stories.storyNumber}]`,
    })
    .where(inArray(stories.campaignDayId, campaign.dayIds));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { APP_TIMEZONE: 'Europe/Madrid' } });
  users = await signInUsers(t, { admin: { role: 'admin' }, mexico: {}, madrid: {} }, '10.161.0');
  const db = t.database.db;
  await db
    .update(clients)
    .set({ timeZone: 'America/Mexico_City' })
    .where(eq(clients.id, users.mexico.clientId!));
  await db.update(clients).set({ timeZone: 'Europe/Madrid' }).where(eq(clients.id, users.madrid.clientId!));
  const clientId = users.mexico.clientId!;

  // Three weeks of backlog and the days ahead: 4 Nov → 27 Nov, three stories a day at 10:00, 14:45 and 19:00.
  // The first day was published.
  backlog = await createCampaign(db, {
    clientId,
    title: 'Campaña larga',
    startDate: '2026-11-04',
    days: 24,
    storiesPerDay: 3,
    postedDays: [1],
  });
  await timesByNumber(backlog, ['10:00', '14:45', '19:00']);
  // Today's 10:00 was published; its 14:45 is 2 h 45 min late, its 19:00 still to come.
  await db
    .update(stories)
    .set({ isPosted: true, postedAt: NOW })
    .where(eq(stories.id, backlog.storyIdsByDay[21]![0]!));

  // A campaign that ended yesterday (20 → 24 Nov), one story a day at 18:00, none published: all leftovers.
  ended = await createCampaign(db, {
    clientId,
    title: 'Terminada',
    startDate: '2026-11-20',
    days: 5,
    storiesPerDay: 1,
  });
  await timesByNumber(ended, ['18:00']);

  // Completed, paused and draft campaigns with stories today and yesterday: never on the phone nor counted.
  for (const status of ['completed', 'paused', 'draft'] as const) {
    const campaign = await createCampaign(db, {
      clientId,
      title: `Campaña ${status}`,
      startDate: '2026-11-24',
      days: 2,
      storiesPerDay: 1,
      status,
    });
    await timesByNumber(campaign, ['12:00']);
    quiet.push(...campaign.storyIds);
  }

  // Madrid (00:30 of the 26th): a running campaign and one that ended on the 25th, each with a story moved to
  // 00:40 of the 26th: only the running one is reminded.
  const running = await createCampaign(db, {
    clientId: users.madrid.clientId!,
    title: 'En curso',
    startDate: TOMORROW,
    days: 2,
    storiesPerDay: 1,
  });
  const over = await createCampaign(db, {
    clientId: users.madrid.clientId!,
    title: 'Acabada',
    startDate: TODAY,
    days: 1,
    storiesPerDay: 1,
  });
  reminded.running = running.storyIds[0]!;
  reminded.ended = over.storyIds[0]!;
  await db
    .update(stories)
    .set({ scheduledDate: TOMORROW, scheduledTime: '00:40' })
    .where(inArray(stories.id, [reminded.running, reminded.ended]));
}, 60_000);
afterAll(() => t.cleanup());

async function get<T>(path: string, user: SignedInUser): Promise<T> {
  const res = await t.request(path, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const groupOf = (data: PublishingResponse, story: PublishingStory) =>
  storyLateness({
    dueAt: new Date(story.dueAt),
    timeZone: data.timeZone,
    now: new Date(data.now),
    campaignEndDate: story.campaignEndDate,
  }).group;

describe('«Publicar hoy» of a client in another zone with three weeks of backlog', () => {
  it("answers the client's today, the server's now and its zone", async () => {
    const data = await get<PublishingResponse>('/api/client/publishing', users.mexico);
    expect(data).toMatchObject({
      today: TODAY,
      tomorrow: TOMORROW,
      now: NOW.toISOString(),
      timeZone: 'America/Mexico_City',
    });
  });

  it('holds today, the recently late, the 30 most recent old leftovers and tomorrow, in groups by the shared rule', async () => {
    const data = await get<PublishingResponse>('/api/client/publishing', users.mexico);
    const byGroup: Partial<Record<string, PublishingStory[]>> = {};
    for (const story of data.stories) {
      const group = groupOf(data, story);
      byGroup[group] = [...(byGroup[group] ?? []), story];
    }
    const label = (story: PublishingStory) => `${story.dayDate} ${story.dueTime}`;
    expect(byGroup.today?.map(label)).toEqual([`${TODAY} 10:00`, `${TODAY} 14:45`, `${TODAY} 19:00`]);
    // Late by at most 48 h: 23 Nov at 19:00 (46 h 30 min) and the three of the 24th; the ended campaign's 24 Nov
    // story (23 h 30 min late) is an old leftover.
    expect(byGroup.recent?.map(label)).toEqual([
      '2026-11-23 19:00',
      '2026-11-24 10:00',
      '2026-11-24 14:45',
      '2026-11-24 19:00',
    ]);
    expect(byGroup.later?.map(label)).toEqual([
      `${TOMORROW} 10:00`,
      `${TOMORROW} 14:45`,
      `${TOMORROW} 19:00`,
    ]);
    // 5 Nov → 23 Nov less the recent 19:00 (56) and the ended campaign's five: 61 in all, the 30 most recent listed.
    expect(data.oldTotal).toBe(61);
    expect(byGroup.old).toHaveLength(30);
    expect(byGroup.old?.some((story) => story.campaignId === ended.campaignId)).toBe(true);
    expect(byGroup.old?.every((story) => story.dayDate >= '2026-11-14')).toBe(true);
    expect(data.stories.some((story) => quiet.includes(story.id))).toBe(false);
  });

  it('calls the story of today past its time late, since its wall time, with its due instant', async () => {
    const data = await get<PublishingResponse>('/api/client/publishing', users.mexico);
    const late = data.stories.find((story) => story.dayDate === TODAY && story.dueTime === '14:45');
    expect(late).toMatchObject({ status: 'overdue', dueAt: '2026-11-25T20:45:00.000Z' });
    const next = data.stories.find((story) => story.dayDate === TODAY && story.dueTime === '19:00');
    expect(next?.status).toBe('due_today');
    expect(data.stories.find((story) => story.dayDate === TOMORROW)?.status).toBe('upcoming');
  });

  it('agrees with the agency board on which stories are late at the same now', async () => {
    const data = await get<PublishingResponse>('/api/client/publishing', users.mexico);
    const board = await get<AdminTodayResponse>('/api/admin/today', users.admin);
    const boardLate = board.overdue
      .filter((story) => story.client.id === users.mexico.clientId)
      .map((story) => story.story.id)
      .sort();
    const brandLate = data.stories
      .filter((story) => story.status === 'overdue' && ['today', 'recent'].includes(groupOf(data, story)))
      .map((story) => story.id)
      .sort();
    expect(brandLate).toHaveLength(5);
    expect(boardLate).toEqual(brandLate);
    const atRisk = board.clientsAtRisk.find((risk) => risk.client.id === users.mexico.clientId);
    expect(atRisk?.oldestOverdue).toMatchObject({ overdueMinutes: 165, localTime: '14:45' });
  });
});

describe("'Historias Pendientes' and the dashboard", () => {
  it('lists the recently late apart from the old leftovers and marks today past its time late', async () => {
    const data = await get<ClientOverviewResponse>('/api/client/overview', users.mexico);
    expect(data).toMatchObject({ today: TODAY, now: NOW.toISOString(), timeZone: 'America/Mexico_City' });
    expect(data.overdue.map((story) => `${story.dayDate} ${story.scheduledTime}`)).toEqual([
      '2026-11-23 19:00',
      '2026-11-24 10:00',
      '2026-11-24 14:45',
      '2026-11-24 19:00',
    ]);
    expect(data.overdueTotal).toBe(4);
    expect(data.oldOverdueTotal).toBe(61);
    expect(data.oldOverdue).toHaveLength(61);
    expect(data.oldOverdue[0]?.dayDate).toBe('2026-11-05');
    expect(data.dueToday.map((story) => [story.scheduledTime, story.status])).toEqual([
      ['14:45', 'overdue'],
      ['19:00', 'due_today'],
    ]);
    const listed = [...data.overdue, ...data.oldOverdue, ...data.dueToday, ...data.upcoming];
    expect(listed.some((story) => quiet.includes(story.id))).toBe(false);
  });
});

describe('reminders', () => {
  it('are not planned for a campaign whose end date has passed in the client zone', async () => {
    const plan = await planNotifications({
      db: t.database.db,
      env: t.deps.env,
      now: new Date('2026-11-25T23:30:00Z'),
    });
    expect(plan.reminders).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(eq(jobs.type, 'reminders.send'), sql`${jobs.payload}->>'clientId' = ${users.madrid.clientId!}`),
      );
    const storyIds = rows.flatMap((row) => (row.payload as { storyIds: string[] }).storyIds);
    expect(storyIds).toContain(reminded.running);
    expect(storyIds).not.toContain(reminded.ended);
  });

  it('are not planned for completed, paused or draft campaigns', async () => {
    const rows = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.type, 'reminders.send'));
    const storyIds = rows.flatMap((row) => (row.payload as { storyIds: string[] }).storyIds);
    expect(storyIds.some((id) => quiet.includes(id))).toBe(false);
  });
});

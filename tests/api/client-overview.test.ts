import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { zonedWallTimeToInstant } from '../../src/shared/zoned-time';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let owner: FactoryUser;
let cookie: string;
let running: FactoryCampaign;
let future: FactoryCampaign;
const today = todayInTimeZone('Europe/Madrid');
// 08:00 of today in Madrid: the stories (all at 09:30) of today are not yet late, those of two days ago are late by
// 46 h 30 min (recently late: within the 48 h window of the lateness rule).
const NOW = zonedWallTimeToInstant(today, '08:00', 'Europe/Madrid');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  owner = await createUser(db);
  const other = await createUser(db);
  // Days -2, -1 (posted), 0, +1, +2, +3, +4 with 2 stories each.
  running = await createCampaign(db, {
    clientId: owner.clientId!,
    startDate: addDaysIso(today, -2),
    days: 7,
    storiesPerDay: 2,
    postedDays: [2],
    title: 'En marcha',
  });
  // Starts tomorrow with 3 stories a day: not started yet.
  future = await createCampaign(db, {
    clientId: owner.clientId!,
    startDate: addDaysIso(today, 1),
    days: 2,
    storiesPerDay: 3,
    title: 'Futura',
  });
  // Another client's overdue stories must never appear.
  await createCampaign(db, {
    clientId: other.clientId!,
    startDate: addDaysIso(today, -3),
    days: 4,
    storiesPerDay: 4,
  });
  cookie = (await t.signIn(owner.email, owner.password, '10.44.0.1')).cookie!;
});
afterAll(() => t.cleanup());

const overview = async () => {
  const res = await t.request('/api/client/overview', { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ClientOverviewResponse;
};

describe('GET /api/client/overview', () => {
  it('sorts the pending stories into overdue, today and upcoming with the shared statuses', async () => {
    const body = await overview();
    expect(body.today).toBe(today);
    expect(body.progress).toEqual({
      totalStories: 20,
      postedStories: 2,
      skippedStories: 0,
      percentage: 10,
      totalCampaigns: 2,
      activeCampaigns: 1,
    });
    expect(body.overdue.map((s) => s.id)).toEqual(running.storyIdsByDay[0]);
    expect(body.overdueTotal).toBe(2);
    expect(body.overdue.every((s) => s.status === 'overdue' && s.dayDate === addDaysIso(today, -2))).toBe(
      true,
    );
    expect(body.overdue[0]).toMatchObject({
      campaignId: running.campaignId,
      campaignTitle: 'En marcha',
      dayId: running.dayIds[0],
      dayOrder: 1,
      storyNumber: 1,
      isPosted: false,
      postedAt: null,
    });

    expect(body.dueToday.map((s) => s.id)).toEqual(running.storyIdsByDay[2]);
    expect(body.dueToday.every((s) => s.status === 'due_today')).toBe(true);

    // After today up to three days ahead, by date then story number, at most 10.
    const expected = [
      running.storyIdsByDay[3]![0],
      future.storyIdsByDay[0]![0],
      running.storyIdsByDay[3]![1],
      future.storyIdsByDay[0]![1],
      future.storyIdsByDay[0]![2],
      running.storyIdsByDay[4]![0],
      future.storyIdsByDay[1]![0],
      running.storyIdsByDay[4]![1],
      future.storyIdsByDay[1]![1],
      future.storyIdsByDay[1]![2],
    ];
    // Every upcoming story of the window is counted, beyond the ten listed.
    expect(body.upcomingTotal).toBe(12);
    expect(body.upcoming.map((s) => s.id)).toEqual(expected);
    expect(body.upcoming.every((s) => s.status === 'upcoming')).toBe(true);
    expect(body.upcoming.every((s) => s.dayDate > today && s.dayDate <= addDaysIso(today, 3))).toBe(true);

    expect(body.recentlyPublished.map((s) => s.id).sort()).toEqual([...running.storyIdsByDay[1]!].sort());
    expect(body.recentlyPublished.every((s) => s.status === 'published')).toBe(true);
  });

  it('lists the five most recently posted stories, newest first', async () => {
    const ids = running.storyIds.slice(0, 6);
    const base = Date.now() - 3_600_000;
    for (const [i, id] of ids.entries()) {
      await t.database.db
        .update(stories)
        .set({ isPosted: true, postedAt: new Date(base + i * 60_000) })
        .where(eq(stories.id, id));
    }
    const body = await overview();
    expect(body.recentlyPublished.map((s) => s.id)).toEqual([...ids].reverse().slice(0, 5));
    expect(body.overdue).toEqual([]);
    expect(body.overdueTotal).toBe(0);
    expect(body.dueToday.map((s) => s.id)).toEqual([]);
  });

  it('caps the overdue list and still counts them all', async () => {
    const db = t.database.db;
    const heavy = await createUser(db);
    await createCampaign(db, {
      clientId: heavy.clientId!,
      startDate: addDaysIso(today, -30),
      days: 15,
      storiesPerDay: 8,
    });
    const { cookie: heavyCookie } = await t.signIn(heavy.email, heavy.password, '10.44.0.2');
    const body = (await (
      await t.request('/api/client/overview', { cookie: heavyCookie! })
    ).json()) as ClientOverviewResponse;
    // All of them are old leftovers (late by more than 48 h, and the campaign has ended): listed apart.
    expect(body.overdue).toEqual([]);
    expect(body.overdueTotal).toBe(0);
    expect(body.oldOverdue).toHaveLength(100);
    expect(body.oldOverdueTotal).toBe(120);
    expect(body.oldOverdue[0]!.dayDate).toBe(addDaysIso(today, -30));
  });

  it('answers 404 to a client user without a client record, 403 to an admin, 401 anonymous', async () => {
    const db = t.database.db;
    const orphan = await createUser(db, { withClient: false });
    const orphanCookie = (await t.signIn(orphan.email, orphan.password, '10.44.0.3')).cookie!;
    const res = await t.request('/api/client/overview', { cookie: orphanCookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('No se encontraron datos del cliente');
    const admin = await createUser(db, { role: 'admin' });
    const adminCookie = (await t.signIn(admin.email, admin.password, '10.44.0.4')).cookie!;
    expect((await t.request('/api/client/overview', { cookie: adminCookie })).status).toBe(403);
    expect((await t.request('/api/client/overview')).status).toBe(401);
  });
});

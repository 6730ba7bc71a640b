import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import type { PublishingResponse } from '../../src/shared/api/client-area/publishing';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 29 §1, the reschedule gap: a story is due on its scheduled date (stories.scheduled_date) when it has one,
 * not on its day's date. «Publicar hoy» and the overview (dashboard, pending page) put a story moved to another
 * date where it is due, as its due instant and the reminders do. Wednesday 25 November 2026, 12:00 in Madrid.
 */
const NOW = new Date('2026-11-25T11:00:00Z');
const TODAY = '2026-11-25';
let t: TestApp;
let user: SignedInUser;
let campaign: FactoryCampaign;
const ids = { oldToToday: '', todayToLater: '', laterToYesterday: '', oldToTomorrow: '', stays: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { APP_TIMEZONE: 'Europe/Madrid' } });
  ({ user } = await signInUsers(t, { user: {} }, '10.162.0'));
  const db = t.database.db;
  await db.update(clients).set({ timeZone: 'Europe/Madrid' }).where(eq(clients.id, user.clientId!));
  // 5 Nov → 29 Nov, one story a day at 10:00 (its day's date set as scheduled_date, as the demo data does).
  campaign = await createCampaign(db, {
    clientId: user.clientId!,
    title: 'Movida',
    startDate: '2026-11-05',
    days: 25,
    storiesPerDay: 1,
  });
  for (const [index, date] of campaign.dates.entries()) {
    await db
      .update(stories)
      .set({ scheduledDate: date, scheduledTime: '10:00' })
      .where(eq(stories.id, campaign.storyIds[index]!));
  }
  const dayOf = (date: string) => campaign.storyIds[campaign.dates.indexOf(date)]!;
  ids.oldToToday = dayOf('2026-11-06');
  ids.todayToLater = dayOf(TODAY);
  ids.laterToYesterday = dayOf('2026-11-28');
  ids.oldToTomorrow = dayOf('2026-11-07');
  ids.stays = dayOf('2026-11-26');
  const move = (id: string, scheduledDate: string, scheduledTime: string) =>
    db
      .update(stories)
      .set({ scheduledDate, scheduledTime })
      .where(inArray(stories.id, [id]));
  await move(ids.oldToToday, TODAY, '18:00');
  await move(ids.todayToLater, '2026-11-27', '11:00');
  await move(ids.laterToYesterday, '2026-11-24', '19:00');
  await move(ids.oldToTomorrow, '2026-11-26', '20:00');
}, 60_000);
afterAll(() => t.cleanup());

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('a story moved to another date', () => {
  it('is in the overview list of the date it is due on, and counted there', async () => {
    const data = await get<ClientOverviewResponse>('/api/client/overview');
    const listed = (list: { id: string }[]) => list.map((story) => story.id);
    // Due today at 18:00 (its day is 6 Nov): today's, not an old leftover; the story of today moved away is not.
    expect(listed(data.dueToday)).toEqual([ids.oldToToday]);
    expect(data.dueToday[0]).toMatchObject({ status: 'due_today', dueAt: '2026-11-25T17:00:00.000Z' });
    // The story of 28 Nov moved to yesterday at 19:00 is recently late; yesterday's own story too.
    expect(listed(data.overdue).sort()).toEqual(
      [campaign.storyIds[campaign.dates.indexOf('2026-11-24')], ids.laterToYesterday].sort(),
    );
    expect(data.overdueTotal).toBe(2);
    expect(data.overdue.find((story) => story.id === ids.laterToYesterday)).toMatchObject({
      status: 'overdue',
      dueAt: '2026-11-24T18:00:00.000Z',
    });
    // Old leftovers: 5 → 23 Nov (19 days) less the two moved out of them.
    expect(listed(data.oldOverdue)).not.toContain(ids.oldToToday);
    expect(listed(data.oldOverdue)).not.toContain(ids.oldToTomorrow);
    expect(data.oldOverdue).toHaveLength(17);
    expect(data.oldOverdueTotal).toBe(17);
    // Upcoming (26 → 28 Nov): the 26th's own and the one moved onto it, the one moved to the 27th and the
    // 27th's own; the 28th's moved away.
    // By date then story number (the same number here: one story a day).
    expect(listed(data.upcoming).slice(0, 2).sort()).toEqual([ids.stays, ids.oldToTomorrow].sort());
    expect(listed(data.upcoming).slice(2).sort()).toEqual(
      [campaign.storyIds[campaign.dates.indexOf('2026-11-27')], ids.todayToLater].sort(),
    );
    expect(data.upcomingTotal).toBe(4);
  });

  it('is in «Publicar hoy» on the date it is due on', async () => {
    const data = await get<PublishingResponse>('/api/client/publishing');
    const byId = new Map(data.stories.map((story) => [story.id, story]));
    expect(byId.get(ids.oldToToday)).toMatchObject({
      status: 'due_today',
      dueAt: '2026-11-25T17:00:00.000Z',
    });
    expect(byId.get(ids.laterToYesterday)).toMatchObject({
      status: 'overdue',
      dueAt: '2026-11-24T18:00:00.000Z',
    });
    expect(byId.get(ids.oldToTomorrow)).toMatchObject({
      status: 'upcoming',
      dueAt: '2026-11-26T19:00:00.000Z',
    });
    // Moved from today to the 27th: not today's, nor tomorrow's.
    expect(byId.has(ids.todayToLater)).toBe(false);
    // The old leftovers: 5 → 23 Nov (the 22nd's and 23rd's 10:00 are late by more than 48 h) less the two moved
    // out of them.
    expect(data.oldTotal).toBe(17);
  });
});

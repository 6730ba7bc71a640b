import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { notifyUser } from '../../src/server/realtime/notify-user';
import type { AdminTodayResponse, BoardStory } from '../../src/shared/api/admin-today';
import type { ServerEvent } from '../../src/shared/realtime/server-events';
import { createCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { aiRequestEvent } from './support/ai-request-event';
import { type SseMessage, SseReader } from './support/sse-reader';

// 17:00 UTC on Wednesday 25 November 2026: 18:00 in Madrid (UTC+1), 11:00 in Mexico City (UTC−6) and 14:00 in
// Buenos Aires (UTC−3), all on the 25th.
const NOW = new Date('2026-11-25T17:00:00Z');
let clock = NOW;
let t: TestApp;
let users: Record<
  'admin' | 'otherAdmin' | 'madrid' | 'mexico' | 'buenosAires' | 'paused' | 'inactive',
  SignedInUser
>;
/** Story ids by a name that says when it is due. */
const ids: Record<string, string> = {};

/** A one-day campaign of `clientId` on `date` whose stories are due at `times` (HH:mm, the client's wall clock). */
async function dayOfStories(
  clientId: string,
  date: string,
  times: Record<string, string>,
  options: { title?: string; status?: 'active' | 'paused' } = {},
) {
  const names = Object.keys(times);
  const campaign = await createCampaign(t.database.db, {
    clientId,
    startDate: date,
    days: 1,
    storiesPerDay: names.length,
    title: options.title ?? `Campaña ${date}`,
    status: options.status ?? 'active',
  });
  for (const [i, name] of names.entries()) {
    const id = campaign.storyIds[i]!;
    await t.database.db.update(stories).set({ scheduledTime: times[name]! }).where(eq(stories.id, id));
    ids[name] = id;
  }
  return campaign;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { AGENCY_ALERT_AFTER_MINUTES: '120' } });
  users = await signInUsers(
    t,
    {
      admin: { role: 'admin' },
      otherAdmin: { role: 'admin' },
      madrid: {},
      mexico: {},
      buenosAires: {},
      paused: {},
      inactive: {},
    },
    '10.151.0',
  );
  const db = t.database.db;
  const zones = {
    madrid: 'Europe/Madrid',
    mexico: 'America/Mexico_City',
    buenosAires: 'America/Argentina/Buenos_Aires',
    paused: 'Europe/Madrid',
    inactive: 'Europe/Madrid',
  } as const;
  for (const [who, timeZone] of Object.entries(zones))
    await db
      .update(clients)
      .set({ timeZone })
      .where(eq(clients.id, users[who as keyof typeof zones].clientId!));

  const madrid = users.madrid.clientId!;
  await dayOfStories(madrid, '2026-11-25', {
    madrid0930: '09:30',
    madridPosted1000: '10:00',
    madrid1530: '15:30',
    madrid1900: '19:00',
    madrid2330: '23:30',
  });
  await t.database.db
    .update(stories)
    .set({ isPosted: true, postedAt: NOW })
    .where(eq(stories.id, ids.madridPosted1000!));
  // Yesterday's story still unpublished (32 h 30 min ago), and one from five days ago (beyond the 48 h look-back).
  await dayOfStories(madrid, '2026-11-24', { madridYesterday0930: '09:30' }, { title: 'Ayer' });
  await dayOfStories(madrid, '2026-11-20', { madridOld0930: '09:30' }, { title: 'Abandonada' });
  await dayOfStories(users.mexico.clientId!, '2026-11-25', { mexico0930: '09:30', mexico1200: '12:00' });
  await dayOfStories(users.buenosAires.clientId!, '2026-11-25', {
    buenosAires1330: '13:30',
    buenosAires2000: '20:00',
  });
  await dayOfStories(
    users.paused.clientId!,
    '2026-11-25',
    { paused0930: '09:30', paused1900: '19:00' },
    {
      status: 'paused',
    },
  );
  await dayOfStories(users.inactive.clientId!, '2026-11-25', {
    inactive0930: '09:30',
    inactive1900: '19:00',
  });
  await db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, users.inactive.clientId!));
  // The one-day campaigns run on past their day: the leftovers of a campaign whose end date has passed are old ones
  // (src/shared/domain/lateness.ts), off the board; that case is tried in publishing-today-first.test.ts.
  await db.update(campaigns).set({ endDate: '2026-11-30' });
});
afterAll(() => t.cleanup());

async function board(query = ''): Promise<AdminTodayResponse> {
  const res = await t.request(`/api/admin/today${query}`, { cookie: users.admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminTodayResponse;
}

const storyIds = (list: readonly BoardStory[]) => list.map((line) => line.story.id);
const named = (...names: string[]) => names.map((name) => ids[name]!);

describe('GET /api/admin/today: access', () => {
  it('answers 401 without a session and 403 to a client', async () => {
    expect((await t.request('/api/admin/today')).status).toBe(401);
    const res = await t.request('/api/admin/today', { cookie: users.madrid.cookie });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });

  it('refuses an hours value outside 1..24 (400)', async () => {
    for (const hours of ['0', '25', 'abc', '1.5']) {
      const res = await t.request(`/api/admin/today?hours=${hours}`, { cookie: users.admin.cookie });
      expect(res.status, hours).toBe(400);
    }
  });
});

describe('GET /api/admin/today: the board at 17:00 UTC', () => {
  it('lists the next 6 hours in each client’s zone, soonest first, with its local time and link', async () => {
    clock = NOW;
    const body = await board();
    expect(body.generatedAt).toBe(NOW.toISOString());
    expect(body.hours).toBe(6);
    expect(body.agencyTimeZone).toBe('Europe/Madrid');
    // 12:00 Mexico City and 19:00 Madrid are the same instant (18:00 UTC; the lower story number first); 20:00
    // Buenos Aires (23:00 UTC) is exactly 6 hours away: outside [now, now + 6 h).
    expect(storyIds(body.upcoming)).toEqual(named('mexico1200', 'madrid1900', 'madrid2330'));
    expect(body.upcomingTotal).toBe(3);
    const [mexico, madrid] = body.upcoming;
    expect(madrid).toMatchObject({
      dueAt: '2026-11-25T18:00:00.000Z',
      localDate: '2026-11-25',
      localTime: '19:00',
      client: { id: users.madrid.clientId, timeZone: 'Europe/Madrid' },
      story: { number: 4, title: 'Historia 4' },
      day: { order: 1, title: 'Día 1' },
    });
    expect(madrid!.href).toBe(`/admin/campaigns/${madrid!.campaign.id}?storyId=${ids.madrid1900}`);
    expect(mexico).toMatchObject({
      dueAt: '2026-11-25T18:00:00.000Z',
      localTime: '12:00',
      client: { timeZone: 'America/Mexico_City' },
    });
  });

  it('takes a wider window with ?hours=', async () => {
    const body = await board('?hours=7');
    expect(storyIds(body.upcoming)).toEqual(
      named('mexico1200', 'madrid1900', 'madrid2330', 'buenosAires2000'),
    );
    expect(body.upcoming.at(-1)!.localTime).toBe('20:00');
  });

  it('lists the overdue of the last 48 hours, most overdue first, with how long', async () => {
    const body = await board();
    expect(storyIds(body.overdue)).toEqual(
      named('madridYesterday0930', 'madrid0930', 'madrid1530', 'mexico0930', 'buenosAires1330'),
    );
    expect(body.overdue.map((line) => line.overdueMinutes)).toEqual([32 * 60 + 30, 510, 150, 90, 30]);
    expect(body.overdueTotal).toBe(5);
    expect(body.overdue.find((line) => line.story.id === ids.mexico0930)!.localTime).toBe('09:30');
  });

  it('leaves out paused campaigns, inactive clients and published stories', async () => {
    const body = await board('?hours=24');
    const all = [...storyIds(body.overdue), ...storyIds(body.upcoming)];
    for (const name of ['paused0930', 'paused1900', 'inactive0930', 'inactive1900', 'madridPosted1000'])
      expect(all, name).not.toContain(ids[name]);
    const atRisk = body.clientsAtRisk.map((line) => line.client.id);
    expect(atRisk).not.toContain(users.paused.clientId);
    expect(atRisk).not.toContain(users.inactive.clientId);
  });

  it('puts at risk a client with a story of its today overdue by 120 minutes or more, with its counts', async () => {
    const body = await board();
    // Mexico City's 09:30 is 90 minutes late, Buenos Aires' 13:30 is 30: under the threshold.
    expect(body.alertAfterMinutes).toBe(120);
    expect(body.clientsAtRisk).toHaveLength(1);
    expect(body.clientsAtRisk[0]).toMatchObject({
      client: { id: users.madrid.clientId, timeZone: 'Europe/Madrid' },
      today: '2026-11-25',
      totalToday: 5,
      pendingToday: 4,
      overdueToday: 2,
      alertedToday: 2,
      oldestOverdue: { story: { id: ids.madrid0930 }, overdueMinutes: 510, localTime: '09:30' },
    });
  });

  it('adds a client the moment its story passes the threshold, and sorts by risk', async () => {
    clock = new Date('2026-11-25T17:30:00Z'); // Mexico City's 09:30 is now 120 minutes late.
    const body = await board();
    expect(body.clientsAtRisk.map((line) => line.client.id)).toEqual([
      users.madrid.clientId,
      users.mexico.clientId,
    ]);
    expect(body.clientsAtRisk[1]).toMatchObject({
      today: '2026-11-25',
      totalToday: 2,
      pendingToday: 2,
      overdueToday: 1,
      alertedToday: 1,
      oldestOverdue: { overdueMinutes: 120 },
    });
    clock = NOW;
  });

  it("decides today in each client's zone: at 03:00 UTC Mexico City is still on the 25th, Madrid is not", async () => {
    clock = new Date('2026-11-26T03:00:00Z');
    const body = await board();
    const [mexico, ...rest] = body.clientsAtRisk;
    expect(rest).toEqual([]);
    expect(mexico).toMatchObject({
      client: { id: users.mexico.clientId },
      today: '2026-11-25',
      overdueToday: 2,
      alertedToday: 2,
    });
    // Madrid's stories of the 25th are still overdue (the last 48 h), but no longer today's.
    expect(storyIds(body.overdue)).toContain(ids.madrid2330);
    clock = NOW;
  });
});

describe('a story the client marks published leaves the board', () => {
  it('drops it from the overdue list and from its client’s risk, and back when unmarked', async () => {
    clock = NOW;
    const mark = (isPosted: boolean) =>
      t.request(`/api/stories/${ids.madrid0930}/posted`, {
        method: 'PATCH',
        cookie: users.madrid.cookie,
        json: { isPosted },
      });
    expect((await mark(true)).status).toBe(200);
    let body = await board();
    expect(storyIds(body.overdue)).not.toContain(ids.madrid0930);
    expect(body.clientsAtRisk[0]).toMatchObject({
      totalToday: 5,
      pendingToday: 3,
      alertedToday: 1,
      oldestOverdue: { story: { id: ids.madrid1530 }, overdueMinutes: 150 },
    });

    expect((await mark(false)).status).toBe(200);
    body = await board();
    expect(storyIds(body.overdue)).toContain(ids.madrid0930);
    expect(body.clientsAtRisk[0]!.oldestOverdue.story.id).toBe(ids.madrid0930);
  });

  it('a paused campaign counts again once it is active', async () => {
    await t.database.db
      .update(campaigns)
      .set({ status: 'active' })
      .where(eq(campaigns.title, 'Campaña 2026-11-25'));
    // The paused client's campaign is active now: its 09:30 (Madrid) is 510 minutes late.
    const body = await board();
    expect(body.clientsAtRisk.map((line) => line.client.id)).toContain(users.paused.clientId);
  });
});

describe('live: the board event reaches every admin’s stream, and no client’s', () => {
  async function openStream(cookie: string): Promise<SseReader> {
    const res = await t.request('/api/events', { cookie });
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    expect(((await reader.next()) as SseMessage).comments).toContain('connected');
    return reader;
  }
  const eventOf = (message: SseMessage | 'closed') => {
    expect(message).not.toBe('closed');
    const m = message as SseMessage;
    const event = JSON.parse(m.data) as ServerEvent;
    expect(m.event).toBe(event.type);
    return event;
  };

  it('sends board.story_updated on commit when a client marks a story published, then unpublished', async () => {
    const admin = await openStream(users.admin.cookie);
    const otherAdmin = await openStream(users.otherAdmin.cookie);
    const client = await openStream(users.madrid.cookie);
    try {
      for (const isPosted of [true, false]) {
        const res = await t.request(`/api/stories/${ids.madrid1900}/posted`, {
          method: 'PATCH',
          cookie: users.madrid.cookie,
          json: { isPosted },
        });
        expect(res.status).toBe(200);
        const expected = {
          type: 'board.story_updated',
          storyId: ids.madrid1900,
          clientId: users.madrid.clientId,
          isPosted,
        };
        expect(eventOf(await admin.nextEvent())).toMatchObject(expected);
        expect(eventOf(await otherAdmin.nextEvent())).toMatchObject(expected);
      }
      // The client's stream has nothing before an event of its own sent afterwards.
      await notifyUser(t.database.db, users.madrid.id, aiRequestEvent({ id: 'marker' }));
      expect(eventOf(await client.nextEvent())).toMatchObject({ type: 'ai_request.updated' });
    } finally {
      await Promise.all([admin.close(), otherAdmin.close(), client.close()]);
    }
  });

  it('sends nothing for a mark that fails (an unknown story)', async () => {
    const admin = await openStream(users.admin.cookie);
    try {
      const res = await t.request('/api/stories/00000000-0000-4000-8000-000000000000/posted', {
        method: 'PATCH',
        cookie: users.madrid.cookie,
        json: { isPosted: true },
      });
      expect(res.status).toBe(404);
      await notifyUser(t.database.db, users.admin.id, aiRequestEvent({ id: 'marker' }));
      expect(eventOf(await admin.nextEvent())).toMatchObject({ type: 'ai_request.updated' });
    } finally {
      await admin.close();
    }
  });
});

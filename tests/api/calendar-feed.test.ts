import { and, eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaignDays, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import type { CalendarFeedResponse } from '../../src/shared/api/client-area/calendar';
import { storyDueInstant } from '../../src/shared/domain/due-instant';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/*
 * The private calendar feed: the client makes, renews and revokes its link (access 'client', only its own) and
 * calendar apps read the feed without a session (the token is the credential). The feed is read back with ical.js,
 * an independent iCalendar parser, and every event's start is checked against storyDueInstant, the rule of the
 * screens and reminders, in Madrid across the spring-forward change, Mexico City and Buenos Aires.
 */

// Before every campaign below; "90 days ago" is 2025-12-20 in each client's zone.
const clock = new Date('2026-03-20T10:00:00Z');
let t: TestApp;
let users: Record<'madrid' | 'mexico' | 'buenosAires' | 'other' | 'admin', SignedInUser>;
let madridLive: FactoryCampaign;
let madridDone: FactoryCampaign;
const TOKEN_URL = /^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  users = await signInUsers(
    t,
    { madrid: {}, mexico: {}, buenosAires: {}, other: {}, admin: { role: 'admin' } },
    '10.95.0',
  );
  const zones = {
    madrid: 'Europe/Madrid',
    mexico: 'America/Mexico_City',
    buenosAires: 'America/Argentina/Buenos_Aires',
  };
  for (const [key, timeZone] of Object.entries(zones)) {
    const clientId = users[key as keyof typeof zones].clientId!;
    await db
      .update(clients)
      .set({ timeZone, brandName: `Marca ${key}` })
      .where(eq(clients.id, clientId));
  }
  const madrid = users.madrid.clientId!;
  // Days 1 and 2 are 2026-03-28 (CET, UTC+1) and 2026-03-29 (CEST, UTC+2: the clocks go forward that night).
  madridLive = await createCampaign(db, {
    clientId: madrid,
    title: 'Primavera',
    startDate: '2026-03-28',
    days: 2,
    storiesPerDay: 2,
    postedDays: [2],
    storyOverrides: {
      '1-1': { stickerInfo: { type: 'poll', prompt: '¿Café o té?', options: ['Café', 'Té'] } },
      '1-2': { notes: 'Menciona a @cafe.aurora' },
    },
  });
  // Story 1 of each day: no scheduled date or time, due at its block's time ('Mañana': 09:00 local).
  await db
    .update(stories)
    .set({ scheduledDate: null, scheduledTime: null })
    .where(inArray(stories.id, [madridLive.storyIdsByDay[0]![0]!, madridLive.storyIdsByDay[1]![0]!]));
  // Completed and ended within 90 days: in the feed.
  madridDone = await createCampaign(db, {
    clientId: madrid,
    title: 'Invierno',
    startDate: '2026-01-10',
    days: 1,
    storiesPerDay: 1,
    status: 'completed',
    postedDays: 1,
  });
  // Left out: paused, draft, and a campaign that ended more than 90 days ago.
  for (const status of ['paused', 'draft'] as const) {
    await createCampaign(db, {
      clientId: madrid,
      title: status,
      startDate: '2026-04-01',
      days: 1,
      storiesPerDay: 3,
      status,
    });
  }
  await createCampaign(db, {
    clientId: madrid,
    title: 'Antigua',
    startDate: '2025-12-01',
    days: 2,
    storiesPerDay: 2,
  });

  for (const key of ['mexico', 'buenosAires'] as const) {
    const campaign = await createCampaign(db, {
      clientId: users[key].clientId!,
      title: `Campaña ${key}`,
      startDate: '2026-03-28',
      days: 2,
      storiesPerDay: 1,
    });
    await db
      .update(stories)
      .set({ scheduledDate: null, scheduledTime: null })
      .where(inArray(stories.id, campaign.storyIds));
  }
});
afterAll(() => t.cleanup());

const manage = async (who: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE') =>
  t.request('/api/client/calendar', { method, ...(who ? { cookie: who.cookie } : {}) });

async function feedOf(who: SignedInUser, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  const res = await manage(who, method);
  expect(res.status).toBe(200);
  return ((await res.json()) as CalendarFeedResponse).feed;
}

async function createFeed(who: SignedInUser) {
  const feed = await feedOf(who, 'POST');
  expect(feed?.url).toMatch(TOKEN_URL);
  return feed!;
}

/** The feed's path (the test app answers any origin's path). */
const pathOf = (url: string) => new URL(url).pathname;

async function readFeed(url: string) {
  const res = await t.request(pathOf(url));
  expect(res.status, await res.clone().text()).toBe(200);
  return res;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      isUtc: event.startDate.zone?.tzid === 'UTC',
      url: String(vevent.getFirstPropertyValue('url')),
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate(),
    };
  });
  return { calendar, events };
}

/** Every story of the client's campaigns in the feed's window, with what storyDueInstant says of it. */
async function expectedEvents(clientId: string, timeZone: string, campaignIds: string[]) {
  const rows = await t.database.db
    .select({
      id: stories.id,
      campaignId: campaignDays.campaignId,
      dayDate: campaignDays.date,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      timeBlock: stories.timeBlock,
      updatedAt: stories.updatedAt,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(inArray(campaignDays.campaignId, campaignIds));
  expect(clientId).toBeTruthy();
  return rows.map((row) => ({ ...row, dueAt: storyDueInstant(row, timeZone) }));
}

describe('managing the link (GET, POST, DELETE /api/client/calendar)', () => {
  it('starts with no feed, creates one with its https and webcal URLs, and records it in the audit log', async () => {
    expect(await feedOf(users.madrid)).toBeNull();
    const feed = await createFeed(users.madrid);
    const token = TOKEN_URL.exec(feed.url)![1];
    expect(feed.webcalUrl).toBe(`webcal://localhost:3000/api/calendar/${token}.ics`);
    expect(feed.createdAt).not.toBeNull();
    expect(await feedOf(users.madrid)).toEqual(feed);
    const [row] = await t.database.db
      .select({ token: clients.calendarToken })
      .from(clients)
      .where(eq(clients.id, users.madrid.clientId!));
    expect(row?.token).toBe(token);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, users.madrid.id), eq(auditLog.event, 'calendar.created')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ clientId: users.madrid.clientId });
    expect(JSON.stringify(audit[0])).not.toContain(token!);
  });

  it('answers 401 without a session and 403 to an admin', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const anonymous = await manage(null, method);
      expect(anonymous.status).toBe(401);
      const admin = await manage(users.admin, method);
      expect(admin.status).toBe(403);
      expect((await admin.json()).error.code).toBe('FORBIDDEN');
    }
  });

  it("lets another client manage only its own link: Madrid's keeps working", async () => {
    const madrid = (await feedOf(users.madrid))!;
    expect(await feedOf(users.other)).toBeNull();
    const others = await createFeed(users.other);
    expect(others.url).not.toBe(madrid.url);
    expect(await feedOf(users.other, 'DELETE')).toBeNull();
    expect(await feedOf(users.madrid)).toEqual(madrid);
    await readFeed(madrid.url);
    expect((await t.request(pathOf(others.url))).status).toBe(404);
  });
});

describe('the feed (GET /api/calendar/{token}.ics)', () => {
  it('is iCalendar with private caching, named after the brand, in the client zone', async () => {
    const feed = (await feedOf(users.madrid))!;
    const res = await readFeed(feed.url);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="stories.ics"');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Stories · Marca madrid');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Madrid');
    // Calendar properties come before the first component (RFC 5545's grammar).
    expect(text.indexOf('X-WR-TIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
  });

  it("has one event per story of the active and completed campaigns, at the story's due instant", async () => {
    const { events } = parse(await (await readFeed((await feedOf(users.madrid))!.url)).text());
    const expected = await expectedEvents(users.madrid.clientId!, 'Europe/Madrid', [
      madridLive.campaignId,
      madridDone.campaignId,
    ]);
    // 4 + 1: not the paused, draft or long-ended campaigns' stories.
    expect(events).toHaveLength(5);
    expect(events.map((e) => e.uid).sort()).toEqual(expected.map((e) => `${e.id}@localhost`).sort());
    for (const story of expected) {
      const event = events.find((e) => e.uid === `${story.id}@localhost`)!;
      expect(event.isUtc).toBe(true);
      expect(event.start.toISOString()).toBe(story.dueAt.toISOString());
      expect(event.end.getTime() - event.start.getTime()).toBe(15 * 60_000);
      expect(event.url).toBe(`${TEST_ORIGIN}/dashboard/campaigns/${story.campaignId}?storyId=${story.id}`);
      expect(event.lastModified.getTime()).toBe(Math.floor(story.updatedAt.getTime() / 1000) * 1000);
    }
  });

  it("keeps Madrid's 09:00 across the daylight-saving change: 08:00Z on the 28th, 07:00Z on the 29th", async () => {
    const { events } = parse(await (await readFeed((await feedOf(users.madrid))!.url)).text());
    const start = (storyId: string) =>
      events.find((e) => e.uid === `${storyId}@localhost`)?.start.toISOString();
    expect(start(madridLive.storyIdsByDay[0]![0]!)).toBe('2026-03-28T08:00:00.000Z');
    expect(start(madridLive.storyIdsByDay[1]![0]!)).toBe('2026-03-29T07:00:00.000Z');
    // Story 2 keeps the factory's scheduled 09:30.
    expect(start(madridLive.storyIdsByDay[0]![1]!)).toBe('2026-03-28T08:30:00.000Z');
    expect(start(madridLive.storyIdsByDay[1]![1]!)).toBe('2026-03-29T07:30:00.000Z');
  });

  it('says which story, day and campaign, marks published ones, and carries the copy, sticker and notes', async () => {
    const { events } = parse(await (await readFeed((await feedOf(users.madrid))!.url)).text());
    const byId = (storyId: string) => events.find((e) => e.uid === `${storyId}@localhost`)!;
    const poll = byId(madridLive.storyIdsByDay[0]![0]!);
    expect(poll.summary).toBe('Historia 1 · Día 1 — Primavera');
    expect(poll.description).toContain('Copy del día 1, historia 1');
    expect(poll.description).toContain('Añade una encuesta: «¿Café o té?» — «Café» / «Té»');
    const mention = byId(madridLive.storyIdsByDay[0]![1]!);
    expect(mention.summary).toBe('Historia 2 · Día 1 — Primavera');
    expect(mention.description).toContain('Menciona a @cafe.aurora');
    expect(mention.description).toContain('Notas: Menciona a @cafe.aurora');
    expect(byId(madridLive.storyIdsByDay[1]![1]!).summary).toBe('✓ Historia 2 · Día 2 — Primavera');
    expect(byId(madridDone.storyIds[0]!).summary).toBe('✓ Historia 1 · Día 1 — Invierno');
  });

  it.each([
    ['mexico', 'America/Mexico_City', ['2026-03-28T15:00:00.000Z', '2026-03-29T15:00:00.000Z']],
    [
      'buenosAires',
      'America/Argentina/Buenos_Aires',
      ['2026-03-28T12:00:00.000Z', '2026-03-29T12:00:00.000Z'],
    ],
  ] as const)('puts %s stories at 09:00 in %s', async (key, timeZone, starts) => {
    const feed = await createFeed(users[key]);
    const text = await (await readFeed(feed.url)).text();
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(timeZone);
    expect(events.map((e) => e.start.toISOString()).sort()).toEqual([...starts]);
    expect(events.map((e) => e.summary).sort()).toEqual([
      `Historia 1 · Día 1 — Campaña ${key}`,
      `Historia 1 · Día 2 — Campaña ${key}`,
    ]);
  });

  it('answers 404 with the Spanish error for malformed tokens, before reading anything', async () => {
    const valid = TOKEN_URL.exec((await feedOf(users.madrid))!.url)![1]!;
    for (const path of [
      '/api/calendar/abc.ics',
      `/api/calendar/${valid}x.ics`,
      `/api/calendar/${valid.slice(1)}.ics`,
      `/api/calendar/${valid.slice(0, 42)}%2B.ics`,
      `/api/calendar/${valid.slice(0, 42)}=.ics`,
      `/api/calendar/${'a'.repeat(43)}.ics`,
      `/api/calendar/${valid}`,
      `/api/calendar/${valid}.ics.ics`,
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code, path).toBe('NOT_FOUND');
    }
    const res = await t.request(`/api/calendar/${'a'.repeat(43)}.ics`);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Calendario no encontrado' } });
  });

  it('answers 404 while the client is not active, and again 200 once it is', async () => {
    const feed = (await feedOf(users.buenosAires))!;
    for (const status of ['inactive', 'pending'] as const) {
      await t.database.db.update(clients).set({ status }).where(eq(clients.id, users.buenosAires.clientId!));
      const res = await t.request(pathOf(feed.url));
      expect(res.status, status).toBe(404);
      expect((await res.json()).error.message).toBe('Calendario no encontrado');
    }
    await t.database.db
      .update(clients)
      .set({ status: 'active' })
      .where(eq(clients.id, users.buenosAires.clientId!));
    await readFeed(feed.url);
  });
});

describe('renewing and revoking', () => {
  it('renews: the old URL answers 404 at once, the new one 200; recorded as calendar.renewed', async () => {
    const old = (await feedOf(users.mexico))!;
    const renewed = await createFeed(users.mexico);
    expect(renewed.url).not.toBe(old.url);
    expect((await t.request(pathOf(old.url))).status).toBe(404);
    await readFeed(renewed.url);
    const events = await t.database.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(eq(auditLog.userId, users.mexico.id));
    expect(events.map((e) => e.event).filter((e) => e.startsWith('calendar.'))).toEqual([
      'calendar.created',
      'calendar.renewed',
    ]);
  });

  it('revokes: the URL answers 404 and the profile shows no feed; recorded as calendar.revoked', async () => {
    const feed = (await feedOf(users.mexico))!;
    expect(await feedOf(users.mexico, 'DELETE')).toBeNull();
    expect((await t.request(pathOf(feed.url))).status).toBe(404);
    expect(await feedOf(users.mexico)).toBeNull();
    // Revoking again changes nothing and records nothing more.
    expect(await feedOf(users.mexico, 'DELETE')).toBeNull();
    const revoked = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, users.mexico.id), eq(auditLog.event, 'calendar.revoked')));
    expect(revoked).toHaveLength(1);
  });

  it('leaves exactly one working URL after 20 renewals at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => manage(users.madrid, 'POST')));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const urls = await Promise.all(
      answers.map(async (res) => ((await res.json()) as CalendarFeedResponse).feed!.url),
    );
    expect(new Set(urls).size).toBe(20);
    const statuses = [];
    for (const url of urls) statuses.push((await t.request(pathOf(url))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(19);
    const working = urls[statuses.indexOf(200)]!;
    expect((await feedOf(users.madrid))!.url).toBe(working);
  });
});

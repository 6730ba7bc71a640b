/**
 * «No se publicará» (issue 29 §1): PATCH /api/stories/{id}/skipped, and a skipped story counted apart everywhere:
 * counters, progress, the client's pending lists, «Publicar hoy», reminders (not planned, not sent, logged as
 * skipped), the agency's «Hoy» board and the calendar feed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { auditLog } from '../../src/server/db/schema/audit';
import { user } from '../../src/server/db/schema/auth';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { notificationDeliveries } from '../../src/server/db/schema/notifications';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import { skippedReminderKey } from '../../src/server/services/reminders/skipped-reminders';
import type { AdminTodayResponse } from '../../src/shared/api/admin-today';
import type { CalendarFeedResponse } from '../../src/shared/api/client-area/calendar';
import type { CampaignDetailResponse } from '../../src/shared/api/client-area/campaigns';
import type { PublishingResponse } from '../../src/shared/api/client-area/publishing';
import type {
  ClientOverviewResponse,
  SetStoryPostedResponse,
} from '../../src/shared/api/client-area/stories';
import type { SetStorySkippedResponse } from '../../src/shared/api/story-skip';
import { addDaysIso } from '../../src/shared/dates';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

// 09:00 UTC on Wednesday 25 November 2026: 10:00 in Madrid.
let clock = new Date('2026-11-25T09:00:00Z');
const TODAY = '2026-11-25';
let t: TestApp;
let users: Record<'owner' | 'other' | 'admin', SignedInUser>;
/** Yesterday, today and tomorrow, 4 stories a day, none posted. */
let campaign: FactoryCampaign;
const names: Record<string, string> = {};

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { AGENCY_ALERT_AFTER_MINUTES: '60' } });
  users = await signInUsers(t, { owner: {}, other: {}, admin: { role: 'admin' } }, '10.171.0');
  await db().update(clients).set({ timeZone: 'Europe/Madrid' }).where(eq(clients.id, users.owner.clientId!));
  for (const row of await db().select({ id: user.id, name: user.name }).from(user)) names[row.id] = row.name;
  campaign = await createCampaign(db(), {
    clientId: users.owner.clientId!,
    startDate: addDaysIso(TODAY, -1),
    days: 3,
    storiesPerDay: 4,
    title: 'Otoño',
  });
});
afterAll(() => t.cleanup());

const skip = (id: string, body: unknown, who?: SignedInUser) =>
  t.request(`/api/stories/${id}/skipped`, {
    method: 'PATCH',
    json: body,
    ...(who ? { cookie: who.cookie } : {}),
  });
const setPosted = (id: string, isPosted: boolean, who: SignedInUser) =>
  t.request(`/api/stories/${id}/posted`, { method: 'PATCH', json: { isPosted }, cookie: who.cookie });
const storyRow = async (id: string) => (await db().select().from(stories).where(eq(stories.id, id)))[0]!;

/** The stored counters of the campaign and each of its days, and the same counts taken from the stories. */
async function counters() {
  const [stored] = await db()
    .select({ posted: campaigns.postedCount, skipped: campaigns.skippedCount, total: campaigns.storyCount })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.campaignId));
  const days = await db()
    .select({ id: campaignDays.id, skipped: campaignDays.skippedCount, posted: campaignDays.postedCount })
    .from(campaignDays)
    .where(eq(campaignDays.campaignId, campaign.campaignId))
    .orderBy(campaignDays.dayOrder);
  const [counted] = await db()
    .select({
      posted: sql<number>`(count(*) filter (where ${stories.isPosted}))::int`,
      skipped: sql<number>`(count(*) filter (where ${stories.skippedAt} is not null))::int`,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaign.campaignId));
  return { stored: stored!, days, counted: counted! };
}

describe('PATCH /api/stories/{id}/skipped', () => {
  it('skips a story of the client with a reason, records who and when, and undoes it', async () => {
    const id = campaign.storyIdsByDay[1]![0]!;
    const res = await skip(id, { isSkipped: true, reason: '  Producto agotado  ' }, users.owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SetStorySkippedResponse;
    expect(body.story).toMatchObject({
      id,
      isSkipped: true,
      skip: { skippedByName: names[users.owner.id], skippedByAgency: false, reason: 'Producto agotado' },
    });
    expect(body.day).toMatchObject({
      id: campaign.dayIds[1],
      postedStories: 0,
      skippedStories: 1,
      totalStories: 4,
    });
    expect(body.campaign).toMatchObject({
      postedStories: 0,
      skippedStories: 1,
      totalStories: 12,
      progress: 0,
    });
    const row = await storyRow(id);
    expect(row).toMatchObject({ skippedBy: users.owner.id, skipReason: 'Producto agotado', isPosted: false });
    expect(row.skippedAt?.toISOString()).toBe(body.story.skip!.skippedAt);

    // Skipping again changes nothing: the first who, when and reason stay.
    const again = (await (
      await skip(id, { isSkipped: true, reason: 'Otro motivo' }, users.admin)
    ).json()) as SetStorySkippedResponse;
    expect(again.story.skip).toEqual(body.story.skip);
    expect(again.campaign.skippedStories).toBe(1);

    const undo = await skip(id, { isSkipped: false }, users.owner);
    expect(undo.status).toBe(200);
    const undone = (await undo.json()) as SetStorySkippedResponse;
    expect(undone.story).toEqual({ id, isSkipped: false, skip: null });
    expect(undone.campaign.skippedStories).toBe(0);
    expect(await storyRow(id)).toMatchObject({ skippedAt: null, skippedBy: null, skipReason: null });
    // Undoing twice is a no-op.
    expect((await skip(id, { isSkipped: false }, users.owner)).status).toBe(200);

    const audit = await db()
      .select({ event: auditLog.event, userId: auditLog.userId, details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.event} like 'story.%' and ${auditLog.details}->>'storyId' = ${id}`)
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(audit).toEqual([
      {
        event: 'story.skipped',
        userId: users.owner.id,
        details: {
          storyId: id,
          campaignId: campaign.campaignId,
          clientId: users.owner.clientId,
          reason: 'Producto agotado',
        },
      },
      {
        event: 'story.unskipped',
        userId: users.owner.id,
        details: { storyId: id, campaignId: campaign.campaignId, clientId: users.owner.clientId },
      },
    ]);
  });

  it('lets the agency skip any story, and answers 404 to another client and 401 to nobody', async () => {
    const id = campaign.storyIdsByDay[2]![3]!;
    expect((await skip(id, { isSkipped: true })).status).toBe(401);
    const refused = await skip(id, { isSkipped: true }, users.other);
    expect(refused.status).toBe(404);
    expect((await refused.json()) as unknown).toMatchObject({ error: { message: 'Historia no encontrada' } });
    expect((await storyRow(id)).skippedAt).toBeNull();

    const res = await skip(id, { isSkipped: true, reason: '' }, users.admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SetStorySkippedResponse;
    expect(body.story.skip).toMatchObject({
      skippedByName: names[users.admin.id],
      skippedByAgency: true,
      reason: null,
    });
    // The client sees who did it on its campaign screen, and can undo it.
    const detail = (await (
      await t.request(`/api/campaigns/${campaign.campaignId}`, { cookie: users.owner.cookie })
    ).json()) as CampaignDetailResponse;
    const story = detail.campaign.days[2]!.stories[3]!;
    expect(story).toMatchObject({ isSkipped: true, skip: { skippedByAgency: true } });
    expect(detail.campaign).toMatchObject({ skippedStories: 1, totalStories: 12 });
    expect((await skip(id, { isSkipped: false }, users.owner)).status).toBe(200);
  });

  it('answers bad input with a Spanish 400', async () => {
    const id = campaign.storyIdsByDay[0]![0]!;
    const cases: [unknown, string][] = [
      [{}, 'Indica si la historia se publicará o no'],
      [{ isSkipped: 'sí' }, 'Indica si la historia se publicará o no'],
      [{ isSkipped: true, reason: 'x'.repeat(281) }, 'El motivo no puede tener más de 280 caracteres'],
    ];
    for (const [body, message] of cases) {
      const res = await skip(id, body, users.owner);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await skip('no-es-un-id', { isSkipped: true }, users.owner)).status).toBe(404);
    expect((await storyRow(id)).skippedAt).toBeNull();
  });

  it('refuses to skip a published story, and to mark published a skipped one (409)', async () => {
    const posted = campaign.storyIdsByDay[0]![1]!;
    expect((await setPosted(posted, true, users.owner)).status).toBe(200);
    const refused = await skip(posted, { isSkipped: true }, users.owner);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('ya está publicada');
    expect(await storyRow(posted)).toMatchObject({ isPosted: true, skippedAt: null });
    expect((await setPosted(posted, false, users.owner)).status).toBe(200);

    const skipped = campaign.storyIdsByDay[0]![2]!;
    expect((await skip(skipped, { isSkipped: true }, users.owner)).status).toBe(200);
    const mark = await setPosted(skipped, true, users.admin);
    expect(mark.status).toBe(409);
    expect(JSON.stringify(await mark.json())).toContain('No se publicará');
    expect(await storyRow(skipped)).toMatchObject({ isPosted: false });
    // Unmarking a skipped story is allowed (a no-op), and counts skipped stories apart.
    const unmark = await setPosted(skipped, false, users.owner);
    expect(unmark.status).toBe(200);
    const body = (await unmark.json()) as SetStoryPostedResponse;
    expect(body.day).toMatchObject({ postedStories: 0, skippedStories: 1, totalStories: 4 });
    expect((await skip(skipped, { isSkipped: false }, users.owner)).status).toBe(200);
  });

  it('ends 100 concurrent skips, undos and marks consistent, with exact counters', async () => {
    const id = campaign.storyIdsByDay[2]![0]!;
    const calls = Array.from({ length: 100 }, (_, i) => {
      const who = i % 4 === 0 ? users.admin : users.owner;
      if (i % 3 === 0) return setPosted(id, i % 2 === 0, who);
      return skip(id, { isSkipped: i % 2 === 0, reason: `Motivo ${i}` }, who);
    });
    const answers = await Promise.all(calls);
    const unexpected = await Promise.all(
      answers
        .filter((res) => res.status !== 200 && res.status !== 409)
        .map(async (res) => `${res.status} ${await res.text()}`),
    );
    expect(unexpected).toEqual([]);
    const row = await storyRow(id);
    expect(row.isPosted && row.skippedAt !== null).toBe(false);
    expect(row.skippedAt === null).toBe(row.skippedBy === null && row.skipReason === null);
    const { stored, days, counted } = await counters();
    expect(stored).toMatchObject(counted);
    expect(days.reduce((sum, d) => sum + d.skipped, 0)).toBe(counted.skipped);
    // Back to a clean state for the next tests.
    await setPosted(id, false, users.owner);
    await skip(id, { isSkipped: false }, users.owner);
  });

  it('keeps the counters exact after skipping, undoing and deleting skipped stories', async () => {
    for (const id of campaign.storyIdsByDay[0]!.slice(0, 3))
      expect((await skip(id, { isSkipped: true }, users.owner)).status).toBe(200);
    let state = await counters();
    expect(state.stored).toEqual({ posted: 0, skipped: 3, total: 12 });
    expect(state.days.map((d) => d.skipped)).toEqual([3, 0, 0]);
    await skip(campaign.storyIdsByDay[0]![1]!, { isSkipped: false }, users.owner);
    state = await counters();
    expect(state.stored).toEqual({ posted: 0, skipped: 2, total: 12 });
    expect(state.stored).toMatchObject(state.counted);
    for (const id of campaign.storyIdsByDay[0]!) await skip(id, { isSkipped: false }, users.owner);

    // A skipped story deleted (and a whole campaign with one) leaves no count behind.
    const spare = await createCampaign(db(), {
      clientId: users.owner.clientId!,
      startDate: TODAY,
      days: 2,
      storiesPerDay: 2,
    });
    await skip(spare.storyIds[0]!, { isSkipped: true }, users.owner);
    await skip(spare.storyIds[3]!, { isSkipped: true }, users.owner);
    await db().delete(stories).where(eq(stories.id, spare.storyIds[0]!));
    const [after] = await db()
      .select({ skipped: campaigns.skippedCount, total: campaigns.storyCount })
      .from(campaigns)
      .where(eq(campaigns.id, spare.campaignId));
    expect(after).toEqual({ skipped: 1, total: 3 });
    await db().delete(campaignDays).where(eq(campaignDays.id, spare.dayIds[1]!));
    const [afterDay] = await db()
      .select({ skipped: campaigns.skippedCount, total: campaigns.storyCount, days: campaigns.dayCount })
      .from(campaigns)
      .where(eq(campaigns.id, spare.campaignId));
    expect(afterDay).toEqual({ skipped: 0, total: 1, days: 1 });
    await db().delete(campaigns).where(eq(campaigns.id, spare.campaignId));
  });
});

describe('a skipped story counted apart everywhere', () => {
  const yesterday = () => campaign.storyIdsByDay[0]!;
  const today = () => campaign.storyIdsByDay[1]!;

  beforeAll(async () => {
    // Yesterday: one published, one skipped, two late. Today: one skipped.
    await setPosted(yesterday()[0]!, true, users.owner);
    await skip(yesterday()[1]!, { isSkipped: true, reason: 'Ya no hay stock' }, users.owner);
    await skip(today()[0]!, { isSkipped: true }, users.owner);
  });

  it('leaves the pending lists and overdue counts; progress is published / (total − skipped)', async () => {
    const res = await t.request('/api/client/overview', { cookie: users.owner.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClientOverviewResponse;
    expect(body.progress).toMatchObject({
      totalStories: 12,
      postedStories: 1,
      skippedStories: 2,
      percentage: 10,
    });
    const listed = [...body.overdue, ...body.dueToday, ...body.upcoming].map((s) => s.id);
    expect(listed).not.toContain(yesterday()[1]);
    expect(listed).not.toContain(today()[0]);
    expect(body.overdueTotal).toBe(2);
    expect(body.overdue.map((s) => s.id).sort()).toEqual([yesterday()[2], yesterday()[3]].sort());

    const cards = (await (
      await t.request('/api/client/campaigns', { cookie: users.owner.cookie })
    ).json()) as {
      campaigns: { skippedStories: number; progress: number }[];
    };
    expect(cards.campaigns[0]).toMatchObject({ skippedStories: 2, progress: 10 });
  });

  it('shows today’s skipped story on «Publicar hoy» as skipped, and no skipped leftover', async () => {
    const res = await t.request('/api/client/publishing', { cookie: users.owner.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PublishingResponse;
    const byId = new Map(body.stories.map((s) => [s.id, s]));
    expect(byId.get(today()[0]!)).toMatchObject({
      status: 'skipped',
      isSkipped: true,
      skip: { reason: null },
    });
    expect(byId.has(yesterday()[1]!)).toBe(false);
  });

  it('shows it on the agency’s «Hoy» board as skipped, never as overdue', async () => {
    clock = new Date('2026-11-25T21:00:00Z'); // 22:00 in Madrid: every story of today is past its time.
    const res = await t.request('/api/admin/today', { cookie: users.admin.cookie });
    expect(res.status).toBe(200);
    const board = (await res.json()) as AdminTodayResponse;
    expect(board.overdue.map((s) => s.story.id)).not.toContain(today()[0]);
    expect(board.overdue.map((s) => s.story.id)).toContain(today()[1]);
    expect(board.skipped.map((s) => s.story.id)).toContain(today()[0]);
    const risk = board.clientsAtRisk.find((c) => c.client.id === users.owner.clientId);
    expect(risk).toMatchObject({ totalToday: 4, pendingToday: 3, skippedToday: 1 });
    clock = new Date('2026-11-25T09:00:00Z');
  });

  it('marks it cancelled in the calendar feed, with its reason, and names the approval state', async () => {
    await db().update(campaigns).set({ requiresApproval: true }).where(eq(campaigns.id, campaign.campaignId));
    const made = await t.request('/api/client/calendar', { method: 'POST', cookie: users.owner.cookie });
    const { feed } = (await made.json()) as CalendarFeedResponse;
    const text = await (await t.request(new URL(feed!.url).pathname)).text();
    await db()
      .update(campaigns)
      .set({ requiresApproval: false })
      .where(eq(campaigns.id, campaign.campaignId));
    const events = text
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    const skippedEvent = events.find((e) => e.includes(yesterday()[1]!));
    expect(skippedEvent).toContain('STATUS:CANCELLED');
    expect(skippedEvent).toMatch(/SUMMARY:No se publicará: Historia 2/);
    expect(skippedEvent).toContain('No se publicará · Ya no hay stock');
    const pendingEvent = events.find((e) => e.includes(today()[2]!));
    expect(pendingEvent).not.toContain('STATUS:CANCELLED');
    expect(pendingEvent).toContain('Aprobación: pendiente de aprobación');
  });
});

describe('reminders stop for a skipped story', () => {
  let remind: FactoryCampaign;
  let runner: JobRunner;

  beforeAll(async () => {
    // Tomorrow (the 26th) at 12:00 and 13:00 in Madrid: 11:00Z and 12:00Z; reminders 15 minutes before.
    remind = await createCampaign(db(), {
      clientId: users.owner.clientId!,
      startDate: '2026-11-26',
      days: 1,
      storiesPerDay: 3,
      title: 'Recordatorios',
    });
    const times = ['12:00', '12:00', '13:00'];
    for (const [i, time] of times.entries())
      await db().update(stories).set({ scheduledTime: time }).where(eq(stories.id, remind.storyIds[i]!));
    await db().update(clients).set({ pushReminders: false }).where(eq(clients.id, users.owner.clientId!));
    const { env, logger } = t.deps;
    const now = () => clock;
    runner = new JobRunner({
      db: db(),
      logger,
      workerId: 'story-skip',
      now,
      handlers: createJobHandlers({ db: db(), env, logger, now }),
    });
  });

  const reminderJobs = () =>
    db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(eq(jobs.type, 'reminders.send'), sql`${jobs.payload}->>'clientId' = ${users.owner.clientId}`),
      );

  it('does not plan a reminder for a story skipped before its time', async () => {
    await skip(remind.storyIds[2]!, { isSkipped: true }, users.owner);
    clock = new Date('2026-11-26T11:45:00Z');
    await planNotifications({ db: db(), env: t.deps.env, now: clock });
    const planned = (await reminderJobs()).map((j) => (j.payload as { storyIds: string[] }).storyIds);
    expect(planned.flat()).not.toContain(remind.storyIds[2]);
  });

  it('sends nothing for a story skipped after its reminder was queued, and the delivery log says why', async () => {
    clock = new Date('2026-11-26T10:45:00Z');
    await planNotifications({ db: db(), env: t.deps.env, now: clock });
    const planned = (await reminderJobs()).flatMap((j) => (j.payload as { storyIds: string[] }).storyIds);
    expect(planned).toEqual(expect.arrayContaining([remind.storyIds[0], remind.storyIds[1]]));
    // The brand skips one of the two while the reminder waits in the queue.
    await skip(remind.storyIds[0]!, { isSkipped: true, reason: 'Cambio de planes' }, users.owner);
    await runner.drain();
    const deliveries = await db()
      .select({
        key: notificationDeliveries.key,
        storyId: notificationDeliveries.storyId,
        status: notificationDeliveries.status,
        detail: notificationDeliveries.detail,
      })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.clientId, users.owner.clientId!));
    const of = (id: string) => deliveries.filter((d) => d.storyId === id);
    expect(of(remind.storyIds[0]!)).toEqual([
      {
        key: skippedReminderKey(remind.storyIds[0]!, new Date('2026-11-26T11:00:00Z')),
        storyId: remind.storyIds[0],
        status: 'skipped',
        detail: 'No se publicará · Cambio de planes',
      },
    ]);
    expect(of(remind.storyIds[1]!).map((d) => d.status)).toEqual(['sent']);

    // The agency's delivery log shows it.
    const log = (await (
      await t.request(`/api/admin/campaigns/${remind.campaignId}/deliveries`, { cookie: users.admin.cookie })
    ).json()) as { deliveries: { storyId: string; status: string; detail: string | null }[] };
    expect(log.deliveries).toContainEqual(
      expect.objectContaining({
        storyId: remind.storyIds[0],
        status: 'skipped',
        detail: 'No se publicará · Cambio de planes',
      }),
    );
  });
});

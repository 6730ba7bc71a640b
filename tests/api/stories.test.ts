import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import type { SetStoryPostedResponse } from '../../src/shared/api/client-area/stories';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
const cookies = { owner: '', ownerPhone: '', other: '', admin: '' };
let campaign: FactoryCampaign;
const today = todayInTimeZone('Europe/Madrid');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ owner, other, admin } = await signInUsers(
    t,
    { owner: {}, other: {}, admin: { role: 'admin' } },
    '10.42.0',
  ));
  cookies.owner = owner.cookie;
  // A second session of the same user (the client's phone).
  cookies.ownerPhone = (await t.signIn(owner.email, owner.password, '10.42.1.1')).cookie!;
  cookies.other = other.cookie;
  cookies.admin = admin.cookie;
  // Day 1 posted (3 stories), days 2 and 3 pending: 3 of 9 posted.
  campaign = await createCampaign(db, {
    clientId: owner.clientId!,
    startDate: addDaysIso(today, -1),
    days: 3,
    storiesPerDay: 3,
    postedDays: 1,
  });
});
afterAll(() => t.cleanup());

const setPosted = (id: string, isPosted: unknown, cookie?: string) =>
  t.request(`/api/stories/${id}/posted`, {
    method: 'PATCH',
    json: { isPosted },
    ...(cookie ? { cookie } : {}),
  });
const editCopy = (id: string, copyText: unknown, cookie?: string) =>
  t.request(`/api/stories/${id}/copy`, {
    method: 'PATCH',
    json: { copyText },
    ...(cookie ? { cookie } : {}),
  });
const storyRow = async (id: string) =>
  (await t.database.db.select().from(stories).where(eq(stories.id, id)))[0]!;

describe('PATCH /api/stories/{id}/posted', () => {
  it('marks a story posted with the server clock, then pending again, with exact counts', async () => {
    const id = campaign.storyIdsByDay[1]![0]!;
    const before = Date.now();
    const res = await setPosted(id, true, cookies.owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SetStoryPostedResponse;
    expect(body.story.id).toBe(id);
    expect(body.story.isPosted).toBe(true);
    const postedAt = Date.parse(body.story.postedAt!);
    expect(postedAt).toBeGreaterThan(before - 60_000);
    expect(postedAt).toBeLessThan(Date.now() + 60_000);
    expect(body.day).toEqual({
      id: campaign.dayIds[1],
      dayOrder: 2,
      isLastDay: false,
      postedStories: 1,
      skippedStories: 0,
      totalStories: 3,
    });
    expect(body.campaign).toEqual({
      id: campaign.campaignId,
      postedStories: 4,
      skippedStories: 0,
      totalStories: 9,
      progress: 44,
    });
    const row = await storyRow(id);
    expect(row.isPosted).toBe(true);
    expect(row.postedAt?.toISOString()).toBe(body.story.postedAt);

    // Setting the same state again keeps the first publication time (a state, not a toggle).
    const again = (await (await setPosted(id, true, cookies.ownerPhone)).json()) as SetStoryPostedResponse;
    expect(again.story.postedAt).toBe(body.story.postedAt);
    expect(again.campaign.postedStories).toBe(4);

    const undo = await setPosted(id, false, cookies.owner);
    expect(undo.status).toBe(200);
    const undone = (await undo.json()) as SetStoryPostedResponse;
    expect(undone.story).toEqual({ id, isPosted: false, postedAt: null });
    expect(undone.day.postedStories).toBe(0);
    expect(undone.campaign).toMatchObject({ postedStories: 3, totalStories: 9, progress: 33 });
    expect(await storyRow(id)).toMatchObject({ isPosted: false, postedAt: null });
  });

  it('tells when a day is completed and when it is the last day', async () => {
    const last = campaign.storyIdsByDay[2]!;
    let body: SetStoryPostedResponse | null = null;
    for (const id of last)
      body = (await (await setPosted(id, true, cookies.owner)).json()) as SetStoryPostedResponse;
    expect(body!.day).toMatchObject({ dayOrder: 3, isLastDay: true, postedStories: 3, totalStories: 3 });
    for (const id of last) await setPosted(id, false, cookies.owner);
  });

  it('does not touch updated_at (it records copy edits)', async () => {
    const id = campaign.storyIdsByDay[1]![1]!;
    const before = (await storyRow(id)).updatedAt;
    await setPosted(id, true, cookies.owner);
    expect((await storyRow(id)).updatedAt.toISOString()).toBe(before.toISOString());
    await setPosted(id, false, cookies.owner);
  });

  it('ends 50 concurrent calls from two devices consistent, and the last call decides', async () => {
    const id = campaign.storyIdsByDay[1]![2]!;
    const calls = Array.from({ length: 50 }, (_, i) =>
      setPosted(id, i % 2 === 0, i % 3 === 0 ? cookies.ownerPhone : cookies.owner),
    );
    const answers = await Promise.all(calls);
    for (const res of answers) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as SetStoryPostedResponse;
      // Each answer's counts are the stored state right after its own write: 3 posted on day 1 plus this one.
      expect(body.campaign.postedStories).toBe(3 + (body.story.isPosted ? 1 : 0));
      expect(body.day.postedStories).toBe(body.story.isPosted ? 1 : 0);
      expect(body.story.postedAt === null).toBe(!body.story.isPosted);
    }
    const last = (await (await setPosted(id, true, cookies.ownerPhone)).json()) as SetStoryPostedResponse;
    expect(last.story.isPosted).toBe(true);
    const row = await storyRow(id);
    expect(row.isPosted).toBe(true);
    expect(row.postedAt).not.toBeNull();
    const all = await t.database.db
      .select({ isPosted: stories.isPosted })
      .from(stories)
      .where(inArray(stories.id, campaign.storyIds));
    expect(all.filter((s) => s.isPosted)).toHaveLength(last.campaign.postedStories);
    await setPosted(id, false, cookies.owner);
  });

  it('answers another client 404 and changes nothing; an admin may change it', async () => {
    const id = campaign.storyIdsByDay[2]![0]!;
    const res = await setPosted(id, true, cookies.other);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Historia no encontrada' } });
    expect((await storyRow(id)).isPosted).toBe(false);

    const byAdmin = await setPosted(id, true, cookies.admin);
    expect(byAdmin.status).toBe(200);
    expect((await storyRow(id)).isPosted).toBe(true);
    await setPosted(id, false, cookies.admin);
  });

  it('answers 404 for unknown and malformed ids, 400 for a body that is not a boolean, 401 anonymous', async () => {
    expect((await setPosted('00000000-0000-4000-8000-000000000000', true, cookies.owner)).status).toBe(404);
    expect((await setPosted('abc', true, cookies.owner)).status).toBe(404);
    const bad = await setPosted(campaign.storyIds[0]!, 'sí', cookies.owner);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('INVALID_REQUEST');
    expect((await setPosted(campaign.storyIds[0]!, true)).status).toBe(401);
  });
});

describe('PATCH /api/stories/{id}/copy', () => {
  it('saves the trimmed copy, moves updated_at and keeps the original copy', async () => {
    const id = campaign.storyIdsByDay[0]![0]!;
    const before = await storyRow(id);
    const res = await editCopy(id, '  Nuevo copy con emoji ☕  ', cookies.owner);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.story).toMatchObject({ id, copyText: 'Nuevo copy con emoji ☕' });
    expect(Date.parse(body.story.updatedAt)).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const row = await storyRow(id);
    expect(row.copyText).toBe('Nuevo copy con emoji ☕');
    expect(row.originalCopy).toBe(before.originalCopy);
  });

  it('records the copy as original on the first edit when none was kept', async () => {
    const id = campaign.storyIdsByDay[0]![1]!;
    await t.database.db.update(stories).set({ originalCopy: null }).where(eq(stories.id, id));
    const previous = (await storyRow(id)).copyText;
    expect((await editCopy(id, 'Primera edición', cookies.owner)).status).toBe(200);
    expect((await editCopy(id, 'Segunda edición', cookies.owner)).status).toBe(200);
    expect(await storyRow(id)).toMatchObject({ copyText: 'Segunda edición', originalCopy: previous });
  });

  it('refuses an empty or too long copy with a Spanish message and changes nothing', async () => {
    const id = campaign.storyIdsByDay[0]![2]!;
    const before = (await storyRow(id)).copyText;
    for (const [copy, message] of [
      ['', 'El copy no puede estar vacío'],
      ['   \n ', 'El copy no puede estar vacío'],
      ['x'.repeat(2_201), 'El copy no puede tener más de 2200 caracteres'],
      [null, 'El copy no puede estar vacío'],
    ] as const) {
      const res = await editCopy(id, copy, cookies.owner);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    expect((await storyRow(id)).copyText).toBe(before);
    expect((await editCopy(id, 'x'.repeat(2_200), cookies.owner)).status).toBe(200);
  });

  it('answers another client 404 and changes nothing; an admin may edit; anonymous 401', async () => {
    const id = campaign.storyIdsByDay[1]![0]!;
    const before = (await storyRow(id)).copyText;
    const res = await editCopy(id, 'Intruso', cookies.other);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Historia no encontrada');
    expect((await storyRow(id)).copyText).toBe(before);
    expect((await editCopy(id, 'Corregido por la agencia', cookies.admin)).status).toBe(200);
    expect((await storyRow(id)).copyText).toBe('Corregido por la agencia');
    expect((await editCopy(id, 'Anónimo')).status).toBe(401);
  });
});

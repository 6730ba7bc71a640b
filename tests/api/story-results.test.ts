/**
 * A published story's numbers (issue 31 §3): GET/PUT /api/stories/{id}/results with its ACL, the Spanish field
 * errors of negative, fractional and absurd values, the sticker answers that must fit the story's sticker, the
 * author kept across an agency correction, a hundred saves at once, and the agency's «Sin números» list.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { user } from '../../src/server/db/schema/auth';
import { stories } from '../../src/server/db/schema/campaigns';
import { linkClicks, trackedLinks } from '../../src/server/db/schema/links';
import { storyResults } from '../../src/server/db/schema/results';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import type { MissingResultsResponse } from '../../src/shared/results/missing-results';
import { RESULT_TEXTS } from '../../src/shared/results/result-texts';
import type { StoryResultsResponse } from '../../src/shared/results/story-results';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

// 10:00 in Madrid on Thursday 26 November 2026; the campaign's day 1 was yesterday, fully posted.
const NOW = new Date('2026-11-26T09:00:00Z');
let t: TestApp;
let users: Record<'owner' | 'other' | 'admin', SignedInUser>;
let campaign: FactoryCampaign;
const names: Record<string, string> = {};
const db = () => t.database.db;

const POLL = { type: 'poll', prompt: '¿Cuál prefieres?', options: ['Espresso', 'Con leche'] };
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  users = await signInUsers(t, { owner: {}, other: {}, admin: { role: 'admin' } }, '10.181.0');
  campaign = await createCampaign(db(), {
    clientId: users.owner.clientId!,
    startDate: '2026-11-25',
    days: 2,
    storiesPerDay: 4,
    postedDays: 1,
    title: 'Café de otoño',
    chatAutomation: { keyword: 'OTOÑO' },
    storyOverrides: {
      '1-1': { stickerInfo: POLL },
      '1-2': { stickerInfo: { type: 'quiz', prompt: '¿Origen?', options: ['Etiopía', 'Brasil'] } },
      '1-3': { stickerInfo: { type: 'link', url: 'https://tienda.example/otono?ref=ig' } },
      '1-4': { stickerInfo: { type: 'emoji_slider', prompt: '¿Cuánto te gusta?', emoji: '😍' } },
    },
  });
  await ensureCampaignLinks({ db: db(), campaignId: campaign.campaignId });
  for (const row of await db().select({ id: user.id, name: user.name }).from(user)) names[row.id] = row.name;
});
afterAll(() => t.cleanup());

const story = (day: number, n: number) => campaign.storyIdsByDay[day - 1]![n - 1]!;
const get = (id: string, who?: SignedInUser) =>
  t.request(`/api/stories/${id}/results`, who ? { cookie: who.cookie } : {});
const put = (id: string, body: unknown, who?: SignedInUser) =>
  t.request(`/api/stories/${id}/results`, {
    method: 'PUT',
    json: body,
    ...(who ? { cookie: who.cookie } : {}),
  });
const issuesOf = async (res: Response) =>
  ((await res.json()) as { error: { issues?: { path: string; message: string }[] } }).error.issues ?? [];

describe('GET /api/stories/{id}/results', () => {
  it('tells the form what to ask: the poll options, the chat keyword, the tracked taps, when the numbers go', async () => {
    const res = await get(story(1, 1), users.owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as StoryResultsResponse;
    expect(body).toMatchObject({
      story: {
        id: story(1, 1),
        campaignTitle: 'Café de otoño',
        dayOrder: 1,
        storyNumber: 1,
        heading: 'Historia 1',
      },
      sticker: { type: 'poll', prompt: '¿Cuál prefieres?', options: ['Espresso', 'Con leche'] },
      keyword: 'OTOÑO',
      trackedClicks: null,
      results: null,
    });
    expect(Date.parse(body.story.numbersExpireAt) - Date.parse(body.story.postedAt!)).toBeLessThanOrEqual(
      24 * 3600_000,
    );
    expect((await get(story(1, 4), users.owner).then((r) => r.json())).sticker).toMatchObject({
      type: 'slider',
      emoji: '😍',
    });
  });

  it('counts the story tracked link taps for the link-taps field', async () => {
    const [link] = await db()
      .select()
      .from(trackedLinks)
      .where(eq(trackedLinks.storyId, story(1, 3)));
    await db()
      .insert(linkClicks)
      .values([{ linkId: link!.id }, { linkId: link!.id }, { linkId: link!.id }]);
    const body = (await (await get(story(1, 3), users.owner)).json()) as StoryResultsResponse;
    expect(body).toMatchObject({ sticker: null, trackedClicks: 3 });
  });

  it('is the client’s own story or any story for an admin: 401 signed out, 404 for another client', async () => {
    expect((await get(story(1, 1))).status).toBe(401);
    expect((await get(story(1, 1), users.other)).status).toBe(404);
    expect((await get(story(1, 1), users.admin)).status).toBe(200);
    expect((await get('no-es-un-id', users.owner)).status).toBe(404);
  });
});

describe('PUT /api/stories/{id}/results', () => {
  it('saves the numbers with who entered them; an agency correction keeps the first author', async () => {
    const body = {
      reach: 1200,
      impressions: 1500,
      replies: 14,
      keywordDms: 9,
      sticker: {
        type: 'poll',
        options: [
          { option: 'Espresso', votes: 310 },
          { option: 'Con leche', votes: 205 },
        ],
      },
    };
    const res = await put(story(1, 1), body, users.owner);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as StoryResultsResponse;
    expect(saved.results).toMatchObject({ ...body, linkTaps: null, follows: null });
    expect(saved.results!.enteredBy).toMatchObject({ role: 'client', name: names[users.owner.id] });
    expect(saved.results!.updatedBy).toMatchObject({ role: 'client' });

    const corrected = await put(story(1, 1), { ...body, reach: 1250 }, users.admin);
    expect(corrected.status).toBe(200);
    const after = (await corrected.json()) as StoryResultsResponse;
    expect(after.results).toMatchObject({
      reach: 1250,
      enteredBy: { role: 'client', at: saved.results!.enteredBy.at },
      updatedBy: { role: 'admin', name: names[users.admin.id] },
    });
    expect((await (await get(story(1, 1), users.owner)).json()).results.reach).toBe(1250);
    const audits = await db().select().from(auditLog).where(eq(auditLog.event, 'story.results_saved'));
    expect(audits.map((a) => (a.details as { role: string }).role)).toEqual(
      expect.arrayContaining(['client', 'admin']),
    );
  });

  it('refuses negative, fractional and absurd values with Spanish field errors, writing nothing', async () => {
    const id = story(1, 2);
    for (const [body, path, message] of [
      [{ reach: -1 }, 'reach', RESULT_TEXTS.negative],
      [{ impressions: 12.5 }, 'impressions', RESULT_TEXTS.notInteger],
      [{ replies: 5_000_000_000 }, 'replies', RESULT_TEXTS.tooLarge],
      [{ shares: '12' }, 'shares', RESULT_TEXTS.notANumber],
      [{ reach: 100, impressions: 50 }, 'impressions', RESULT_TEXTS.impressionsBelowReach],
      [
        { sticker: { type: 'quiz', answers: 10, correct: 11 } },
        'sticker.correct',
        RESULT_TEXTS.correctAboveAnswers,
      ],
      [
        { sticker: { type: 'poll', options: [{ option: 'Sí', votes: 1 }] } },
        'sticker',
        RESULT_TEXTS.stickerMismatch,
      ],
      [{ sticker: { type: 'quiz', answers: -2, correct: 0 } }, 'sticker.answers', RESULT_TEXTS.negative],
    ] as const) {
      const res = await put(id, body, users.owner);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await issuesOf(res)).toContainEqual({ path, message });
    }
    const slider = story(1, 4);
    for (const [average, message] of [
      [101, RESULT_TEXTS.sliderRange],
      [72.55, RESULT_TEXTS.sliderDecimals],
    ] as const) {
      const res = await put(slider, { sticker: { type: 'slider', average, votes: 3 } }, users.owner);
      expect(await issuesOf(res)).toContainEqual({ path: 'sticker.average', message });
    }
    expect(await db().select().from(storyResults).where(eq(storyResults.storyId, id))).toEqual([]);
  });

  it('takes a poll whose options are the story’s and refuses other options', async () => {
    const res = await put(
      story(1, 1),
      {
        sticker: {
          type: 'poll',
          options: [
            { option: 'Espresso', votes: 1 },
            { option: 'Otro', votes: 2 },
          ],
        },
      },
      users.owner,
    );
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual([{ path: 'sticker', message: RESULT_TEXTS.pollOptionsMismatch }]);
  });

  it('refuses a story not published (409) and another client’s story (404)', async () => {
    const unposted = await put(story(2, 1), { reach: 10 }, users.owner);
    expect(unposted.status).toBe(409);
    expect(JSON.stringify(await unposted.json())).toContain(RESULT_TEXTS.notPosted);
    expect((await put(story(1, 3), { reach: 10 }, users.other)).status).toBe(404);
    expect((await put(story(1, 3), { reach: 10 })).status).toBe(401);
  });

  it('a hundred saves at once leave one row, the numbers of one of them', async () => {
    const id = story(1, 3);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => put(id, { reach: 1000 + i, impressions: 2000 + i }, users.owner)),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const rows = await db().select().from(storyResults).where(eq(storyResults.storyId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.impressions! - rows[0]!.reach!).toBe(1000);
  });

  it('an unmarked story keeps its numbers but takes no new ones', async () => {
    const id = story(1, 3);
    await db().update(stories).set({ isPosted: false, postedAt: null }).where(eq(stories.id, id));
    try {
      expect((await put(id, { reach: 1 }, users.owner)).status).toBe(409);
      expect((await (await get(id, users.owner)).json()).results).not.toBeNull();
    } finally {
      await db().update(stories).set({ isPosted: true, postedAt: NOW }).where(eq(stories.id, id));
    }
  });
});

describe('GET /api/admin/results/missing', () => {
  it('lists per client the published stories without numbers, oldest first, for admins only', async () => {
    expect((await t.request('/api/admin/results/missing', { cookie: users.owner.cookie })).status).toBe(403);
    const res = await t.request('/api/admin/results/missing', { cookie: users.admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as MissingResultsResponse;
    const mine = body.clients.find((c) => c.clientId === users.owner.clientId);
    // Day 1's four stories are published; stories 1 and 3 have numbers.
    expect(mine).toMatchObject({ published: 4, missing: 2 });
    expect(mine!.stories.map((s) => s.storyId)).toEqual([story(1, 2), story(1, 4)]);
    expect(mine!.stories[0]).toMatchObject({
      campaignTitle: 'Café de otoño',
      heading: 'Historia 2',
      dayOrder: 1,
    });
    expect(body.clients.find((c) => c.clientId === users.other.clientId)).toBeUndefined();
  });
});

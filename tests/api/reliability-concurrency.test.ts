import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCampaignRequests } from '../../src/server/db/schema/ai';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import { AI_MAX_IN_FLIGHT_REQUESTS, AI_REQUEST_TEXTS } from '../../src/shared/ai/request-messages';
import type { SetStoryPostedResponse } from '../../src/shared/api/client-area/stories';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { createClientRecord } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let ownerPhone: string;
let campaign: FactoryCampaign;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.92.0'));
  ownerPhone = (await t.signIn(owner.email, owner.password, '10.92.1.1')).cookie!;
  campaign = await createCampaign(t.database.db, {
    clientId: owner.clientId!,
    startDate: addDaysIso(todayInTimeZone('Europe/Madrid'), -1),
    days: 4,
    storiesPerDay: 5,
    postedDays: 1,
  });
});
afterAll(() => t.cleanup());

describe('200 concurrent posted toggles from two sessions', () => {
  // 200 serialised requests on the embedded PGlite take ~15 s on a loaded machine
  it('end with counts equal to the stored rows, for the campaign and each day', {
    timeout: 60_000,
  }, async () => {
    const ids = campaign.storyIds;
    const calls = Array.from({ length: 200 }, (_, i) =>
      t.request(`/api/stories/${ids[(i * 7) % ids.length]}/posted`, {
        method: 'PATCH',
        cookie: i % 2 === 0 ? owner.cookie : ownerPhone,
        json: { isPosted: (i * 13) % 3 !== 0 },
      }),
    );
    const answers = await Promise.all(calls);
    for (const res of answers) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as SetStoryPostedResponse;
      expect(body.campaign.totalStories).toBe(20);
      expect(body.campaign.postedStories).toBeGreaterThanOrEqual(body.story.isPosted ? 1 : 0);
      expect(body.day.postedStories).toBeLessThanOrEqual(5);
      expect(body.story.postedAt === null).toBe(!body.story.isPosted);
    }

    // One more call from each session: the counts it returns are exactly the rows.
    for (const cookie of [owner.cookie, ownerPhone]) {
      const id = ids[3]!;
      const res = await t.request(`/api/stories/${id}/posted`, {
        method: 'PATCH',
        cookie,
        json: { isPosted: true },
      });
      const body = (await res.json()) as SetStoryPostedResponse;
      const rows = await t.database.db
        .select({ isPosted: stories.isPosted, postedAt: stories.postedAt, dayId: stories.campaignDayId })
        .from(stories)
        .where(inArray(stories.id, ids));
      expect(rows.filter((r) => r.isPosted)).toHaveLength(body.campaign.postedStories);
      expect(rows.filter((r) => r.isPosted && r.dayId === body.day.id)).toHaveLength(body.day.postedStories);
      expect(rows.every((r) => (r.postedAt === null) === !r.isPosted)).toBe(true);
    }
    // The campaign detail agrees with the rows too.
    const detail = await t.request(`/api/campaigns/${campaign.campaignId}`, { cookie: owner.cookie });
    expect(detail.status).toBe(200);
    const [posted] = await t.database.db
      .select({ n: count() })
      .from(stories)
      .where(and(inArray(stories.id, ids), eq(stories.isPosted, true)));
    expect(JSON.stringify(await detail.json())).toContain(`"postedStories":${posted!.n}`);
  });
});

describe('20 identical concurrent AI requests from one client', () => {
  it(`accepts exactly ${AI_MAX_IN_FLIGHT_REQUESTS} while none finishes and refuses the rest with 429`, async () => {
    const { client } = await signInUsers(t, { client: {} }, '10.92.2');
    const body = briefBody();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('/api/ai/requests', { method: 'POST', cookie: client.cookie, json: body }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(AI_MAX_IN_FLIGHT_REQUESTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - AI_MAX_IN_FLIGHT_REQUESTS);
    const refused = await answers.find((r) => r.status === 429)!.json();
    expect(refused).toEqual({
      error: { code: 'LIMIT_EXCEEDED', message: AI_REQUEST_TEXTS.tooManyInFlight(AI_MAX_IN_FLIGHT_REQUESTS) },
    });
    const rows = await t.database.db
      .select({ id: aiCampaignRequests.id })
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.clientId, client.clientId!));
    expect(rows).toHaveLength(AI_MAX_IN_FLIGHT_REQUESTS);
    const queued = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        inArray(
          jobs.dedupeKey,
          rows.map((r) => `ai-request:${r.id}`),
        ),
      );
    expect(queued).toHaveLength(AI_MAX_IN_FLIGHT_REQUESTS);
  });
});

describe('two concurrent imports of the same file', () => {
  it('create two whole campaigns (or one and a clear conflict), never a mix', async () => {
    const target = await createClientRecord(t.database.db, {
      name: 'Marta Gil',
      brandName: 'Quesería Prado',
    });
    const start = Date.UTC(2027, 2, 1);
    const file = {
      campaign_title: 'Importación simultánea',
      start_date: '2027-03-01',
      days: Array.from({ length: 12 }, (_, d) => ({
        date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
        theme: `Tema ${d + 1}`,
        blocks: [
          {
            block_name: 'Mañana',
            stories: Array.from({ length: 25 }, (_, i) => ({
              number: i + 1,
              copy: `Día ${d + 1} historia ${i + 1}`,
              visual: 'Plano medio',
              type: 'TEXTO_PANTALLA',
            })),
          },
        ],
      })),
    };
    const answers = await Promise.all(
      [0, 1].map(() =>
        t.request('/api/admin/campaigns/import', {
          method: 'POST',
          cookie: admin.cookie,
          json: { clientId: target.id, campaign: file },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const created = await t.database.db.select().from(campaigns).where(eq(campaigns.clientId, target.id));
    expect(created).toHaveLength(statuses.filter((s) => s === 201).length);
    for (const c of created) {
      const days = await t.database.db.select().from(campaignDays).where(eq(campaignDays.campaignId, c.id));
      expect(days).toHaveLength(12);
      const [n] = await t.database.db
        .select({ n: count() })
        .from(stories)
        .where(
          inArray(
            stories.campaignDayId,
            days.map((d) => d.id),
          ),
        );
      expect(n!.n).toBe(300);
      expect(new Set(days.map((d) => d.dayOrder)).size).toBe(12);
    }
  });
});

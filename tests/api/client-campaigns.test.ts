import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientCampaignsResponse } from '../../src/shared/api/client-area/campaigns';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { createCampaign } from '../factories/campaigns';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let owner: FactoryUser;
const today = todayInTimeZone('Europe/Madrid');

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.database.db);
});
afterAll(() => t.cleanup());

describe('GET /api/client/campaigns', () => {
  it("lists only the client's own campaigns, newest first, with counts, progress and today", async () => {
    const db = t.database.db;
    const other = await createUser(db);
    const older = await createCampaign(db, {
      clientId: owner.clientId!,
      startDate: addDaysIso(today, -10),
      days: 4,
      storiesPerDay: 3,
      postedDays: 4,
      title: 'Antigua',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createCampaign(db, {
      clientId: owner.clientId!,
      startDate: today,
      days: 3,
      storiesPerDay: 2,
      postedDays: 1,
      title: 'Nueva',
      description: null,
      source: 'ai',
    });
    await createCampaign(db, { clientId: other.clientId!, startDate: today, days: 2, storiesPerDay: 2 });
    const { cookie } = await t.signIn(owner.email, owner.password, '10.43.0.1');

    const res = await t.request('/api/client/campaigns', { cookie: cookie! });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClientCampaignsResponse;
    expect(body.today).toBe(today);
    expect(body.campaigns).toHaveLength(2);
    expect(body.campaigns[0]).toEqual({
      id: newer.campaignId,
      title: 'Nueva',
      description: null,
      status: 'active',
      source: 'ai',
      startDate: today,
      endDate: addDaysIso(today, 2),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      totalDays: 3,
      totalStories: 6,
      postedStories: 2,
      skippedStories: 0,
      progress: 33,
    });
    expect(body.campaigns[1]).toMatchObject({
      id: older.campaignId,
      totalDays: 4,
      totalStories: 12,
      postedStories: 12,
      progress: 100,
    });
  });

  it('answers an empty list to a client user without a client record', async () => {
    const orphan = await createUser(t.database.db, { withClient: false });
    const { cookie } = await t.signIn(orphan.email, orphan.password, '10.43.0.2');
    const body = (await (
      await t.request('/api/client/campaigns', { cookie: cookie! })
    ).json()) as ClientCampaignsResponse;
    expect(body.campaigns).toEqual([]);
  });

  it('answers 401 anonymous and 403 to an admin (the client area is for clients)', async () => {
    expect((await t.request('/api/client/campaigns')).status).toBe(401);
    const admin = await createUser(t.database.db, { role: 'admin' });
    const { cookie } = await t.signIn(admin.email, admin.password, '10.43.0.3');
    expect((await t.request('/api/client/campaigns', { cookie: cookie! })).status).toBe(403);
  });
});

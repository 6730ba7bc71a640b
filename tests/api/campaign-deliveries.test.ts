import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/server/db/schema/clients';
import { notificationDeliveries } from '../../src/server/db/schema/notifications';
import type { CampaignDeliveriesResponse } from '../../src/shared/api/admin-today';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let users: Record<'admin' | 'owner' | 'other', SignedInUser>;
let campaign: FactoryCampaign;
let otherCampaign: FactoryCampaign;

type DeliveryRow = typeof notificationDeliveries.$inferInsert;
/** A delivery log row as the reminder sender writes it. */
function delivery(row: Partial<DeliveryRow> & Pick<DeliveryRow, 'clientId' | 'createdAt'>): DeliveryRow {
  return {
    key: `test:${randomUUID()}`,
    kind: 'reminder',
    channel: 'push',
    status: 'sent',
    dueAt: new Date('2026-11-25T08:30:00Z'),
    ...row,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { admin: { role: 'admin' }, owner: {}, other: {} }, '10.152.0');
  const db = t.database.db;
  await db
    .update(clients)
    .set({ timeZone: 'America/Mexico_City' })
    .where(eq(clients.id, users.owner.clientId!));
  campaign = await createCampaign(db, {
    clientId: users.owner.clientId!,
    startDate: '2026-11-25',
    days: 2,
    storiesPerDay: 2,
  });
  otherCampaign = await createCampaign(db, {
    clientId: users.other.clientId!,
    startDate: '2026-11-25',
    days: 1,
    storiesPerDay: 1,
  });
  const owner = users.owner.clientId!;
  const [first, second] = campaign.storyIds;
  await db.insert(notificationDeliveries).values([
    delivery({
      clientId: owner,
      storyId: first,
      channel: 'push',
      status: 'failed',
      detail: 'El servicio de push respondió 410',
      createdAt: new Date('2026-11-25T08:15:00Z'),
    }),
    delivery({
      clientId: owner,
      storyId: first,
      channel: 'email',
      status: 'sent',
      sentAt: new Date('2026-11-25T08:15:05Z'),
      createdAt: new Date('2026-11-25T08:15:01Z'),
    }),
    delivery({
      clientId: owner,
      storyId: second,
      channel: 'push',
      status: 'skipped',
      detail: 'Avisos desactivados',
      createdAt: new Date('2026-11-25T09:00:00Z'),
    }),
    // Not this campaign's: another campaign's story, and the client's digest (no story).
    delivery({
      clientId: users.other.clientId!,
      storyId: otherCampaign.storyIds[0],
      createdAt: new Date('2026-11-25T10:00:00Z'),
    }),
    delivery({
      clientId: owner,
      kind: 'digest',
      channel: 'email',
      createdAt: new Date('2026-11-25T07:00:00Z'),
    }),
  ]);
});
afterAll(() => t.cleanup());

const path = (id: string) => `/api/admin/campaigns/${id}/deliveries`;

describe('GET /api/admin/campaigns/{id}/deliveries', () => {
  it("lists the campaign's stories' deliveries, newest first, with the client's zone", async () => {
    const res = await t.request(path(campaign.campaignId), { cookie: users.admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CampaignDeliveriesResponse;
    expect(body.timeZone).toBe('America/Mexico_City');
    expect(body.deliveries.map((d) => [d.storyId, d.channel, d.status])).toEqual([
      [campaign.storyIds[1], 'push', 'skipped'],
      [campaign.storyIds[0], 'email', 'sent'],
      [campaign.storyIds[0], 'push', 'failed'],
    ]);
    expect(body.deliveries[1]).toMatchObject({
      kind: 'reminder',
      dueAt: '2026-11-25T08:30:00.000Z',
      sentAt: '2026-11-25T08:15:05.000Z',
      createdAt: '2026-11-25T08:15:01.000Z',
      detail: null,
    });
    expect(body.deliveries[2]!.detail).toBe('El servicio de push respondió 410');
  });

  it('answers an empty log for a campaign without deliveries', async () => {
    const fresh = await createCampaign(t.database.db, {
      clientId: users.owner.clientId!,
      startDate: '2026-12-01',
      days: 1,
      storiesPerDay: 1,
    });
    const res = await t.request(path(fresh.campaignId), { cookie: users.admin.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CampaignDeliveriesResponse).deliveries).toEqual([]);
  });

  it('answers 404 for an unknown campaign and for an id that is not one', async () => {
    const unknown = await t.request(path(randomUUID()), { cookie: users.admin.cookie });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await t.request(path('not-an-id'), { cookie: users.admin.cookie })).status).toBe(404);
  });

  it('is for admins only: 401 anonymous, 403 to the campaign’s own client', async () => {
    expect((await t.request(path(campaign.campaignId))).status).toBe(401);
    const res = await t.request(path(campaign.campaignId), { cookie: users.owner.cookie });
    expect(res.status).toBe(403);
  });
});

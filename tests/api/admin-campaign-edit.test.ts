import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaigns } from '../../src/server/db/schema/campaigns';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import { CAMPAIGN_EDIT_TEXTS } from '../../src/shared/campaigns/campaign-edit-texts';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Issue 12: the agency edits a campaign's title, description and status; paused and draft campaigns leave the
 * client's pending lists. */
let t: TestApp;
let users: Record<'admin' | 'client', SignedInUser>;
let campaign: FactoryCampaign;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { admin: { role: 'admin' }, client: {} }, '10.95.0');
  const today = todayInTimeZone('Europe/Madrid');
  // Yesterday (overdue), today and tomorrow (upcoming), two stories a day, nothing posted.
  campaign = await createCampaign(t.database.db, {
    clientId: users.client.clientId!,
    startDate: addDaysIso(today, -1),
    days: 3,
    storiesPerDay: 2,
    title: 'Lanzamiento de otoño',
  });
});
afterAll(() => t.cleanup());

const patch = (json: unknown, cookie = users.admin.cookie, id = campaign.campaignId) =>
  t.request(`/api/admin/campaigns/${id}`, { method: 'PATCH', cookie, json });

async function overview(): Promise<ClientOverviewResponse> {
  const res = await t.request('/api/client/overview', { cookie: users.client.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ClientOverviewResponse;
}

describe('PATCH /api/admin/campaigns/{id}', () => {
  it('changes the title, description and status, and audits what changed', async () => {
    const res = await patch({
      title: '  Lanzamiento de invierno ',
      description: 'Línea 1\nLínea 2',
      status: 'paused',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      campaign: {
        id: campaign.campaignId,
        title: 'Lanzamiento de invierno',
        description: 'Línea 1\nLínea 2',
        status: 'paused',
        requiresApproval: false,
        approvalRequiredFrom: null,
      },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'campaign.updated'), eq(auditLog.userId, users.admin.id)));
    expect(audit!.details).toMatchObject({
      campaignId: campaign.campaignId,
      changes: {
        title: { from: 'Lanzamiento de otoño', to: 'Lanzamiento de invierno' },
        status: { from: 'active', to: 'paused' },
      },
    });
    // An empty description clears it; one field at a time is enough.
    expect((await patch({ description: '' })).status).toBe(200);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.campaignId));
    expect(row).toMatchObject({ description: null, title: 'Lanzamiento de invierno', status: 'paused' });
    expect((await patch({ status: 'active' })).status).toBe(200);
  });

  it('refuses bad input with Spanish messages and changes nothing', async () => {
    const [before] = await t.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaign.campaignId));
    for (const [body, message] of [
      [{ title: '   ' }, CAMPAIGN_EDIT_TEXTS.titleRequired],
      [{ title: 'x'.repeat(201) }, CAMPAIGN_EDIT_TEXTS.titleTooLong],
      [{ title: 'Dos\nlíneas' }, 'No puede contener saltos de línea ni caracteres de control.'],
      [{ status: 'archived' }, CAMPAIGN_EDIT_TEXTS.invalidStatus],
      [{}, CAMPAIGN_EDIT_TEXTS.nothingToChange],
      [{ description: 'Oferta\u202Eoculta' }, null],
      [{ title: 'Otro', clientId: users.client.clientId }, null],
    ] as const) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = (await res.json()).error;
      if (message) expect(error.message, JSON.stringify(body)).toBe(message);
    }
    const [after] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.campaignId));
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown or malformed id, and is for admins only', async () => {
    expect(
      (await patch({ status: 'paused' }, users.admin.cookie, '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b')).status,
    ).toBe(404);
    expect((await patch({ status: 'paused' }, users.admin.cookie, 'nada')).status).toBe(404);
    expect((await patch({ status: 'paused' }, users.client.cookie)).status).toBe(403);
    const anonymous = await t.request(`/api/admin/campaigns/${campaign.campaignId}`, {
      method: 'PATCH',
      json: { status: 'paused' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a paused, draft or completed campaign leaves the client’s pending lists', () => {
  it('takes its stories out of overdue, today and upcoming, and puts them back when active again', async () => {
    const mine = (list: { campaignId: string }[]) => list.filter((s) => s.campaignId === campaign.campaignId);
    const active = await overview();
    expect(mine(active.overdue)).toHaveLength(2);
    expect(mine(active.dueToday)).toHaveLength(2);
    expect(mine(active.upcoming)).toHaveLength(2);

    // Completed too (issue 29): only an active campaign puts stories on the phone.
    for (const status of ['paused', 'draft', 'completed'] as const) {
      expect((await patch({ status })).status).toBe(200);
      const onHold = await overview();
      expect(mine(onHold.overdue), status).toHaveLength(0);
      expect(onHold.overdueTotal, status).toBe(active.overdueTotal - 2);
      expect(mine(onHold.dueToday), status).toHaveLength(0);
      expect(mine(onHold.upcoming), status).toHaveLength(0);
      // The progress still counts the campaign's stories.
      expect(onHold.progress.totalStories, status).toBe(active.progress.totalStories);
    }
    expect((await patch({ status: 'active' })).status).toBe(200);
    expect(mine((await overview()).dueToday)).toHaveLength(2);
  });
});

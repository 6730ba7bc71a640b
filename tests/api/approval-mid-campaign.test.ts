import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaigns } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { storiesDueBetween } from '../../src/server/services/reminders/stories-due-between';
import { APPROVAL_TEXTS } from '../../src/shared/api/approvals';
import type { CampaignDetailResponse } from '../../src/shared/api/client-area/campaigns';
import type { PublishingResponse } from '../../src/shared/api/client-area/publishing';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import type { ApprovalPreview, UpdatedCampaign } from '../../src/shared/campaigns/campaign-edit';
import { CAMPAIGN_EDIT_TEXTS } from '../../src/shared/campaigns/campaign-edit-texts';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

// 09:00 in Madrid on Tuesday 1 December 2026: the campaigns run from 29 November to 2 December.
const clock = new Date('2026-12-01T08:00:00Z');
let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.72.0'));
  await t.database.db
    .update(clients)
    .set({ timeZone: 'Europe/Madrid' })
    .where(eq(clients.id, owner.clientId!));
}, 60_000);
afterAll(async () => {
  await t.cleanup();
});

/** Four days of one story: 29 and 30 November (overdue), 1 December (today), 2 December (tomorrow). */
const runningCampaign = () =>
  createCampaign(t.database.db, {
    clientId: owner.clientId!,
    startDate: '2026-11-29',
    days: 4,
    storiesPerDay: 1,
  });

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
const patchCampaign = (campaignId: string, body: unknown, cookie = admin.cookie) =>
  t.request(`/api/admin/campaigns/${campaignId}`, { method: 'PATCH', cookie, json: body });
/** `cookie: null`: anonymous. */
const preview = (campaignId: string, cookie: string | null = admin.cookie) =>
  t.request(`/api/admin/campaigns/${campaignId}/approval-preview`, cookie ? { cookie } : {});
const markPosted = (storyId: string) =>
  t.request(`/api/stories/${storyId}/posted`, {
    method: 'PATCH',
    cookie: owner.cookie,
    json: { isPosted: true },
  });
async function statesOf(c: FactoryCampaign) {
  const { campaign } = await json<CampaignDetailResponse>(
    await t.request(`/api/campaigns/${c.campaignId}`, { cookie: owner.cookie }),
    200,
  );
  return campaign.days.map((d) => d.stories[0]!.approval.state);
}
async function awaiting(c: FactoryCampaign) {
  const due = await storiesDueBetween(t.database.db, {
    from: new Date('2026-11-28T00:00:00Z'),
    to: new Date('2026-12-03T00:00:00Z'),
    agencyTimeZone: 'Europe/Madrid',
  });
  return c.storyIds.map((id) => due.find((s) => s.storyId === id)?.awaitingApproval);
}

describe('the approval preview', () => {
  it('counts the unapproved stories due today or before, and from tomorrow, in the client’s zone', async () => {
    const c = await runningCampaign();
    expect(await json<ApprovalPreview>(await preview(c.campaignId), 200)).toEqual({
      timeZone: 'Europe/Madrid',
      today: '2026-12-01',
      tomorrow: '2026-12-02',
      dueTodayOrOverdue: 3,
      dueFromTomorrow: 1,
      requiresApproval: false,
      approvalRequiredFrom: null,
    });
    await json(await markPosted(c.storyIds[0]!), 200);
    expect((await json<ApprovalPreview>(await preview(c.campaignId), 200)).dueTodayOrOverdue).toBe(2);
  });

  it('is for admins only, and answers a missing campaign with a Spanish 404', async () => {
    const c = await runningCampaign();
    expect((await preview(c.campaignId, null)).status).toBe(401);
    expect((await preview(c.campaignId, owner.cookie)).status).toBe(403);
    const missing = await preview('3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe('Campaña no encontrada');
    expect((await preview('no-es-un-id')).status).toBe(404);
  });
});

describe('approval turned on mid-campaign', () => {
  it('«desde mañana» (the default) leaves today’s and overdue stories as planned; tomorrow’s wait', async () => {
    const c = await runningCampaign();
    const { campaign } = await json<UpdatedCampaign>(
      await patchCampaign(c.campaignId, { requiresApproval: true }),
      200,
    );
    expect(campaign).toMatchObject({ requiresApproval: true, approvalRequiredFrom: '2026-12-02' });
    expect(await statesOf(c)).toEqual(['not_requested', 'not_requested', 'not_requested', 'pending']);
    expect(await awaiting(c)).toEqual([false, false, false, true]);
    // «Publicar hoy»: the card of today's story does not say it waits; tomorrow's does.
    const { stories: listed } = await json<PublishingResponse>(
      await t.request('/api/client/publishing', { cookie: owner.cookie }),
      200,
    );
    const byId = new Map(listed.map((s) => [s.id, [s.approval, s.requiresApproval]]));
    expect(byId.get(c.storyIds[2]!)).toEqual(['not_requested', false]);
    expect(byId.get(c.storyIds[3]!)).toEqual(['pending', true]);
    // 'Historias Pendientes' and the dashboard (the overview) say the same, story by story.
    const overview = await json<ClientOverviewResponse>(
      await t.request('/api/client/overview', { cookie: owner.cookie }),
      200,
    );
    const listedInOverview = new Map(
      [...overview.overdue, ...overview.oldOverdue, ...overview.dueToday, ...overview.upcoming].map((s) => [
        s.id,
        [s.approval, s.requiresApproval],
      ]),
    );
    expect(listedInOverview.get(c.storyIds[2]!)).toEqual(['not_requested', false]);
    expect(listedInOverview.get(c.storyIds[3]!)).toEqual(['pending', true]);

    // Overdue and today: marked as before. Tomorrow: 409 until approved.
    await json(await markPosted(c.storyIds[0]!), 200);
    await json(await markPosted(c.storyIds[2]!), 200);
    const refused = await markPosted(c.storyIds[3]!);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(APPROVAL_TEXTS.approvalRequired);

    // The change is audited with the date chosen.
    const [event] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        sql`${auditLog.event} = 'campaign.updated' and ${auditLog.details} ->> 'campaignId' = ${c.campaignId}`,
      );
    expect(event?.details).toMatchObject({
      changes: {
        requiresApproval: { from: false, to: true },
        approvalRequiredFrom: { from: null, to: '2026-12-02' },
      },
    });
  });

  it('«desde ahora» holds back every unapproved story, today’s and overdue too', async () => {
    const c = await runningCampaign();
    const { campaign } = await json<UpdatedCampaign>(
      await patchCampaign(c.campaignId, { requiresApproval: true, approvalFrom: 'now' }),
      200,
    );
    expect(campaign).toMatchObject({ requiresApproval: true, approvalRequiredFrom: null });
    expect(await statesOf(c)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(await awaiting(c)).toEqual([true, true, true, true]);
    for (const storyId of c.storyIds) expect((await markPosted(storyId)).status).toBe(409);
  });

  it('«desde ahora» later moves the date; turning approval off clears it; a later «on» starts from tomorrow again', async () => {
    const c = await runningCampaign();
    await json(await patchCampaign(c.campaignId, { requiresApproval: true }), 200);
    // A title edit keeps the date.
    const renamed = await json<UpdatedCampaign>(await patchCampaign(c.campaignId, { title: 'Otra' }), 200);
    expect(renamed.campaign.approvalRequiredFrom).toBe('2026-12-02');
    const now = await json<UpdatedCampaign>(await patchCampaign(c.campaignId, { approvalFrom: 'now' }), 200);
    expect(now.campaign.approvalRequiredFrom).toBeNull();
    expect((await markPosted(c.storyIds[2]!)).status).toBe(409);
    const off = await json<UpdatedCampaign>(
      await patchCampaign(c.campaignId, { requiresApproval: false }),
      200,
    );
    expect(off.campaign).toMatchObject({ requiresApproval: false, approvalRequiredFrom: null });
    expect((await markPosted(c.storyIds[2]!)).status).toBe(200);
    const again = await json<UpdatedCampaign>(
      await patchCampaign(c.campaignId, { requiresApproval: true }),
      200,
    );
    expect(again.campaign.approvalRequiredFrom).toBe('2026-12-02');
  });

  it('answers a bad choice with a Spanish 400', async () => {
    const c = await runningCampaign();
    const bad = await patchCampaign(c.campaignId, { requiresApproval: true, approvalFrom: 'ayer' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(CAMPAIGN_EDIT_TEXTS.approvalFromInvalid);
    const offWithChoice = await patchCampaign(c.campaignId, { requiresApproval: false, approvalFrom: 'now' });
    expect(offWithChoice.status).toBe(400);
    expect(JSON.stringify(await offWithChoice.json())).toContain(
      CAMPAIGN_EDIT_TEXTS.approvalFromWithoutApproval,
    );
    // Approval off and only a choice sent: nothing it could apply to.
    const choiceOnly = await patchCampaign(c.campaignId, { approvalFrom: 'tomorrow' });
    expect(choiceOnly.status).toBe(400);
    expect((await choiceOnly.json()).error.message).toBe(CAMPAIGN_EDIT_TEXTS.approvalFromWithoutApproval);
    const [row] = await t.database.db
      .select({ requiresApproval: campaigns.requiresApproval, from: campaigns.approvalRequiredFrom })
      .from(campaigns)
      .where(eq(campaigns.id, c.campaignId));
    expect(row).toEqual({ requiresApproval: false, from: null });
  });

  it('concurrent toggles end in one whole rule, and «Marcar publicada» follows it', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await runningCampaign();
      const bodies = [
        { requiresApproval: true, approvalFrom: 'now' },
        { requiresApproval: false },
        { requiresApproval: true, approvalFrom: 'tomorrow' },
      ];
      const answers = await Promise.all(bodies.map((body) => patchCampaign(c.campaignId, body)));
      for (const answer of answers) expect(answer.status).toBe(200);
      const [row] = await t.database.db
        .select({ requiresApproval: campaigns.requiresApproval, from: campaigns.approvalRequiredFrom })
        .from(campaigns)
        .where(eq(campaigns.id, c.campaignId));
      // Never approval off with a date, never a date other than the client's tomorrow.
      expect([
        { requiresApproval: true, from: null },
        { requiresApproval: false, from: null },
        { requiresApproval: true, from: '2026-12-02' },
      ]).toContainEqual(row);
      const todayHeldBack = row!.requiresApproval && row!.from === null;
      expect((await markPosted(c.storyIds[2]!)).status).toBe(todayHeldBack ? 409 : 200);
      expect((await markPosted(c.storyIds[3]!)).status).toBe(row!.requiresApproval ? 409 : 200);
    }
  });
});

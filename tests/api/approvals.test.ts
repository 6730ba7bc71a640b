import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { approvalRequests, storyApprovals, storyComments } from '../../src/server/db/schema/approvals';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { storiesDueBetween } from '../../src/server/services/reminders/stories-due-between';
import type {
  ApprovalLinkResponse,
  DecideApprovalsResponse,
  RequestApprovalResponse,
} from '../../src/shared/api/approvals';
import { APPROVAL_TEXTS } from '../../src/shared/api/approvals';
import type { CampaignDetailResponse } from '../../src/shared/api/client-area/campaigns';
import type { PublishingResponse } from '../../src/shared/api/client-area/publishing';
import type { StoryMedia } from '../../src/shared/media/story-media';
import type { PushMessage } from '../../src/shared/notifications/push-message';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type PushTestServer, startPushTestServer } from '../setup/push-test-server';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let clock = new Date('2026-12-01T09:00:00Z');
const now = () => clock;
let t: TestApp;
let push: PushTestServer;
let admin: SignedInUser;
let owner: SignedInUser;
let other: SignedInUser;
let png: Buffer;

beforeAll(async () => {
  push = await startPushTestServer();
  t = await createTestApp({ now, env: { WEB_PUSH_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_HOSTS: 'localhost' } });
  ({ admin, owner, other } = await signInUsers(
    t,
    { admin: { role: 'admin' }, owner: {}, other: {} },
    '10.71.0',
  ));
  png = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await t.cleanup();
  await push.close();
});

const newCampaign = (clientId = owner.clientId!, days = 2, storiesPerDay = 2) =>
  createCampaign(t.database.db, { clientId, startDate: '2026-12-03', days, storiesPerDay });

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function requestApproval(campaignId: string, dayId?: string) {
  return json<RequestApprovalResponse>(
    await t.request(`/api/admin/campaigns/${campaignId}/approval-requests`, {
      method: 'POST',
      cookie: admin.cookie,
      json: dayId ? { dayId } : {},
    }),
    201,
  );
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

const lookup = (token: string) => t.request('/api/approvals/lookup', { method: 'POST', json: { token } });
async function page(token: string) {
  return json<ApprovalLinkResponse>(await lookup(token), 200);
}
const decideByLink = (token: string, decisions: unknown[]) =>
  t.request('/api/approvals/decide', { method: 'POST', json: { token, decisions } });
const decideAsClient = (cookie: string, decisions: unknown[]) =>
  t.request('/api/client/approvals', { method: 'POST', cookie, json: { decisions } });

async function detail(campaignId: string, cookie = owner.cookie) {
  return json<CampaignDetailResponse>(await t.request(`/api/campaigns/${campaignId}`, { cookie }), 200);
}
async function storyOf(campaignId: string, storyId: string, cookie = owner.cookie) {
  const { campaign } = await detail(campaignId, cookie);
  return campaign.days.flatMap((d) => d.stories).find((s) => s.id === storyId)!;
}
async function approveInPanel(campaignId: string, storyId: string) {
  const story = await storyOf(campaignId, storyId);
  return decideAsClient(owner.cookie, [{ storyId, version: story.approval.version, decision: 'approved' }]);
}

describe('asking for approval', () => {
  it('puts the stories of the day pending, e-mails the link, and answers it to the agency', async () => {
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    expect(request).toMatchObject({
      scope: 'day',
      pendingStories: 2,
      totalStories: 2,
      emailedTo: owner.email,
    });
    expect(new Date(request.expiresAt).getTime() - clock.getTime()).toBe(7 * 86_400_000);
    const { campaign } = await detail(c.campaignId);
    expect(campaign.days[0]!.stories.map((s) => s.approval.state)).toEqual(['pending', 'pending']);
    expect(campaign.days[1]!.stories.map((s) => s.approval.state)).toEqual([
      'not_requested',
      'not_requested',
    ]);

    const [mail] = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, 'mail.send'),
          sql`${jobs.payload} -> 'meta' ->> 'purpose' = 'approval-request'`,
          sql`${jobs.payload} -> 'message' ->> 'text' like ${`%${tokenOf(request.url)}%`}`,
        ),
      );
    expect(mail, 'the e-mail carries the link').toBeDefined();
    const [push] = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, 'approvals.push'), sql`${jobs.payload} ->> 'requestId' = ${request.id}`));
    expect(push, 'the push job is queued with it').toBeDefined();
    // Only the hash is stored.
    const [row] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, request.id));
    expect(row!.tokenHash).not.toBe(tokenOf(request.url));
  });

  it('pushes to the client’s devices (opening the campaign, never the link), unless push is off', async () => {
    const { publicKey } = (await (await t.request('/api/push', { cookie: owner.cookie })).json()) as {
      publicKey: string;
    };
    const phone = await push.subscribe(publicKey);
    const subscribed = await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: owner.cookie,
      json: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(subscribed.status).toBe(201);
    const runner = new JobRunner({
      db: t.database.db,
      logger: t.deps.logger,
      now,
      handlers: createJobHandlers({ db: t.database.db, env: t.deps.env, logger: t.deps.logger, now }),
    });
    const received = async (requestId: string) =>
      (await push.messages(phone))
        .map((text) => JSON.parse(text) as PushMessage)
        .filter((m) => m.tag === `approval-${requestId}`);
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId, c.dayIds[1]);
    await runner.drain();
    const messages = await received(request.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      title: 'Historias para aprobar',
      url: `/dashboard/campaigns/${c.campaignId}`,
      tag: `approval-${request.id}`,
    });
    expect(messages[0]!.body).toContain('2 historias');
    expect(JSON.stringify(messages[0])).not.toContain(tokenOf(request.url));

    await t.database.db.update(clients).set({ pushReminders: false }).where(eq(clients.id, owner.clientId!));
    try {
      const { request: quiet } = await requestApproval(c.campaignId, c.dayIds[0]);
      await runner.drain();
      expect(await received(quiet.id)).toEqual([]);
      expect(await received(request.id)).toHaveLength(1);
    } finally {
      await t.database.db.update(clients).set({ pushReminders: true }).where(eq(clients.id, owner.clientId!));
    }
  });

  it('is for admins only, and checks the day belongs to the campaign', async () => {
    const c = await newCampaign();
    const d = await newCampaign();
    const asClient = await t.request(`/api/admin/campaigns/${c.campaignId}/approval-requests`, {
      method: 'POST',
      cookie: owner.cookie,
      json: {},
    });
    expect(asClient.status).toBe(403);
    const wrongDay = await t.request(`/api/admin/campaigns/${c.campaignId}/approval-requests`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { dayId: d.dayIds[0] },
    });
    expect(wrongDay.status).toBe(404);
    expect((await wrongDay.json()).error.message).toBe(APPROVAL_TEXTS.dayNotFound);
    // An empty or malformed day is a day not found, never the whole campaign nor a database error.
    for (const dayId of ['', 'día-1']) {
      const res = await t.request(`/api/admin/campaigns/${c.campaignId}/approval-requests`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { dayId },
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('the approval link', () => {
  it('shows the stories as they will be published, and approves a day in one call', async () => {
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    const token = tokenOf(request.url);
    const shown = await page(token);
    expect(shown.request).toMatchObject({ status: 'open', scope: 'day' });
    expect(shown.days).toHaveLength(1);
    expect(shown.days[0]!.stories.map((s) => s.id)).toEqual(c.storyIdsByDay[0]);
    const decisions = shown.days[0]!.stories.map((s) => ({
      storyId: s.id,
      version: s.approval.version,
      decision: 'approved',
    }));
    const decided = await json<DecideApprovalsResponse>(await decideByLink(token, decisions), 200);
    expect(decided.requestStatus).toBe('completed');
    expect(decided.stories.map((s) => s.approval.state)).toEqual(['approved', 'approved']);
    expect(decided.stories[0]!.approval.decidedVia).toBe('link');

    // Reused: the link answered its round; the page still opens, read-only.
    const again = await decideByLink(token, decisions);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(APPROVAL_TEXTS.linkCompleted);
    expect((await page(token)).request.status).toBe('completed');
  });

  it('asks for changes with a comment (required), posted to the story thread', async () => {
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    const token = tokenOf(request.url);
    const [first, second] = (await page(token)).days[0]!.stories;
    const noComment = await decideByLink(token, [
      { storyId: first!.id, version: first!.approval.version, decision: 'changes_requested' },
    ]);
    expect(noComment.status).toBe(400);
    expect(JSON.stringify(await noComment.json())).toContain(APPROVAL_TEXTS.commentRequired);

    const decided = await json<DecideApprovalsResponse>(
      await decideByLink(token, [
        {
          storyId: first!.id,
          version: first!.approval.version,
          decision: 'changes_requested',
          comment: '  El precio está mal: es 29 €.  ',
        },
      ]),
      200,
    );
    expect(decided.requestStatus).toBe('open');
    expect(decided.stories[0]!.approval).toMatchObject({
      state: 'changes_requested',
      comment: 'El precio está mal: es 29 €.',
    });
    const thread = await t.database.db
      .select()
      .from(storyComments)
      .where(eq(storyComments.storyId, first!.id));
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ authorSide: 'client' });
    expect(thread[0]!.body).toContain('El precio está mal: es 29 €.');

    // The second story still waits: the link stays open for it.
    const last = await json<DecideApprovalsResponse>(
      await decideByLink(token, [
        { storyId: second!.id, version: second!.approval.version, decision: 'approved' },
      ]),
      200,
    );
    expect(last.requestStatus).toBe('completed');
  });

  it('is completed when its stories are all answered in the panel', async () => {
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    const token = tokenOf(request.url);
    for (const storyId of c.storyIdsByDay[0]!) {
      expect((await page(token)).request.status).toBe('open');
      await json(await approveInPanel(c.campaignId, storyId), 200);
    }
    expect((await page(token)).request.status).toBe('completed');
    const story = (await page(token)).days[0]!.stories[0]!;
    const late = await decideByLink(token, [
      { storyId: story.id, version: story.approval.version, decision: 'changes_requested', comment: 'Tarde' },
    ]);
    expect(late.status).toBe(409);
    expect((await storyOf(c.campaignId, story.id)).approval.state).toBe('approved');
  });

  it('answers the same 404 to a tampered, unknown, expired or superseded token', async () => {
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId);
    const token = tokenOf(request.url);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x', 'a'.repeat(43)]) {
      const res = await lookup(bad);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(APPROVAL_TEXTS.linkInvalid);
    }
    expect((await lookup('a'.repeat(300))).status).toBe(400);

    // Superseded by a new request for the same scope.
    const { request: newer } = await requestApproval(c.campaignId);
    expect((await lookup(token)).status).toBe(404);
    expect((await lookup(tokenOf(newer.url))).status).toBe(200);

    // Expired after 7 days.
    const saved = clock;
    clock = new Date(saved.getTime() + 7 * 86_400_000 + 1000);
    try {
      const res = await lookup(tokenOf(newer.url));
      expect(res.status).toBe(404);
      const story = (await page(tokenOf((await requestApproval(c.campaignId)).request.url))).days[0]!
        .stories[0]!;
      const expiredDecision = await decideByLink(tokenOf(newer.url), [
        { storyId: story.id, version: story.approval.version, decision: 'approved' },
      ]);
      expect(expiredDecision.status).toBe(404);
    } finally {
      clock = saved;
    }
  });

  it('grants nothing outside its scope: another day, another client, the panel', async () => {
    const c = await newCampaign();
    const theirs = await newCampaign(other.clientId!);
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    const token = tokenOf(request.url);
    const outside = [
      c.storyIdsByDay[1]![0]!, // another day of the same campaign
      theirs.storyIds[0]!, // another client's story
      '🫕Ȗᛒ', // an id that cannot exist (a 404, never a database error)
    ];
    for (const storyId of outside) {
      const res = await decideByLink(token, [{ storyId, version: 'x', decision: 'approved' }]);
      expect(res.status).toBe(404);
    }
    const rows = await t.database.db
      .select()
      .from(storyApprovals)
      .where(eq(storyApprovals.storyId, theirs.storyIds[0]!));
    expect(rows).toEqual([]);
    // The token is no session: the panel does not let it in.
    const me = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('refuses the whole call when one story changed since it was shown', async () => {
    const c = await newCampaign();
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    const token = tokenOf(request.url);
    const [first, second] = (await page(token)).days[0]!.stories;
    await t.request(`/api/stories/${second!.id}/copy`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { copyText: 'Copy nuevo de la agencia' },
    });
    const res = await decideByLink(token, [
      { storyId: first!.id, version: first!.approval.version, decision: 'approved' },
      { storyId: second!.id, version: second!.approval.version, decision: 'approved' },
    ]);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(APPROVAL_TEXTS.storyChanged);
    const shown = await page(token);
    expect(shown.days[0]!.stories.map((s) => s.approval.state)).toEqual(['pending', 'pending']);
    expect(shown.days[0]!.stories[1]!.copyText).toBe('Copy nuevo de la agencia');
  });

  it('serves the story files through signed URLs that expire and open nothing else', async () => {
    const c = await newCampaign();
    const upload = await t.request(`/api/stories/${c.storyIds[0]}/media?name=portada.png`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(png),
    });
    const { media } = await json<{ media: StoryMedia }>(upload, 201);
    const { request } = await requestApproval(c.campaignId, c.dayIds[0]);
    const shown = await page(tokenOf(request.url));
    const file = shown.days[0]!.stories[0]!.media[0]!;
    expect(file.id).toBe(media.id);
    expect(file.url).toMatch(/^\/api\/approvals\/media\//);
    const res = await t.request(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    if (file.thumbnailUrl) expect((await t.request(file.thumbnailUrl)).status).toBe(200);

    const forged = file.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.request(forged)).status).toBe(404);
    const otherVariant = file.url.includes('variant=') ? file.url : `${file.url}&variant=thumbnail`;
    if (!file.url.includes('variant=')) expect((await t.request(otherVariant)).status).toBe(404);
    const saved = clock;
    clock = new Date(saved.getTime() + 3 * 3_600_000);
    try {
      expect((await t.request(file.url)).status).toBe(404);
    } finally {
      clock = saved;
    }
  });
});

describe('an approval is bound to the content approved', () => {
  async function approvedStory() {
    const c = await newCampaign();
    const storyId = c.storyIdsByDay[0]![0]!;
    await requestApproval(c.campaignId, c.dayIds[0]);
    await json(await approveInPanel(c.campaignId, storyId), 200);
    expect((await storyOf(c.campaignId, storyId)).approval.state).toBe('approved');
    return { c, storyId };
  }
  async function expectVoided(c: FactoryCampaign, storyId: string) {
    const story = await storyOf(c.campaignId, storyId);
    expect(story.approval).toMatchObject({ state: 'pending', decidedAt: null });
  }

  it('is voided by a copy edit', async () => {
    const { c, storyId } = await approvedStory();
    const res = await t.request(`/api/stories/${storyId}/copy`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { copyText: 'Otro copy' },
    });
    expect(res.status).toBe(200);
    await expectVoided(c, storyId);
  });

  it('is voided by a change of time', async () => {
    const { c, storyId } = await approvedStory();
    const res = await t.request(`/api/stories/${storyId}/time`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { scheduledTime: '21:15' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await expectVoided(c, storyId);
  });

  it('is voided by moving the campaign (its day changes date)', async () => {
    const { c, storyId } = await approvedStory();
    const res = await t.request(`/api/admin/campaigns/${c.campaignId}/move`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { startDate: '2026-12-10' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await expectVoided(c, storyId);
  });

  it('is voided by a new file, a removed file and a new order of files', async () => {
    const { c, storyId } = await approvedStory();
    const add = async () => {
      const res = await t.request(`/api/stories/${storyId}/media?name=a.png`, {
        method: 'POST',
        cookie: admin.cookie,
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(png),
      });
      return (await json<{ media: StoryMedia }>(res, 201)).media;
    };
    const first = await add();
    await expectVoided(c, storyId);

    await json(await approveInPanel(c.campaignId, storyId), 200);
    const second = await add();
    await json(await approveInPanel(c.campaignId, storyId), 200);
    const reorder = await t.request(`/api/stories/${storyId}/media/order`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { mediaIds: [second.id, first.id] },
    });
    expect(reorder.status, await reorder.clone().text()).toBe(200);
    await expectVoided(c, storyId);

    await json(await approveInPanel(c.campaignId, storyId), 200);
    const removed = await t.request(`/api/media/${first.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(removed.status).toBe(200);
    await expectVoided(c, storyId);
  });

  it('is voided by a sticker change written by any code path (the trigger), not by notes or posting', async () => {
    const { c, storyId } = await approvedStory();
    const db = t.database.db;
    await db.update(stories).set({ notes: 'Nota interna' }).where(eq(stories.id, storyId));
    expect((await storyOf(c.campaignId, storyId)).approval.state).toBe('approved');
    const posted = await t.request(`/api/stories/${storyId}/posted`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPosted: true },
    });
    expect(posted.status).toBe(200);
    expect((await storyOf(c.campaignId, storyId)).approval.state).toBe('approved');
    await db
      .update(stories)
      .set({ stickerInfo: { type: 'poll', options: ['Sí', 'No'] } })
      .where(eq(stories.id, storyId));
    await expectVoided(c, storyId);
  });

  it('rolls the void back with an edit that fails', async () => {
    const { c, storyId } = await approvedStory();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(stories).set({ copyText: 'Nunca guardado' }).where(eq(stories.id, storyId));
        throw new Error('fallo a mitad');
      }),
    ).rejects.toThrow('fallo a mitad');
    expect((await storyOf(c.campaignId, storyId)).approval.state).toBe('approved');
  });

  it('never ends approved for content other than what was approved, under concurrent edits', async () => {
    const c = await newCampaign(owner.clientId!, 1, 1);
    const storyId = c.storyIds[0]!;
    await requestApproval(c.campaignId);
    for (let round = 0; round < 5; round++) {
      const shown = await storyOf(c.campaignId, storyId);
      await Promise.all([
        decideAsClient(owner.cookie, [{ storyId, version: shown.approval.version, decision: 'approved' }]),
        t.request(`/api/stories/${storyId}/copy`, {
          method: 'PATCH',
          cookie: admin.cookie,
          json: { copyText: `Copy de la ronda ${round}` },
        }),
      ]);
      const after = await storyOf(c.campaignId, storyId);
      // Either the edit came last (pending) or the approval did, and then it was for the content shown, which the
      // edit changed: a version mismatch refuses it. Both orders end pending; never 'approved'.
      expect(after.approval.state).toBe('pending');
      expect(after.copyText).toBe(`Copy de la ronda ${round}`);
    }
  });
});

describe('approval required before publishing', () => {
  it('refuses «Marcar publicada» until the client approves, then accepts it', async () => {
    const c = await newCampaign(owner.clientId!, 1, 1);
    const storyId = c.storyIds[0]!;
    const patch = await t.request(`/api/admin/campaigns/${c.campaignId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { requiresApproval: true },
    });
    expect(patch.status, await patch.clone().text()).toBe(200);
    expect((await patch.json()).campaign.requiresApproval).toBe(true);
    const { campaign } = await detail(c.campaignId);
    expect(campaign.requiresApproval).toBe(true);
    expect(campaign.days[0]!.stories[0]!.approval.state).toBe('pending');

    const mark = () =>
      t.request(`/api/stories/${storyId}/posted`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { isPosted: true },
      });
    const refused = await mark();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(APPROVAL_TEXTS.approvalRequired);
    expect((await storyOf(c.campaignId, storyId)).isPosted).toBe(false);

    // Reminders say so.
    const due = await storiesDueBetween(t.database.db, {
      from: new Date('2026-12-02T00:00:00Z'),
      to: new Date('2026-12-05T00:00:00Z'),
      agencyTimeZone: 'Europe/Madrid',
    });
    expect(due.find((s) => s.storyId === storyId)?.awaitingApproval).toBe(true);

    await json(await approveInPanel(c.campaignId, storyId), 200);
    expect((await mark()).status).toBe(200);
    const dueAfter = await storiesDueBetween(t.database.db, {
      from: new Date('2026-12-02T00:00:00Z'),
      to: new Date('2026-12-05T00:00:00Z'),
      agencyTimeZone: 'Europe/Madrid',
      includePosted: true,
    });
    expect(dueAfter.find((s) => s.storyId === storyId)?.awaitingApproval).toBe(false);
    // Unmarking is always allowed, even after an edit voided the approval.
    await t.request(`/api/stories/${storyId}/copy`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { copyText: 'Cambio' },
    });
    const unmark = await t.request(`/api/stories/${storyId}/posted`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { isPosted: false },
    });
    expect(unmark.status).toBe(200);
    expect((await mark()).status).toBe(409);
  });

  it('«Publicar hoy» carries each story’s approval, so the phone says it waits before any tap', async () => {
    const c = await createCampaign(t.database.db, {
      clientId: owner.clientId!,
      startDate: '2026-12-01',
      days: 1,
      storiesPerDay: 2,
    });
    await t.request(`/api/admin/campaigns/${c.campaignId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      // Today's stories: held back only «desde ahora» (approval-mid-campaign.test.ts).
      json: { requiresApproval: true, approvalFrom: 'now' },
    });
    await json(await approveInPanel(c.campaignId, c.storyIds[1]!), 200);
    const { stories: listed } = await json<PublishingResponse>(
      await t.request('/api/client/publishing', { cookie: owner.cookie }),
      200,
    );
    const mine = listed.filter((s) => s.campaignId === c.campaignId);
    expect(mine.map((s) => [s.id, s.approval, s.requiresApproval])).toEqual([
      [c.storyIds[0], 'pending', true],
      [c.storyIds[1], 'approved', true],
    ]);
  });

  it('the audit log records the request; the campaign edit records the rule', async () => {
    const c = await newCampaign(owner.clientId!, 1, 1);
    await t.request(`/api/admin/campaigns/${c.campaignId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { requiresApproval: true },
    });
    await requestApproval(c.campaignId);
    const events = await t.database.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(sql`${auditLog.details} ->> 'campaignId' = ${c.campaignId}`)
      .orderBy(auditLog.id);
    expect(events.map((r) => r.event)).toEqual(['campaign.updated', 'approval.requested']);
  });
});

describe('the signed-in client', () => {
  it('decides on its own stories only; an admin cannot approve for the client', async () => {
    const c = await newCampaign(owner.clientId!, 1, 1);
    const theirs = await newCampaign(other.clientId!, 1, 1);
    const story = await storyOf(c.campaignId, c.storyIds[0]!);
    const asAdmin = await decideAsClient(admin.cookie, [
      { storyId: story.id, version: story.approval.version, decision: 'approved' },
    ]);
    expect(asAdmin.status).toBe(403);
    const foreign = await decideAsClient(owner.cookie, [
      { storyId: theirs.storyIds[0], version: 'x', decision: 'approved' },
    ]);
    expect(foreign.status).toBe(404);
    const mine = await json<DecideApprovalsResponse>(
      await decideAsClient(owner.cookie, [
        { storyId: story.id, version: story.approval.version, decision: 'approved' },
      ]),
      200,
    );
    expect(mine.stories[0]!.approval).toMatchObject({ state: 'approved', decidedVia: 'panel' });
  });

  it('gets clear 400s for bad input', async () => {
    const cases: unknown[] = [[], [{ storyId: 'a', version: 'b', decision: 'maybe' }], 'x'];
    for (const decisions of cases) {
      const res = await decideAsClient(owner.cookie, decisions as unknown[]);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBeTruthy();
    }
    const c = await newCampaign(owner.clientId!, 1, 1);
    const story = await storyOf(c.campaignId, c.storyIds[0]!);
    const twice = await decideAsClient(owner.cookie, [
      { storyId: story.id, version: story.approval.version, decision: 'approved' },
      { storyId: story.id, version: story.approval.version, decision: 'approved' },
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain(APPROVAL_TEXTS.duplicateStory);
  });
});

describe('removal', () => {
  it('deleting the campaign removes its approvals, requests and comments', async () => {
    const c = await newCampaign(owner.clientId!, 1, 1);
    const { request } = await requestApproval(c.campaignId);
    const story = (await page(tokenOf(request.url))).days[0]!.stories[0]!;
    await decideByLink(tokenOf(request.url), [
      {
        storyId: story.id,
        version: story.approval.version,
        decision: 'changes_requested',
        comment: 'Cambiar',
      },
    ]);
    const db = t.database.db;
    await db.delete(campaigns).where(eq(campaigns.id, c.campaignId));
    expect(await db.select().from(storyApprovals).where(eq(storyApprovals.storyId, story.id))).toEqual([]);
    expect(await db.select().from(storyComments).where(eq(storyComments.storyId, story.id))).toEqual([]);
    expect(await db.select().from(approvalRequests).where(eq(approvalRequests.id, request.id))).toEqual([]);
    expect(await db.select().from(campaignDays).where(eq(campaignDays.campaignId, c.campaignId))).toEqual([]);
  });
});

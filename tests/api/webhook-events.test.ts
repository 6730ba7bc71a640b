/**
 * Outgoing webhooks: the 11 events (issue 34 §1). Each change is driven through the HTTP API as the app does and
 * must store exactly one message per event (its body the shared envelope and `data` schema, naming the right ids)
 * with one delivery per subscribed endpoint, in the transaction of the change: nothing for a refused change, for a
 * change rolled back after the emit, or for an event no enabled endpoint subscribes to. The delivery job is not run.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { userAiInfo } from '../../src/server/db/schema/ai';
import { campaigns, stories } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import {
  type WebhookMessageRow,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../src/server/db/schema/webhooks';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { DEMO_TEMPLATES } from '../../src/server/seed/demo-templates';
import { zipOf } from '../../src/server/services/campaigns/campaign-zip/testing/zip-fixtures';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import type { RequestApprovalResponse } from '../../src/shared/api/approvals';
import type { CampaignDetailResponse } from '../../src/shared/api/client-area/campaigns';
import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventData,
  type WebhookEventType,
  webhookEnvelope,
} from '../../src/shared/webhooks/webhook-events';
import { createCampaign } from '../factories/campaigns';
import { clientInput } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let endpointId: string;
const db = () => t.database.db;
const EXAMPLE = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.json'), 'utf8'),
) as { days: { stories?: unknown[]; blocks?: unknown[] }[] };

beforeAll(async () => {
  t = await createTestApp({ env: { AGENCY_ALERT_AFTER_MINUTES: '60' } });
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.134.0'));
  const [endpoint] = await db()
    .insert(webhookEndpoints)
    .values({
      url: 'https://n8n.agencia.example/webhook/panel',
      eventTypes: [...WEBHOOK_EVENT_TYPES],
      secretCiphertext: 'sin-usar-en-esta-prueba',
      secretHint: 'whsec_prue',
      createdBy: admin.id,
    })
    .returning({ id: webhookEndpoints.id });
  endpointId = endpoint!.id;
}, 60_000);
afterAll(() => t.cleanup());

/** The messages stored while `action` ran, each with its deliveries counted. */
async function raisedBy(action: () => Promise<unknown>): Promise<WebhookMessageRow[]> {
  const before = new Set(
    (await db().select({ id: webhookMessages.id }).from(webhookMessages)).map((m) => m.id),
  );
  await action();
  const rows = (await db().select().from(webhookMessages)).filter((m) => !before.has(m.id));
  if (rows.length > 0) {
    const deliveries = await db()
      .select({ messageId: webhookDeliveries.messageId, endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.messageId,
          rows.map((r) => r.id),
        ),
      );
    // One subscribed endpoint: one delivery each, queued with its first attempt.
    expect(deliveries.map((d) => d.messageId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(new Set(deliveries.map((d) => d.endpointId))).toEqual(new Set([endpointId]));
  }
  return rows;
}

const typesOf = (rows: WebhookMessageRow[]) => rows.map((r) => r.eventType).sort();

/** The one message of `type` among `rows`, parsed with the shared envelope and data schema. */
function dataOf<T extends WebhookEventType>(rows: WebhookMessageRow[], type: T): WebhookEventData<T> {
  const matching = rows.filter((r) => r.eventType === type);
  expect(matching, type).toHaveLength(1);
  const envelope = webhookEnvelope(type, WEBHOOK_EVENT_DATA[type]).parse(JSON.parse(matching[0]!.body));
  expect(Number.isNaN(Date.parse(envelope.timestamp))).toBe(false);
  return envelope.data as WebhookEventData<T>;
}

async function expectStatus(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return res;
}

const setPosted = (id: string, isPosted: boolean, who = owner) =>
  t.request(`/api/stories/${id}/posted`, { method: 'PATCH', json: { isPosted }, cookie: who.cookie });
const setSkipped = (id: string, isSkipped: boolean, reason?: string) =>
  t.request(`/api/stories/${id}/skipped`, {
    method: 'PATCH',
    json: { isSkipped, ...(reason ? { reason } : {}) },
    cookie: owner.cookie,
  });
const newCampaign = (days = 1, storiesPerDay = 2, startDate = '2030-03-04') =>
  createCampaign(db(), { clientId: owner.clientId!, startDate, days, storiesPerDay, title: 'Primavera' });

describe('story.published and story.skipped', () => {
  it('raises story.published once when a story becomes published, never for a re-mark or an unmark', async () => {
    const c = await newCampaign();
    const id = c.storyIds[0]!;
    const rows = await raisedBy(async () => expectStatus(await setPosted(id, true), 200));
    expect(typesOf(rows)).toEqual(['story.published']);
    const data = dataOf(rows, 'story.published');
    expect(data.story).toMatchObject({ id, date: '2030-03-04', time: '09:30', position: 1 });
    expect(data.story.text).toBe('Copy del día 1, historia 1');
    expect(data.story.dueAt).toBe('2030-03-04T08:30:00.000Z');
    expect(data.campaign).toMatchObject({
      id: c.campaignId,
      title: 'Primavera',
      startDate: '2030-03-04',
      endDate: '2030-03-04',
      url: `${TEST_ORIGIN}/admin/campaigns/${c.campaignId}`,
    });
    expect(data.client).toMatchObject({
      id: owner.clientId,
      name: 'Contacto Prueba',
      timeZone: 'Europe/Madrid',
    });
    expect(data.actor).toEqual({ kind: 'client', userId: owner.id, name: 'Usuario client' });
    const [row] = await db().select({ postedAt: stories.postedAt }).from(stories).where(eq(stories.id, id));
    expect(data.publishedAt).toBe(row!.postedAt!.toISOString());

    expect(await raisedBy(async () => expectStatus(await setPosted(id, true, admin), 200))).toEqual([]);
    expect(await raisedBy(async () => expectStatus(await setPosted(id, false), 200))).toEqual([]);
  });

  it('raises nothing for a refused change (409: marking a skipped story published)', async () => {
    const c = await newCampaign();
    await expectStatus(await setSkipped(c.storyIds[0]!, true), 200);
    expect(await raisedBy(async () => expectStatus(await setPosted(c.storyIds[0]!, true), 409))).toEqual([]);
  });

  it('raises story.skipped with its reason; undoing it raises nothing', async () => {
    const c = await newCampaign();
    const id = c.storyIds[1]!;
    const rows = await raisedBy(async () =>
      expectStatus(await setSkipped(id, true, 'Se agotó el producto'), 200),
    );
    expect(typesOf(rows)).toEqual(['story.skipped']);
    const data = dataOf(rows, 'story.skipped');
    expect(data).toMatchObject({ reason: 'Se agotó el producto', story: { id, position: 2 } });
    expect(data.actor).toMatchObject({ kind: 'client', userId: owner.id });
    expect(await raisedBy(async () => expectStatus(await setSkipped(id, false), 200))).toEqual([]);
  });

  it('raises campaign.completed once per completion: complete, reopen, complete again is two', async () => {
    const c = await newCampaign(1, 2);
    const [first, second] = c.storyIds as [string, string];
    expect(typesOf(await raisedBy(async () => setPosted(first, true)))).toEqual(['story.published']);
    const completing = await raisedBy(async () => expectStatus(await setSkipped(second, true), 200));
    expect(typesOf(completing)).toEqual(['campaign.completed', 'story.skipped']);
    const completed = dataOf(completing, 'campaign.completed');
    expect(completed).toMatchObject({
      campaign: { id: c.campaignId },
      client: { id: owner.clientId },
      dayCount: 1,
      storyCount: 2,
      publishedCount: 1,
      skippedCount: 1,
    });
    expect(completed.completedAt).toBe(dataOf(completing, 'story.skipped').skippedAt);

    // Reopened (undone), nothing; completed again by publishing it: a second completion.
    expect(await raisedBy(async () => expectStatus(await setSkipped(second, false), 200))).toEqual([]);
    const again = await raisedBy(async () => expectStatus(await setPosted(second, true), 200));
    expect(typesOf(again)).toEqual(['campaign.completed', 'story.published']);
    expect(dataOf(again, 'campaign.completed')).toMatchObject({ publishedCount: 2, skippedCount: 0 });
    expect(await raisedBy(async () => expectStatus(await setPosted(second, true), 200))).toEqual([]);
    const all = await db()
      .select({ key: webhookMessages.dedupeKey })
      .from(webhookMessages)
      .where(
        sql`${webhookMessages.eventType} = 'campaign.completed' and ${webhookMessages.body} like ${`%${c.campaignId}%`}`,
      );
    expect(all).toHaveLength(2);
    expect(new Set(all.map((m) => m.key)).size).toBe(2);
  });

  it('stores nothing when the change rolls back after the emit (the commit refused)', async () => {
    const c = await newCampaign();
    await db().execute(sql`create function test_refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused by the test'; end $$`);
    await db().execute(sql`create constraint trigger test_refuse_commit after insert on webhook_messages
      deferrable initially deferred for each row execute function test_refuse_commit()`);
    try {
      expect(await raisedBy(async () => expectStatus(await setPosted(c.storyIds[0]!, true), 500))).toEqual(
        [],
      );
    } finally {
      await db().execute(sql`drop trigger test_refuse_commit on webhook_messages`);
      await db().execute(sql`drop function test_refuse_commit()`);
    }
    const [row] = await db()
      .select({ isPosted: stories.isPosted })
      .from(stories)
      .where(eq(stories.id, c.storyIds[0]!));
    expect(row!.isPosted).toBe(false);
    expect(
      await db()
        .select()
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.messageId} not in (select id from webhook_messages)`),
    ).toEqual([]);
  });

  it('stores nothing for an event no enabled endpoint subscribes to', async () => {
    const c = await newCampaign(1, 3);
    const subscribe = (eventTypes: string[], isEnabled = true) =>
      db().update(webhookEndpoints).set({ eventTypes, isEnabled }).where(eq(webhookEndpoints.id, endpointId));
    try {
      await subscribe(['client.created', 'story.skipped']);
      expect(await raisedBy(async () => expectStatus(await setPosted(c.storyIds[0]!, true), 200))).toEqual(
        [],
      );
      expect(typesOf(await raisedBy(async () => setSkipped(c.storyIds[1]!, true)))).toEqual([
        'story.skipped',
      ]);
      await subscribe([...WEBHOOK_EVENT_TYPES], false);
      expect(await raisedBy(async () => expectStatus(await setPosted(c.storyIds[2]!, true), 200))).toEqual(
        [],
      );
    } finally {
      await subscribe([...WEBHOOK_EVENT_TYPES]);
    }
  });
});

describe('approvals, comments and results', () => {
  async function versionOf(campaignId: string, storyId: string) {
    const res = await expectStatus(
      await t.request(`/api/campaigns/${campaignId}`, { cookie: owner.cookie }),
      200,
    );
    const { campaign } = (await res.json()) as CampaignDetailResponse;
    return campaign.days.flatMap((d) => d.stories).find((s) => s.id === storyId)!.approval.version;
  }

  it('raises story.approved for the brand’s decision in the panel, once for the same approval', async () => {
    const c = await newCampaign();
    const id = c.storyIds[0]!;
    const decide = async () =>
      expectStatus(
        await t.request('/api/client/approvals', {
          method: 'POST',
          cookie: owner.cookie,
          json: {
            decisions: [{ storyId: id, version: await versionOf(c.campaignId, id), decision: 'approved' }],
          },
        }),
        200,
      );
    const rows = await raisedBy(decide);
    expect(typesOf(rows)).toEqual(['story.approved']);
    expect(dataOf(rows, 'story.approved')).toMatchObject({
      story: { id },
      campaign: { id: c.campaignId },
      actor: { kind: 'client', userId: owner.id, name: 'Usuario client' },
    });
    expect(await raisedBy(decide)).toEqual([]);
  });

  it('raises story.changes_requested (and its comment) for a request for changes through the link', async () => {
    const c = await newCampaign();
    const id = c.storyIds[1]!;
    const requested = await expectStatus(
      await t.request(`/api/admin/campaigns/${c.campaignId}/approval-requests`, {
        method: 'POST',
        cookie: admin.cookie,
        json: {},
      }),
      201,
    );
    const { request } = (await requested.json()) as RequestApprovalResponse;
    const token = new URL(request.url).searchParams.get('token')!;
    const version = await versionOf(c.campaignId, id);
    const rows = await raisedBy(async () =>
      expectStatus(
        await t.request('/api/approvals/decide', {
          method: 'POST',
          json: {
            token,
            decisions: [{ storyId: id, version, decision: 'changes_requested', comment: 'Otra foto' }],
          },
        }),
        200,
      ),
    );
    expect(typesOf(rows)).toEqual(['comment.created', 'story.changes_requested']);
    expect(dataOf(rows, 'story.changes_requested')).toMatchObject({
      story: { id },
      note: 'Otra foto',
      actor: { kind: 'client', userId: null, name: 'Contacto Prueba' },
    });
    expect(dataOf(rows, 'comment.created').comment.body).toContain('Otra foto');
  });

  it('raises comment.created for a comment in the panel', async () => {
    const c = await newCampaign();
    const id = c.storyIds[0]!;
    let commentId = '';
    const rows = await raisedBy(async () => {
      const res = await expectStatus(
        await t.request(`/api/stories/${id}/comments`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { body: '¿Podemos subirla a las 10?' },
        }),
        201,
      );
      commentId = ((await res.json()) as { comment: { id: string } }).comment.id;
    });
    const data = dataOf(rows, 'comment.created');
    expect(data.comment).toMatchObject({ id: commentId, body: '¿Podemos subirla a las 10?' });
    expect(data).toMatchObject({ story: { id }, actor: { kind: 'admin', userId: admin.id } });
  });

  it('raises story.results_entered with the saved numbers and who entered them', async () => {
    const c = await newCampaign();
    const id = c.storyIds[0]!;
    await expectStatus(await setPosted(id, true), 200);
    const save = (who: SignedInUser, body: object) =>
      raisedBy(async () =>
        expectStatus(
          await t.request(`/api/stories/${id}/results`, { method: 'PUT', cookie: who.cookie, json: body }),
          200,
        ),
      );
    const brand = dataOf(await save(owner, { reach: 1200, replies: 8 }), 'story.results_entered');
    expect(brand).toMatchObject({
      source: 'brand',
      story: { id },
      actor: { kind: 'client', userId: owner.id },
    });
    expect(brand.results).toEqual({ reach: 1200, replies: 8 });
    const agency = dataOf(await save(admin, { reach: 1300, impressions: 2000 }), 'story.results_entered');
    expect(agency).toMatchObject({ source: 'agency', results: { reach: 1300, impressions: 2000 } });
  });
});

describe('story.late', () => {
  it('raises story.late once per overdue story, whatever the number of planner ticks', async () => {
    // Due at 09:30 in Madrid (08:30 UTC); AGENCY_ALERT_AFTER_MINUTES is 60, so late from 09:30 UTC.
    const c = await newCampaign(1, 3, '2031-01-15');
    await expectStatus(await setPosted(c.storyIds[2]!, true), 200);
    const plan = (at: string) => planNotifications({ db: db(), env: t.deps.env, now: new Date(at) });
    expect(await raisedBy(() => plan('2031-01-15T09:00:00Z'))).toEqual([]);
    const rows = await raisedBy(() => plan('2031-01-15T10:00:00Z'));
    expect(typesOf(rows)).toEqual(['story.late', 'story.late']);
    const ids = rows.map(
      (r) => webhookEnvelope('story.late', WEBHOOK_EVENT_DATA['story.late']).parse(JSON.parse(r.body)).data,
    );
    expect(ids.map((d) => d.story.id).sort()).toEqual([c.storyIds[0], c.storyIds[1]].sort());
    expect(ids[0]!.dueAt).toBe('2031-01-15T08:30:00.000Z');
    expect(
      await raisedBy(() => Promise.all([plan('2031-01-15T10:05:00Z'), plan('2031-01-15T10:05:00Z')])),
    ).toEqual([]);
  });
});

describe('campaign.created, campaign.imported and client.created', () => {
  it('raises campaign.imported for a JSON import and a .zip import', async () => {
    const json = await raisedBy(async () =>
      expectStatus(
        await t.request('/api/admin/campaigns/import', {
          method: 'POST',
          cookie: admin.cookie,
          json: { clientId: owner.clientId, campaign: EXAMPLE },
        }),
        201,
      ),
    );
    const fromJson = dataOf(json, 'campaign.imported');
    expect(fromJson).toMatchObject({
      format: 'json',
      client: { id: owner.clientId },
      dayCount: 4,
      actor: { kind: 'admin', userId: admin.id, name: 'Usuario admin' },
    });
    expect(fromJson.storyCount).toBeGreaterThan(0);
    const zip = await raisedBy(async () =>
      expectStatus(
        await t.request(`/api/admin/campaigns/import-zip?clientId=${owner.clientId}`, {
          method: 'POST',
          cookie: admin.cookie,
          headers: { 'content-type': 'application/zip' },
          body: new Uint8Array(zipOf({ 'campaign.json': JSON.stringify(EXAMPLE) })),
        }),
        201,
      ),
    );
    expect(dataOf(zip, 'campaign.imported')).toMatchObject({
      format: 'zip',
      dayCount: 4,
      storyCount: fromJson.storyCount,
    });
  });

  it('raises campaign.created from a template, and one per copy of a duplicate', async () => {
    const template = await expectStatus(
      await t.request('/api/admin/templates', {
        method: 'POST',
        cookie: admin.cookie,
        json: { name: 'Lanzamiento', content: DEMO_TEMPLATES[2]!.content },
      }),
      201,
    );
    const { id: templateId } = (await template.json()) as { id: string };
    let made = '';
    const fromTemplate = await raisedBy(async () => {
      const res = await expectStatus(
        await t.request(`/api/admin/templates/${templateId}/campaigns`, {
          method: 'POST',
          cookie: admin.cookie,
          json: {
            clientId: owner.clientId,
            startDate: '2030-06-03',
            values: { marca: 'Té Nube', producto: 'Matcha' },
          },
        }),
        201,
      );
      made = ((await res.json()) as { campaign: { id: string } }).campaign.id;
    });
    expect(dataOf(fromTemplate, 'campaign.created')).toMatchObject({
      origin: 'template',
      campaign: { id: made, startDate: '2030-06-03' },
      actor: { kind: 'admin', userId: admin.id },
    });
    let copies: string[] = [];
    const duplicated = await raisedBy(async () => {
      const res = await expectStatus(
        await t.request(`/api/admin/campaigns/${made}/duplicate`, {
          method: 'POST',
          cookie: admin.cookie,
          json: {
            clientId: owner.clientId,
            startDate: '2030-09-01',
            notifyClient: false,
            repeat: { every: 'month', count: 2 },
          },
        }),
        200,
      );
      copies = ((await res.json()) as { campaigns: { id: string }[] }).campaigns.map((x) => x.id);
    });
    expect(typesOf(duplicated)).toEqual(['campaign.created', 'campaign.created']);
    const ids = duplicated.map((r) => JSON.parse(r.body).data as WebhookEventData<'campaign.created'>);
    expect(ids.map((d) => d.campaign.id).sort()).toEqual([...copies].sort());
    expect(ids.every((d) => d.origin === 'duplicate')).toBe(true);
  });

  it('raises campaign.created by the AI wizard, as the panel', async () => {
    await db().insert(userAiInfo).values({
      userId: owner.id,
      whoYouAre: 'Repostera profesional con diez años de obrador',
      targetAudience: 'Mujeres de 30 a 50 años que quieren comer mejor',
      yourStory: 'Dejé el azúcar tras un susto de salud y reinventé mis recetas',
    });
    const res = await expectStatus(
      await t.request('/api/ai/requests', { method: 'POST', cookie: owner.cookie, json: briefBody() }),
      201,
    );
    const { request } = (await res.json()) as { request: { id: string } };
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `ai-request:${request.id}`));
    const logger = createLogger('silent');
    const runner = new JobRunner({
      db: db(),
      logger,
      handlers: createJobHandlers({ db: db(), env: t.deps.env, logger }),
    });
    const rows = await raisedBy(() => runner.runJobNow(job!.id));
    expect(dataOf(rows, 'campaign.created')).toMatchObject({
      origin: 'ai',
      client: { id: owner.clientId },
      actor: { kind: 'system', userId: null },
    });
  });

  it('raises client.created for a new client, with its e-mail', async () => {
    const input = clientInput({ timeZone: 'America/Bogota' });
    let clientId = '';
    const rows = await raisedBy(async () => {
      const res = await expectStatus(
        await t.request('/api/admin/clients', { method: 'POST', cookie: admin.cookie, json: input }),
        201,
      );
      clientId = ((await res.json()) as { client: { id: string } }).client.id;
    });
    expect(dataOf(rows, 'client.created')).toEqual({
      client: {
        id: clientId,
        name: input.name,
        brandName: input.brandName,
        email: input.email,
        timeZone: 'America/Bogota',
        instagramHandle: null,
      },
      actor: { kind: 'admin', userId: admin.id, name: 'Usuario admin' },
    });
    // A refused one (the e-mail taken) raises nothing.
    expect(
      await raisedBy(async () =>
        expectStatus(
          await t.request('/api/admin/clients', { method: 'POST', cookie: admin.cookie, json: input }),
          409,
        ),
      ),
    ).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the 11 events in its webhooks section, each a signed POST of its envelope', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: { name: string; in: string }[];
            requestBody: { content: Record<string, { schema: { $ref: string } }> };
            responses: Record<string, unknown>;
          };
        }
      >;
      components: {
        schemas: Record<string, { properties: Record<string, { enum?: string[]; $ref?: string }> }>;
      };
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { post } = doc.webhooks[type]!;
      expect(post.parameters.filter((p) => p.in === 'header').map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      expect(Object.keys(post.responses)).toEqual(['2XX']);
      const ref = post.requestBody.content['application/json']!.schema.$ref;
      const envelope = doc.components.schemas[ref.replace('#/components/schemas/', '')]!;
      expect(envelope.properties.type!.enum).toEqual([type]);
      expect(envelope.properties.data!.$ref).toMatch(/Data$/);
    }
  });
});

describe('the agency import', () => {
  it('raises campaign.imported for each campaign it brings, and no client.created', async () => {
    await newCampaign(2, 2, '2030-05-05');
    const exported = await expectStatus(
      await t.request('/api/admin/agency/export', { cookie: admin.cookie }),
      200,
    );
    const archive = new Uint8Array(await exported.arrayBuffer());
    const campaignIds = (await db().select({ id: campaigns.id }).from(campaigns)).length;
    expect(campaignIds).toBeGreaterThan(0);
    const target = await createTestApp();
    try {
      const { admin: targetAdmin } = await signInUsers(target, { admin: { role: 'admin' } }, '10.134.1');
      await target.database.db.insert(webhookEndpoints).values({
        url: 'https://make.agencia.example/hook',
        eventTypes: [...WEBHOOK_EVENT_TYPES],
        secretCiphertext: 'sin-usar-en-esta-prueba',
        secretHint: 'whsec_prue',
      });
      const res = await target.request('/api/admin/agency/import', {
        method: 'POST',
        cookie: targetAdmin.cookie,
        headers: { 'content-type': 'application/zip' },
        body: archive,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const rows = await target.database.db.select().from(webhookMessages);
      expect(rows.map((r) => r.eventType)).toEqual(Array(campaignIds).fill('campaign.imported'));
      const imported = await target.database.db.select({ id: campaigns.id }).from(campaigns);
      const named = rows.map(
        (r) =>
          webhookEnvelope('campaign.imported', WEBHOOK_EVENT_DATA['campaign.imported']).parse(
            JSON.parse(r.body),
          ).data,
      );
      expect(named.map((d) => d.campaign.id).sort()).toEqual(imported.map((c) => c.id).sort());
      expect(named.every((d) => d.format === 'zip' && d.actor.userId === targetAdmin.id)).toBe(true);
    } finally {
      await target.cleanup();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCampaignRequests, userAiInfo } from '../../src/server/db/schema/ai';
import { user } from '../../src/server/db/schema/auth';
import { campaignTemplates } from '../../src/server/db/schema/campaign-templates';
import { campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { trackedLinks } from '../../src/server/db/schema/links';
import { teamInvitations } from '../../src/server/db/schema/team';
import { DEMO_TEMPLATES } from '../../src/server/seed/demo-templates';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { clientInput, createClientRecord } from '../factories/clients';
import { createUser } from '../factories/users';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody, modelCampaign } from './support/ai-fixtures';

/**
 * Every operation of the OpenAPI document (read at test time) as anonymous, as client A on A's ids, as client B
 * on A's ids and as admin, with bodies that would change something if they were accepted. Every denied call is
 * checked in the database: row counts and a checksum of every table a request could write are equal before and
 * after. Then mass assignment: owner ids, roles, statuses and timestamps in bodies never reach the stored rows.
 */
type Access = 'public' | 'user' | 'admin' | 'client';
interface Operation {
  method: string;
  path: string;
  access: Access;
}
type Actor = 'anonymous' | 'clientA' | 'clientB' | 'admin';

/** Tables a request could write; audit_log, rate_limit and auth_throttle record refusals by design. */
const WATCHED_TABLES = [
  'user',
  'session',
  'account',
  'clients',
  'campaigns',
  'campaign_days',
  'campaign_templates',
  'stories',
  'jobs',
  'mail_outbox',
  'ai_campaign_requests',
  'user_ai_info',
  'story_media',
  'tracked_links',
  'story_results',
  'story_proofs',
  'team_invitations',
  'approval_requests',
  'story_approvals',
  'story_comments',
  'story_comment_reads',
  'instagram_connections',
  'story_instagram',
  'story_auto_publish',
  'webhook_endpoints',
  'webhook_messages',
  'webhook_deliveries',
] as const;

let t: TestApp;
let operations: Operation[] = [];
let users: Record<'admin' | 'clientA' | 'clientB', SignedInUser>;
let campaignA: FactoryCampaign;
let campaignTitle: string;
/** A's landing page's tracked link. */
let linkSlugA: string;
let aiRequestA: string;
/** A third client the admin's own (allowed) destructive calls aim at, so A's data stays in place. */
let spareClientId: string;
/** A file of A's first story, and spares the allowed (destructive) DELETE /api/media/{id} calls remove. */
let mediaA: string;
const spareMedia: string[] = [];
/** A's calendar feed secret: the public feed route is reached by it, with no session. */
let calendarTokenA = '';
/** Another admin (the allowed deactivate/reactivate aim at it) and two pending invitations (resend, revoke). */
let spareAdminId: string;
/** A template (rename, use) and a spare one the allowed DELETE removes. */
let templateA: string;
let spareTemplate: string;
let invitationToResend: string;
let invitationToRevoke: string;
/** A webhook endpoint with one delivery (resend, list), and a spare endpoint the allowed DELETE removes. */
let webhookA: string;
let spareWebhook: string;
let webhookDeliveryA: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      if (!op['x-access']) throw new Error(`${method.toUpperCase()} ${path} declares no x-access policy`);
      return { method: method.toUpperCase(), path, access: op['x-access'] };
    }),
  );
  users = await signInUsers(
    t,
    { admin: { role: 'admin' }, clientA: { role: 'client' }, clientB: { role: 'client' } },
    '10.91.0',
  );
  campaignTitle = 'Campaña privada de A';
  campaignA = await createCampaign(db, {
    clientId: users.clientA.clientId!,
    startDate: '2026-11-02',
    days: 2,
    storiesPerDay: 2,
    title: campaignTitle,
    chatAutomation: {
      keyword: 'QUIERO',
      autoResponse: 'Hola, te paso la info',
      followUps: [{ delay_hours: 24, message: 'Seguimos aquí' }],
      landingUrl: 'https://cliente-a.demo/landing',
    },
  });
  await ensureCampaignLinks({ db, campaignId: campaignA.campaignId });
  const [link] = await db
    .select({ slug: trackedLinks.slug })
    .from(trackedLinks)
    .where(eq(trackedLinks.campaignId, campaignA.campaignId));
  linkSlugA = link!.slug;
  const created = await t.request('/api/ai/requests', {
    method: 'POST',
    cookie: users.clientA.cookie,
    json: briefBody(),
  });
  expect(created.status).toBe(201);
  const [request] = await db
    .select({ id: aiCampaignRequests.id })
    .from(aiCampaignRequests)
    .where(eq(aiCampaignRequests.userId, users.clientA.id));
  aiRequestA = request!.id;
  spareClientId = (await createClientRecord(db)).id;
  spareAdminId = (await createUser(db, { role: 'admin' })).id;
  [templateA, spareTemplate] = (
    await db
      .insert(campaignTemplates)
      .values(
        ['Plantilla A', 'Plantilla de repuesto'].map((name) => ({
          name,
          content: DEMO_TEMPLATES[2]!.content,
          variables: ['marca', 'producto'],
          dayCount: 1,
          storyCount: 4,
        })),
      )
      .returning({ id: campaignTemplates.id })
  ).map((row) => row.id) as [string, string];
  const invitations = await db
    .insert(teamInvitations)
    .values(
      ['reenviar', 'revocar'].map((name) => ({
        email: `${name}@equipo.test`,
        name,
        tokenHash: `hash-${name}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning({ id: teamInvitations.id });
  [invitationToResend, invitationToRevoke] = invitations.map((row) => row.id) as [string, string];
  [webhookA, spareWebhook] = (await Promise.all(
    ['a', 'repuesto'].map(async (name) => {
      const res = await t.request('/api/admin/webhooks', {
        method: 'POST',
        cookie: users.admin.cookie,
        json: { url: `https://${name}.receptor.example/hook`, eventTypes: ['client.created'] },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { endpoint: { id: string } }).endpoint.id;
    }),
  )) as [string, string];
  const webhookTest = await t.request(`/api/admin/webhooks/${webhookA}/test`, {
    method: 'POST',
    cookie: users.admin.cookie,
  });
  expect(webhookTest.status).toBe(202);
  webhookDeliveryA = ((await webhookTest.json()) as { delivery: { id: string } }).delivery.id;
  const jpeg = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const attach = async () => {
    const res = await t.request(`/api/stories/${campaignA.storyIds[0]}/media?name=a.jpg`, {
      method: 'POST',
      cookie: users.clientA.cookie,
      body: new Uint8Array(jpeg),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { media: { id: string } }).media.id;
  };
  mediaA = await attach();
  // A's second story has a proof screenshot (the proof routes read it; the third is the spare one DELETE removes).
  const proof = await t.request(`/api/stories/${campaignA.storyIds[1]}/proof/screenshot`, {
    method: 'PUT',
    cookie: users.clientA.cookie,
    body: new Uint8Array(jpeg),
  });
  expect(proof.status).toBe(200);
  spareMedia.push(await attach(), await attach());
  calendarTokenA = await currentCalendarToken(users.clientA.cookie);
});

/** Creates (or renews) a client's calendar link and returns its token. */
async function currentCalendarToken(cookie: string): Promise<string> {
  const res = await t.request('/api/client/calendar', { method: 'POST', cookie });
  expect(res.status).toBe(200);
  const { feed } = (await res.json()) as { feed: { url: string } };
  return /\/api\/calendar\/([^/]+)\.ics$/.exec(feed.url)![1]!;
}
afterAll(() => t.cleanup());

/** Row count and checksum of every watched table, in one query. */
async function snapshot(): Promise<Record<string, string>> {
  const query = WATCHED_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as s from "${table}" r`,
  ).join(' union all ');
  const res = (await t.database.db.execute(sql.raw(query))) as unknown as {
    rows: { t: string; s: string }[];
  };
  return Object.fromEntries(res.rows.map((row) => [row.t, row.s]));
}

function pathFor(op: Operation, target: 'owned' | 'spare'): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'index') return '0';
    if (op.path.startsWith('/api/campaigns/') || op.path.startsWith('/api/admin/campaigns/'))
      return campaignA.campaignId;
    if (op.path.startsWith('/api/stories/{id}/proof'))
      return target === 'spare' ? campaignA.storyIds[2]! : campaignA.storyIds[1]!;
    if (op.path.startsWith('/api/stories/') || op.path.startsWith('/api/client/stories/'))
      return campaignA.storyIds[0]!;
    if (op.path.startsWith('/api/admin/clients/'))
      return target === 'spare' ? spareClientId : users.clientA.clientId!;
    if (op.path.startsWith('/api/ai/requests/')) return aiRequestA;
    if (op.path.startsWith('/api/media/')) return target === 'spare' ? spareMedia.pop()! : mediaA;
    // Public by its signed query (its own tests cover signatures): the route is reached, then answers 400/404.
    if (op.path.startsWith('/api/approvals/media/')) return mediaA;
    // Public by its token: A's current calendar secret (the feed's own tests cover unknown and revoked ones).
    if (op.path.startsWith('/api/calendar/')) return calendarTokenA;
    // Public by its signed token (tests/api/instagram-auto-publish covers real ones): an unsigned one is a 404.
    if (op.path.startsWith('/api/instagram/media/')) return 'not-a-signed-token';
    if (op.path.startsWith('/api/admin/team/members/')) return spareAdminId;
    if (op.path.startsWith('/api/admin/templates/')) return target === 'spare' ? spareTemplate : templateA;
    if (op.path.startsWith('/api/admin/links/')) return linkSlugA;
    if (op.path.startsWith('/api/admin/team/invitations/'))
      return op.method === 'DELETE' ? invitationToRevoke : invitationToResend;
    if (op.path.startsWith('/api/admin/webhooks/')) {
      if (name === 'deliveryId') return webhookDeliveryA;
      return target === 'spare' ? spareWebhook : webhookA;
    }
    throw new Error(`${op.method} ${op.path}: no fixture for {${name}}; extend pathFor`);
  });
}

/** A body that would change A's data (or create data) if the call were allowed. */
function harmfulBody(op: Operation): unknown {
  const key = `${op.method} ${op.path}`;
  const bodies: Record<string, unknown> = {
    'PATCH /api/client/me': { name: 'Intruso', brandName: 'Marca Intrusa' },
    'POST /api/account/temporary-password': { newPassword: 'Intrusa-Clave-2026' },
    'POST /api/account/password': {
      currentPassword: users.clientA.password,
      newPassword: 'Intrusa-Clave-2026',
    },
    'PUT /api/client/ai-info': { whoYouAre: 'Intruso', targetAudience: 'Intruso', yourStory: 'Intruso' },
    'PATCH /api/campaigns/{id}/chat-automation/auto-response': { message: 'Mensaje intruso' },
    'PATCH /api/campaigns/{id}/chat-automation/follow-up/{index}': { message: 'Mensaje intruso' },
    'PATCH /api/stories/{id}/posted': { isPosted: true },
    'PATCH /api/stories/{id}/skipped': { isSkipped: true, reason: 'Motivo intruso' },
    'PATCH /api/stories/{id}/copy': { copyText: 'Copy intruso' },
    'PUT /api/stories/{id}/results': { reach: 999, impressions: 999 },
    'PUT /api/stories/{id}/proof/link': { link: 'https://www.instagram.com/stories/intruso/1' },
    'PUT /api/stories/{id}/auto-publish': { enabled: true },
    'PATCH /api/stories/{id}/time': { scheduledTime: '23:59' },
    'POST /api/admin/campaigns/{id}/move': { startDate: '2030-01-01' },
    'POST /api/admin/campaigns/{id}/duplicate': { clientId: users.clientA.clientId, startDate: '2030-01-07' },
    'POST /api/admin/campaigns/{id}/template': { name: 'Plantilla intrusa' },
    'POST /api/admin/templates': { name: 'Plantilla subida', content: DEMO_TEMPLATES[1]!.content },
    'PATCH /api/admin/templates/{id}': { name: 'Plantilla renombrada' },
    'POST /api/admin/templates/{id}/campaigns': {
      clientId: users.clientA.clientId,
      startDate: '2030-01-07',
      values: { marca: 'Marca', producto: 'Producto' },
    },
    'DELETE /api/admin/campaigns/{id}': { confirmationTitle: campaignTitle },
    'POST /api/admin/campaigns/import': {
      clientId: users.clientA.clientId,
      campaign: modelCampaign({ startDate: '2026-12-01', days: 1, storiesPerDay: 1 }),
    },
    'POST /api/admin/clients': clientInput(),
    'PATCH /api/admin/clients/{id}': { ...clientInput(), status: 'inactive' },
    'DELETE /api/admin/clients/{id}': { confirmationName: 'x' },
    'POST /api/ai/requests': briefBody(),
    'PUT /api/stories/{id}/media/order': { mediaIds: [] },
    'POST /api/admin/team/invitations': { name: 'Intruso', email: 'intruso@equipo.test' },
    'POST /api/admin/campaigns/{id}/approval-requests': {},
    'PATCH /api/admin/links/{slug}': { disabled: true },
    'POST /api/admin/webhooks': { url: 'https://intruso.example/hook', eventTypes: ['client.created'] },
    'PATCH /api/admin/webhooks/{id}': { url: 'https://intruso.example/hook', isEnabled: false },
    'POST /api/stories/{id}/comments': { body: 'Comentario intruso @agencia' },
    'POST /api/client/approvals': {
      decisions: [{ storyId: campaignA.storyIds[0], version: 'x', decision: 'approved' }],
    },
  };
  return key in bodies ? bodies[key] : {};
}

/** The body of the allowed call: harmless where the harmful one would destroy the fixtures. */
function allowedBody(op: Operation): unknown {
  const key = `${op.method} ${op.path}`;
  if (key === 'POST /api/account/password')
    return { currentPassword: 'No-Es-La-Clave-2026', newPassword: 'Intrusa-Clave-2026' };
  if (key === 'DELETE /api/admin/campaigns/{id}') return { confirmationTitle: 'Otro título' };
  if (key === 'POST /api/auth/sign-out') return {};
  // Past authorisation, refused by validation: moving the fixtures' campaign would change what later tests read.
  if (key === 'POST /api/admin/campaigns/{id}/move') return { startDate: 'no es una fecha' };
  return harmfulBody(op);
}

async function call(op: Operation, actor: Actor, body: unknown, target: 'owned' | 'spare' = 'owned') {
  const cookie = actor === 'anonymous' ? undefined : users[actor].cookie;
  const res = await t.request(pathFor(op, target), {
    method: op.method,
    ...(cookie ? { cookie } : {}),
    ...(op.method === 'GET' ? {} : { json: body }),
  });
  if (op.path === '/api/events' && res.status === 200) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  const text = await res.text();
  return { status: res.status, text };
}

/** What each actor should get: 'allow' (past authorisation) or the set of refusal statuses. */
function expected(op: Operation, actor: Actor): 'allow' | number[] {
  if (op.access === 'public') return 'allow';
  if (actor === 'anonymous') return [401];
  const hasIds = op.path.includes('{');
  if (op.access === 'admin') return actor === 'admin' ? 'allow' : [403];
  if (op.access === 'client') {
    if (actor === 'admin') return [403];
    if (actor === 'clientB' && hasIds) return [403, 404];
    return 'allow';
  }
  // 'user': any signed-in user on their own data; the admin manages every client's campaigns
  if (actor === 'clientB' && hasIds) return [403, 404];
  return 'allow';
}

describe('authorisation matrix over the OpenAPI document', () => {
  it('covers every operation with fixtures for its path parameters', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const op of operations) expect(() => pathFor(op, 'owned')).not.toThrow();
  });

  it('refuses anonymous, client B on A’s ids and the wrong role, and a refused call changes nothing', async () => {
    let denied = 0;
    for (const op of operations.filter((o) => o.access !== 'public')) {
      for (const actor of ['anonymous', 'clientB', 'clientA', 'admin'] as const) {
        const rule = expected(op, actor);
        if (rule === 'allow') continue;
        const before = await snapshot();
        const res = await call(op, actor, harmfulBody(op));
        const label = `${op.method} ${op.path} as ${actor} → ${res.status} ${res.text.slice(0, 200)}`;
        expect(rule, label).toContain(res.status);
        expect(JSON.parse(res.text).error.code, label).toMatch(/^(UNAUTHORIZED|FORBIDDEN|NOT_FOUND)$/);
        expect(await snapshot(), label).toEqual(before);
        denied++;
      }
    }
    expect(denied).toBeGreaterThanOrEqual(50);
  });

  it('lets the right actor past authorisation on A’s ids (never 401, 403 or 404)', async () => {
    let allowed = 0;
    for (const op of operations.filter((o) => o.access !== 'public')) {
      for (const actor of ['clientA', 'admin'] as const) {
        if (expected(op, actor) !== 'allow') continue;
        const destructive =
          op.path.startsWith('/api/admin/clients/{id}') ||
          `${op.method} ${op.path}` === 'DELETE /api/media/{id}' ||
          // Both replace the proof whose screenshot GET /api/stories/{id}/proof/screenshot reads.
          `${op.method} ${op.path}` === 'DELETE /api/stories/{id}/proof' ||
          `${op.method} ${op.path}` === 'DELETE /api/admin/templates/{id}' ||
          `${op.method} ${op.path}` === 'DELETE /api/admin/webhooks/{id}' ||
          `${op.method} ${op.path}` === 'PUT /api/stories/{id}/proof/link';
        const res = await call(op, actor, allowedBody(op), destructive ? 'spare' : 'owned');
        const label = `${op.method} ${op.path} as ${actor} → ${res.status} ${res.text.slice(0, 200)}`;
        expect([401, 403, 404], label).not.toContain(res.status);
        expect(res.status, label).toBeLessThan(500);
        allowed++;
      }
    }
    expect(allowed).toBeGreaterThanOrEqual(20);
  });
});

describe('the public calendar feed: the token is the credential', () => {
  it('is in the document as public, and answers its owner’s feed to anyone holding the token, 404 to others', async () => {
    const feed = operations.find((o) => o.path === '/api/calendar/{token}.ics');
    expect(feed).toMatchObject({ method: 'GET', access: 'public' });
    calendarTokenA = await currentCalendarToken(users.clientA.cookie);
    const tokenB = await currentCalendarToken(users.clientB.cookie);
    for (const actor of ['anonymous', 'clientB', 'admin'] as const) {
      const res = await call(feed!, actor, undefined);
      expect(res.status, actor).toBe(200);
      expect(res.text).toContain(campaignTitle);
    }
    // B's own token opens B's feed, never A's stories.
    const other = await t.request(`/api/calendar/${tokenB}.ics`);
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain(campaignTitle);
    // Once A revokes it, nobody reads it, with or without a session.
    expect(
      (await t.request('/api/client/calendar', { method: 'DELETE', cookie: users.clientA.cookie })).status,
    ).toBe(200);
    for (const actor of ['anonymous', 'clientA', 'admin'] as const) {
      const res = await call(feed!, actor, undefined);
      expect(res.status, actor).toBe(404);
      expect(JSON.parse(res.text).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('mass assignment', () => {
  it('PATCH /api/client/me ignores or refuses role, owner ids, status, e-mail and timestamps', async () => {
    const db = t.database.db;
    const { clientA, clientB } = users;
    const [before] = await db.select().from(clients).where(eq(clients.id, clientA.clientId!));
    const res = await t.request('/api/client/me', {
      method: 'PATCH',
      cookie: clientA.cookie,
      json: {
        name: 'Nombre Nuevo',
        brandName: before!.brandName,
        role: 'admin',
        id: clientB.clientId,
        userId: clientB.id,
        user_id: clientB.id,
        clientId: clientB.clientId,
        status: 'inactive',
        invitationStatus: 'accepted',
        email: 'robado@example.test',
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect([200, 400]).toContain(res.status);
    const [after] = await db.select().from(clients).where(eq(clients.id, clientA.clientId!));
    expect(after!.userId).toBe(clientA.id);
    expect(after!.status).toBe(before!.status);
    expect(after!.invitationStatus).toBe(before!.invitationStatus);
    expect(after!.email).toBe(before!.email);
    expect(after!.createdAt).toEqual(before!.createdAt);
    expect(after!.updatedAt.getFullYear()).not.toBe(2000);
    const [role] = await db.select({ role: user.role }).from(user).where(eq(user.id, clientA.id));
    expect(role!.role).toBe('client');
    const [other] = await db.select().from(clients).where(eq(clients.id, clientB.clientId!));
    expect(other!.name).not.toBe('Nombre Nuevo');
    expect(other!.userId).toBe(clientB.id);
  });

  it('POST /api/admin/clients ignores or refuses id, userId, role and timestamps', async () => {
    const db = t.database.db;
    const forcedId = '11111111-1111-4111-8111-111111111111';
    const input = clientInput();
    const res = await t.request('/api/admin/clients', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: {
        ...input,
        id: forcedId,
        userId: users.clientB.id,
        role: 'admin',
        invitationStatus: 'accepted',
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect([201, 400]).toContain(res.status);
    expect(await db.select().from(clients).where(eq(clients.id, forcedId))).toHaveLength(0);
    const rows = await db.select().from(clients).where(eq(clients.email, input.email));
    for (const row of rows) {
      expect(row.userId).not.toBe(users.clientB.id);
      expect(row.createdAt.getFullYear()).not.toBe(2000);
      const [login] = await db.select({ role: user.role }).from(user).where(eq(user.id, row.userId!));
      expect(login?.role ?? 'client').toBe('client');
    }
  });

  it('a copy edit cannot mark a story posted nor move it; a posted toggle cannot rewrite its copy or date', async () => {
    const db = t.database.db;
    const storyId = campaignA.storyIds[1]!;
    const [before] = await db.select().from(stories).where(eq(stories.id, storyId));
    const copy = await t.request(`/api/stories/${storyId}/copy`, {
      method: 'PATCH',
      cookie: users.clientA.cookie,
      json: {
        copyText: 'Copy nuevo',
        isPosted: true,
        postedAt: '2000-01-01T00:00:00.000Z',
        id: campaignA.storyIds[0],
        campaignDayId: campaignA.dayIds[1],
        storyNumber: 9,
        originalCopy: 'Original falso',
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect([200, 400]).toContain(copy.status);
    const [afterCopy] = await db.select().from(stories).where(eq(stories.id, storyId));
    expect(afterCopy!.isPosted).toBe(false);
    expect(afterCopy!.postedAt).toBeNull();
    expect(afterCopy!.campaignDayId).toBe(before!.campaignDayId);
    expect(afterCopy!.storyNumber).toBe(before!.storyNumber);
    expect(afterCopy!.originalCopy).toBe(before!.originalCopy);
    expect(afterCopy!.createdAt).toEqual(before!.createdAt);

    const posted = await t.request(`/api/stories/${storyId}/posted`, {
      method: 'PATCH',
      cookie: users.clientA.cookie,
      json: { isPosted: true, postedAt: '2000-01-01T00:00:00.000Z', copyText: 'Otro copy', storyNumber: 7 },
    });
    expect([200, 400]).toContain(posted.status);
    const [afterPosted] = await db.select().from(stories).where(eq(stories.id, storyId));
    expect(afterPosted!.copyText).toBe(afterCopy!.copyText);
    expect(afterPosted!.storyNumber).toBe(before!.storyNumber);
    if (afterPosted!.postedAt) expect(afterPosted!.postedAt.getFullYear()).not.toBe(2000);
  });

  it('a chat-automation edit cannot move the campaign to another client or change its status', async () => {
    const db = t.database.db;
    const res = await t.request(`/api/campaigns/${campaignA.campaignId}/chat-automation/auto-response`, {
      method: 'PATCH',
      cookie: users.clientA.cookie,
      json: { message: 'Respuesta nueva', clientId: users.clientB.clientId, status: 'archived', title: 'X' },
    });
    expect([200, 400]).toContain(res.status);
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignA.campaignId));
    expect(row!.clientId).toBe(users.clientA.clientId);
    expect(row!.status).toBe('active');
    expect(row!.title).toBe(campaignTitle);
  });

  it('an AI request belongs to the caller whatever the body says, with the status the server sets', async () => {
    const db = t.database.db;
    const forcedId = '22222222-2222-4222-8222-222222222222';
    const res = await t.request('/api/ai/requests', {
      method: 'POST',
      cookie: users.clientB.cookie,
      json: {
        ...briefBody(),
        id: forcedId,
        userId: users.clientA.id,
        user_id: users.clientA.id,
        clientId: users.clientA.clientId,
        status: 'completed',
        generatedCampaignId: campaignA.campaignId,
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect([201, 400, 429]).toContain(res.status);
    expect(
      await db.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.id, forcedId)),
    ).toHaveLength(0);
    const rows = await db
      .select()
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.userId, users.clientB.id));
    for (const row of rows) {
      expect(row.clientId).toBe(users.clientB.clientId);
      expect(row.status).not.toBe('completed');
      expect(row.generatedCampaignId).toBeNull();
      expect(row.createdAt.getFullYear()).not.toBe(2000);
    }
    const ofA = await db
      .select()
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.userId, users.clientA.id));
    expect(ofA.every((r) => r.generatedCampaignId === null)).toBe(true);
  });

  it('PUT /api/client/ai-info writes only the caller’s row', async () => {
    const db = t.database.db;
    const res = await t.request('/api/client/ai-info', {
      method: 'PUT',
      cookie: users.clientB.cookie,
      json: { whoYouAre: 'Soy B', userId: users.clientA.id, user_id: users.clientA.id, id: aiRequestA },
    });
    expect([200, 400]).toContain(res.status);
    const ofA = await db.select().from(userAiInfo).where(eq(userAiInfo.userId, users.clientA.id));
    expect(ofA.every((r) => r.whoYouAre !== 'Soy B')).toBe(true);
  });
});

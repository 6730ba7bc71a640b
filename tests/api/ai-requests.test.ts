import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCampaignRequests } from '../../src/server/db/schema/ai';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import type { AiRequestDto } from '../../src/shared/ai/contract';
import { formatLaunchText } from '../../src/shared/ai/launch-text';
import { AI_REQUEST_TEXTS } from '../../src/shared/ai/request-messages';
import { createUser } from '../factories/users';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';

let t: TestApp;
let users: Record<'admin' | 'owner' | 'other' | 'noRecord' | 'limits' | 'burst', SignedInUser>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(
    t,
    {
      admin: { role: 'admin' },
      owner: {},
      other: {},
      noRecord: { withClient: false },
      limits: {},
      burst: {},
    },
    '10.71.0',
  );
});
afterAll(() => t.cleanup());

const post = (cookie: string | undefined, json: unknown = briefBody()) =>
  t.request('/api/ai/requests', { method: 'POST', cookie, json });

async function create(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<AiRequestDto> {
  const res = await post(user.cookie, briefBody(overrides));
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: AiRequestDto }).request;
}

describe('POST /api/ai/requests', () => {
  it('refuses anonymous users (401) and admins (403)', async () => {
    expect((await post(undefined)).status).toBe(401);
    const res = await post(users.admin.cookie);
    expect(res.status).toBe(403);
  });

  it('refuses a client user without a client record with a clear Spanish message', async () => {
    const res = await post(users.noRecord.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: AI_REQUEST_TEXTS.noClient },
    });
  });

  it('stores a pending request with the Spanish launch text and queues its job in the same transaction', async () => {
    const body = briefBody({ keyMessage: '   ' });
    const res = await post(users.owner.cookie, body);
    expect(res.status).toBe(201);
    const { request } = (await res.json()) as { request: AiRequestDto };
    expect(request).toMatchObject({
      status: 'pending',
      message: 'Recibiendo información...',
      errorMessage: null,
      provider: null,
      generatedWithoutAi: false,
      generatedCampaignId: null,
      campaignDuration: 7,
      launchDatetime: formatLaunchText(body.launchAt, 'Europe/Madrid'),
    });
    expect(request.launchDatetime).toMatch(/^\p{Ll}+, \d{1,2} de \p{Ll}+ de \d{4} a las \d{2}:\d{2}$/u);

    const [row] = await t.database.db
      .select()
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.id, request.id));
    expect(row).toMatchObject({
      userId: users.owner.id,
      clientId: users.owner.clientId,
      keyMessage: null,
      productDescription: body.productDescription,
    });
    expect(row!.launchAt!.toISOString()).toBe(body.launchAt);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'ai.generate-campaign'), eq(jobs.dedupeKey, `ai-request:${request.id}`)));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'queued', payload: { requestId: request.id }, maxAttempts: 3 });
  });

  it('validates the brief with the wizard schema and refuses a launch in the past', async () => {
    const short = await post(users.owner.cookie, briefBody({ productDescription: 'Demasiado corto' }));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { message: 'Mínimo 30 caracteres' } });

    const duration = await post(users.owner.cookie, briefBody({ campaignDuration: 10 }));
    expect(duration.status).toBe(400);

    const past = await post(users.owner.cookie, briefBody({}, -2));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { message: AI_REQUEST_TEXTS.launchInPast } });
  });

  it('refuses a client whose record is not active', async () => {
    const user = await createUser(t.database.db, {});
    const { cookie } = await t.signIn(user.email, user.password, '10.71.1.1');
    await t.database.db.update(clients).set({ status: 'pending' }).where(eq(clients.id, user.clientId!));
    const res = await post(cookie!);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { message: AI_REQUEST_TEXTS.clientNotActive } });
  });
});

describe('GET /api/ai/requests/{id} and /api/ai/requests', () => {
  it('answers the owner, and 404 for another client, an unknown id or a malformed id', async () => {
    const request = await create(users.other);
    const own = await t.request(`/api/ai/requests/${request.id}`, { cookie: users.other.cookie });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { request: AiRequestDto }).request).toEqual(request);

    const foreign = await t.request(`/api/ai/requests/${request.id}`, { cookie: users.owner.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { message: AI_REQUEST_TEXTS.notFound } });
    const unknown = await t.request('/api/ai/requests/00000000-0000-4000-8000-000000000000', {
      cookie: users.other.cookie,
    });
    expect(unknown.status).toBe(404);
    expect((await t.request('/api/ai/requests/nope', { cookie: users.other.cookie })).status).toBe(404);
    expect((await t.request(`/api/ai/requests/${request.id}`, { cookie: users.admin.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/ai/requests/${request.id}`)).status).toBe(401);
  });

  it('lists only the user’s own requests, newest first', async () => {
    const res = await t.request('/api/ai/requests', { cookie: users.other.cookie });
    expect(res.status).toBe(200);
    const { requests } = (await res.json()) as { requests: AiRequestDto[] };
    expect(requests.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select({ id: aiCampaignRequests.id })
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.userId, users.other.id));
    expect(new Set(requests.map((r) => r.id))).toEqual(new Set(rows.map((r) => r.id)));
    const times = requests.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('limits', () => {
  it('allows 3 requests in flight, then 10 in 24 hours (429 with Spanish text)', async () => {
    const user = users.limits;
    for (let i = 0; i < 3; i++) await create(user);
    const fourth = await post(user.cookie);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED', message: AI_REQUEST_TEXTS.tooManyInFlight(3) },
    });

    const finish = () =>
      t.database.db
        .update(aiCampaignRequests)
        .set({ status: 'completed' })
        .where(eq(aiCampaignRequests.userId, user.id));
    await finish();
    for (let i = 3; i < 10; i++) {
      await create(user);
      await finish();
    }
    const eleventh = await post(user.cookie);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED', message: AI_REQUEST_TEXTS.tooManyPerDay(10) },
    });

    // requests older than 24 hours no longer count
    await t.database.db
      .update(aiCampaignRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(aiCampaignRequests.userId, user.id));
    await create(user);
  });

  it('counts concurrent requests one after the other: never more than 3 in flight', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => post(users.burst.cookie)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const rows = await t.database.db
      .select()
      .from(aiCampaignRequests)
      .where(eq(aiCampaignRequests.userId, users.burst.id));
    expect(rows).toHaveLength(3);
  });
});

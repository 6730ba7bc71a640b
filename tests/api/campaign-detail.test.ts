import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns } from '../../src/server/db/schema/campaigns';
import { getCampaignDetail } from '../../src/server/services/campaigns/get-campaign-detail';
import type {
  CampaignDetailResponse,
  UpdateFollowUpResponse,
} from '../../src/shared/api/client-area/campaigns';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import { parseStickerInfo } from '../../src/shared/domain/sticker-info';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
const cookies = { owner: '', other: '', admin: '' };
let campaign: FactoryCampaign;
const today = todayInTimeZone('Europe/Madrid');

const followUps = [
  { delay_hours: 2, message: 'Primer recordatorio' },
  { delay_hours: 24, message: 'Segundo recordatorio', attachment: 'https://img.demo/2.jpg' },
  { delay_hours: 50, message: 'Último aviso' },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ owner, other, admin } = await signInUsers(
    t,
    { owner: {}, other: {}, admin: { role: 'admin' } },
    '10.41.0',
  ));
  cookies.owner = owner.cookie;
  cookies.other = other.cookie;
  cookies.admin = admin.cookie;
  campaign = await createCampaign(db, {
    clientId: owner.clientId!,
    startDate: addDaysIso(today, -1),
    days: 3,
    storiesPerDay: 3,
    postedDays: [1],
    title: 'Lanzamiento de prueba',
    chatAutomation: {
      keyword: 'QUIERO',
      autoResponse: 'Hola, gracias por escribir',
      landingUrl: 'https://landing.demo',
      followUps,
      tags: ['lanzamiento'],
      notes: 'Revisar stock',
    },
    storyOverrides: {
      '1-1': { stickerInfo: { type: 'poll', options: ['Sí', 'No'] } },
      '1-2': { stickerInfo: JSON.stringify({ type: 'question', prompt: '¿Qué opinas?' }) },
      '1-3': { stickerInfo: '[object Object]' },
      '2-1': { storyType: 'EL_HABLANDO', notes: 'Ajustar la luz' },
    },
  });
});
afterAll(() => t.cleanup());

const get = (id: string, cookie?: string) => t.request(`/api/campaigns/${id}`, cookie ? { cookie } : {});

describe('GET /api/campaigns/{id}', () => {
  it('answers the owner the whole campaign, days by order and stories by number, with today', async () => {
    const res = await get(campaign.campaignId, cookies.owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CampaignDetailResponse;
    expect(body.today).toBe(today);
    const c = body.campaign;
    expect(c).toMatchObject({
      id: campaign.campaignId,
      title: 'Lanzamiento de prueba',
      startDate: addDaysIso(today, -1),
      endDate: addDaysIso(today, 1),
      totalStories: 9,
      postedStories: 3,
      progress: 33,
      client: { id: owner.clientId },
      launchPlan: null,
    });
    expect(c.chatAutomation).toEqual({
      keyword: 'QUIERO',
      autoResponse: 'Hola, gracias por escribir',
      landingUrl: 'https://landing.demo',
      // The factory writes rows directly, so no tracked link was made (tests/api/tracked-links.test.ts).
      landingLink: null,
      followUpSequence: [
        { delayHours: 2, message: 'Primer recordatorio', attachment: null },
        { delayHours: 24, message: 'Segundo recordatorio', attachment: 'https://img.demo/2.jpg' },
        { delayHours: 50, message: 'Último aviso', attachment: null },
      ],
      tags: ['lanzamiento'],
      notes: 'Revisar stock',
    });
    expect(c.days.map((d) => [d.dayOrder, d.date, d.id])).toEqual([
      [1, addDaysIso(today, -1), campaign.dayIds[0]],
      [2, today, campaign.dayIds[1]],
      [3, addDaysIso(today, 1), campaign.dayIds[2]],
    ]);
    for (const [i, day] of c.days.entries()) {
      expect(day.stories.map((s) => s.id)).toEqual(campaign.storyIdsByDay[i]);
      expect(day.stories.map((s) => s.storyNumber)).toEqual([1, 2, 3]);
    }
    const first = c.days[0]!.stories;
    expect(first[0]!.stickerInfo).toEqual({ type: 'poll', options: ['Sí', 'No'] });
    // Stored as a JSON string (jsonb_typeof 'string'): whatever form it travels in, the shared parser reads it.
    expect(parseStickerInfo(first[1]!.stickerInfo)).toMatchObject({
      kind: 'question',
      prompt: '¿Qué opinas?',
    });
    expect(first[2]!.stickerInfo).toBe('[object Object]');
    expect(parseStickerInfo(first[2]!.stickerInfo)).toBeNull();
    expect(first[0]!.isPosted).toBe(true);
    expect(first[0]!.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(c.days[1]!.stories[0]).toMatchObject({
      storyType: 'EL_HABLANDO',
      notes: 'Ajustar la luz',
      isPosted: false,
      postedAt: null,
      scheduledDate: today,
      scheduledTime: '09:30',
      timeBlock: 'Mañana',
    });
  });

  it('lets an admin read any campaign', async () => {
    const res = await get(campaign.campaignId, cookies.admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CampaignDetailResponse).campaign.id).toBe(campaign.campaignId);
  });

  it('answers another client, an unknown id and a malformed id with 404 and no data', async () => {
    for (const [id, cookie] of [
      [campaign.campaignId, cookies.other],
      ['00000000-0000-4000-8000-000000000000', cookies.owner],
      ['no-es-un-id', cookies.owner],
    ] as const) {
      const res = await get(id, cookie);
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Campaña no encontrada' } });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get(campaign.campaignId)).status).toBe(401);
  });

  it('reads any campaign in five queries (the last two its files and its tracked links), whatever its size', async () => {
    const { database } = t;
    const big = await createCampaign(database.db, {
      clientId: owner.clientId!,
      startDate: today,
      days: 21,
      storiesPerDay: 8,
    });
    const driver = (database.pglite ?? database.pool) as { query: (...args: unknown[]) => unknown };
    const spy = vi.spyOn(driver, 'query');
    try {
      const viewer = { userId: owner.id, isAdmin: false };
      const small = await getCampaignDetail({
        db: database.db,
        viewer,
        campaignId: campaign.campaignId,
        agencyTimeZone: 'Europe/Madrid',
        linkBases: { publicUrl: 'http://127.0.0.1' },
      });
      const smallQueries = spy.mock.calls.length;
      const large = await getCampaignDetail({
        db: database.db,
        viewer,
        campaignId: big.campaignId,
        agencyTimeZone: 'Europe/Madrid',
        linkBases: { publicUrl: 'http://127.0.0.1' },
      });
      expect(small.totalStories).toBe(9);
      expect(large.totalStories).toBe(168);
      // Campaign, days, stories, then their files and tracked links together.
      expect(smallQueries).toBe(5);
      expect(spy.mock.calls.length - smallQueries).toBe(5);
    } finally {
      spy.mockRestore();
    }
  });

  it('reads a campaign without days', async () => {
    const empty = await createCampaign(t.database.db, {
      clientId: owner.clientId!,
      startDate: today,
      days: 0,
      storiesPerDay: 0,
    });
    const body = (await (await get(empty.campaignId, cookies.owner)).json()) as CampaignDetailResponse;
    expect(body.campaign).toMatchObject({ days: [], totalStories: 0, postedStories: 0, progress: 0 });
  });
});

describe('chat-automation message edits', () => {
  const storedSequence = async () => {
    const [row] = await t.database.db
      .select({ seq: campaigns.manychatFollowUpSequence, auto: campaigns.manychatAutoResponse })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.campaignId));
    return row!;
  };
  const patchAuto = (cookie: string, json: unknown) =>
    t.request(`/api/campaigns/${campaign.campaignId}/chat-automation/auto-response`, {
      method: 'PATCH',
      cookie,
      json,
    });
  const patchFollowUp = (cookie: string, index: number | string, json: unknown, id = campaign.campaignId) =>
    t.request(`/api/campaigns/${id}/chat-automation/follow-up/${index}`, { method: 'PATCH', cookie, json });

  it('replaces the auto response, trimmed', async () => {
    const res = await patchAuto(cookies.owner, { message: '  ¡Hola de nuevo!  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ autoResponse: '¡Hola de nuevo!' });
    expect((await storedSequence()).auto).toBe('¡Hola de nuevo!');
  });

  it('refuses an empty message in Spanish and changes nothing', async () => {
    for (const message of ['', '   ']) {
      const res = await patchAuto(cookies.owner, { message });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('El mensaje no puede estar vacío');
    }
    const res = await patchFollowUp(cookies.owner, 0, { message: ' ' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('El mensaje no puede estar vacío');
    expect((await storedSequence()).auto).toBe('¡Hola de nuevo!');
  });

  it('replaces only the message of the follow-up at the index, keeping delay and attachment', async () => {
    const res = await patchFollowUp(cookies.owner, 1, { message: 'Segundo, reescrito' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as UpdateFollowUpResponse;
    expect(body.followUpSequence).toEqual([
      { delayHours: 2, message: 'Primer recordatorio', attachment: null },
      { delayHours: 24, message: 'Segundo, reescrito', attachment: 'https://img.demo/2.jpg' },
      { delayHours: 50, message: 'Último aviso', attachment: null },
    ]);
    expect((await storedSequence()).seq).toEqual([
      followUps[0],
      { ...followUps[1], message: 'Segundo, reescrito' },
      followUps[2],
    ]);
  });

  it('keeps both of two concurrent edits of different items (no read-modify-write)', async () => {
    const [a, b] = await Promise.all([
      patchFollowUp(cookies.owner, 0, { message: 'Uno a la vez' }),
      patchFollowUp(cookies.admin, 2, { message: 'Tres a la vez' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const seq = (await storedSequence()).seq;
    expect(seq.map((item) => item.message)).toEqual(['Uno a la vez', 'Segundo, reescrito', 'Tres a la vez']);
  });

  it('answers 400 for an index out of range or negative, and changes nothing', async () => {
    const before = await storedSequence();
    for (const index of [3, 99, -1, 'x']) {
      const res = await patchFollowUp(cookies.owner, index, { message: 'Fuera de rango' });
      expect(res.status, String(index)).toBe(400);
      expect((await res.json()).error.message).toBe('El mensaje de seguimiento indicado no existe');
    }
    expect(await storedSequence()).toEqual(before);
  });

  it('answers another client 404 and changes nothing; an admin may edit', async () => {
    const before = await storedSequence();
    const auto = await patchAuto(cookies.other, { message: 'Intruso' });
    expect(auto.status).toBe(404);
    expect((await auto.json()).error.message).toBe('Campaña no encontrada');
    const follow = await patchFollowUp(cookies.other, 0, { message: 'Intruso' });
    expect(follow.status).toBe(404);
    // Out of range on someone else's campaign still says "not found": nothing is revealed.
    expect((await patchFollowUp(cookies.other, 42, { message: 'Intruso' })).status).toBe(404);
    expect(await storedSequence()).toEqual(before);

    expect((await patchAuto(cookies.admin, { message: 'Revisado por la agencia' })).status).toBe(200);
    expect((await storedSequence()).auto).toBe('Revisado por la agencia');
  });

  it('answers 401 without a session', async () => {
    const res = await t.request(`/api/campaigns/${campaign.campaignId}/chat-automation/auto-response`, {
      method: 'PATCH',
      json: { message: 'x' },
    });
    expect(res.status).toBe(401);
  });
});

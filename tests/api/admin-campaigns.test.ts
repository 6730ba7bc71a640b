import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import type { AdminCampaignList } from '../../src/shared/campaigns/admin-campaigns';
import { signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { insertCampaign, insertClient } from './support/campaign-rows';

let t: TestApp;
let adminCookie: string;
let clientCookie: string;
const titlesNewestFirst: string[] = [];
let aurora: { id: string };
let storyCampaignId: string;

/** Creation times one minute apart, so "newest first" is unambiguous. */
const minute = (n: number) => new Date(Date.UTC(2026, 9, 1, 9, n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { admin, client } = await signInUsers(t, { admin: { role: 'admin' }, client: {} }, '10.41.0');
  adminCookie = admin.cookie;
  clientCookie = client.cookie;

  aurora = await insertClient(db, { brandName: 'Café Aurora' });
  const percent = await insertClient(db, { brandName: 'Moda 100% Natural' });
  const underscore = await insertClient(db, { brandName: 'Tienda_Uno' });
  const lookalike = await insertClient(db, { brandName: 'TiendaXUno' });

  // 23 campaigns of Café Aurora (statuses cycle), then one for each other brand: 26 in all.
  const statuses = ['active', 'completed', 'paused', 'draft'] as const;
  const titles: string[] = [];
  for (let i = 0; i < 23; i++) {
    const title = `Aurora ${String(i + 1).padStart(2, '0')}`;
    titles.push(title);
    const campaign = await insertCampaign(db, {
      clientId: aurora.id,
      title,
      status: statuses[i % 4],
      createdAt: minute(i),
      days:
        i === 22
          ? [
              [true, false, true],
              [false, false],
            ]
          : [],
    });
    if (i === 22) storyCampaignId = campaign.id;
  }
  await insertCampaign(db, {
    clientId: percent.id,
    title: 'Porcentaje',
    status: 'paused',
    createdAt: minute(30),
  });
  await insertCampaign(db, { clientId: underscore.id, title: 'Guion bajo', createdAt: minute(31) });
  await insertCampaign(db, { clientId: lookalike.id, title: 'Parecida', createdAt: minute(32) });
  titlesNewestFirst.push('Parecida', 'Guion bajo', 'Porcentaje', ...titles.reverse());
});
afterAll(() => t.cleanup());

async function list(query: string, cookie = adminCookie) {
  const res = await t.request(`/api/admin/campaigns${query}`, { cookie });
  return { res, body: (await res.json()) as AdminCampaignList };
}

describe('GET /api/admin/campaigns', () => {
  it('answers the first page of 10, newest first, with the totals', async () => {
    const { res, body } = await list('');
    expect(res.status).toBe(200);
    expect(body.total).toBe(26);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.pageCount).toBe(3);
    expect(body.campaigns.map((c) => c.title)).toEqual(titlesNewestFirst.slice(0, 10));
    const first = body.campaigns[0]!;
    expect(first).toMatchObject({ title: 'Parecida', status: 'active', client: { brandName: 'TiendaXUno' } });
    expect(first.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('counts total and posted stories for each campaign of the page', async () => {
    const { body } = await list('');
    const withStories = body.campaigns.find((c) => c.id === storyCampaignId)!;
    expect(withStories).toMatchObject({ title: 'Aurora 23', totalStories: 5, postedStories: 2 });
    const without = body.campaigns.find((c) => c.title === 'Aurora 22')!;
    expect(without).toMatchObject({ totalStories: 0, postedStories: 0 });
  });

  it('walks every campaign once across the pages', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const { body } = await list(`?page=${page}`);
      expect(body.page).toBe(page);
      seen.push(...body.campaigns.map((c) => c.title));
    }
    expect(seen).toEqual(titlesNewestFirst);
  });

  it('answers an empty list with the real totals for a page beyond the end', async () => {
    const { res, body } = await list('?page=9');
    expect(res.status).toBe(200);
    expect(body).toEqual({ campaigns: [], total: 26, page: 9, pageSize: 10, pageCount: 3 });
  });

  it('searches the client brand: trimmed, case-insensitive, anywhere in the name', async () => {
    const { body } = await list(`?q=${encodeURIComponent('  CAFÉ aur ')}`);
    expect(body.total).toBe(23);
    expect(body.campaigns.every((c) => c.client.id === aurora.id)).toBe(true);
    expect((await list('?q=natural')).body.campaigns.map((c) => c.title)).toEqual(['Porcentaje']);
    // The campaign title is not searched.
    expect((await list('?q=Porcentaje')).body.total).toBe(0);
  });

  it('takes % and _ in the search literally', async () => {
    expect((await list(`?q=${encodeURIComponent('100%')}`)).body.campaigns.map((c) => c.title)).toEqual([
      'Porcentaje',
    ]);
    expect((await list(`?q=${encodeURIComponent('%')}`)).body.total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('a_u')}`)).body.campaigns.map((c) => c.title)).toEqual([
      'Guion bajo',
    ]);
    expect((await list(`?q=${encodeURIComponent('\\')}`)).body.total).toBe(0);
  });

  it('filters by status, alone and with the search', async () => {
    const paused = await list('?status=paused');
    // Aurora 03, 07, 11, 15, 19, 23 and Porcentaje.
    expect(paused.body.total).toBe(7);
    expect(paused.body.campaigns.every((c) => c.status === 'paused')).toBe(true);
    const pausedAurora = await list('?status=paused&q=aurora&page=1');
    expect(pausedAurora.body.total).toBe(6);
    expect(pausedAurora.body.campaigns.map((c) => c.title)).toEqual([
      'Aurora 23',
      'Aurora 19',
      'Aurora 15',
      'Aurora 11',
      'Aurora 07',
      'Aurora 03',
    ]);
    expect((await list('?status=draft&q=natural')).body).toMatchObject({
      total: 0,
      pageCount: 0,
      campaigns: [],
    });
  });

  it('treats an empty status or page as absent', async () => {
    const { res, body } = await list('?status=&page=&q=');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ total: 26, page: 1 });
  });

  it('answers 400 with a Spanish message for invalid query values', async () => {
    const cases: [string, string][] = [
      ['?status=archived', 'El estado debe ser uno de: active, completed, paused o draft'],
      ['?page=0', 'La página debe ser un número entero entre 1 y 1000000'],
      ['?page=-1', 'La página debe ser un número entero entre 1 y 1000000'],
      ['?page=dos', 'La página debe ser un número entero entre 1 y 1000000'],
      ['?page=1.5', 'La página debe ser un número entero entre 1 y 1000000'],
      ['?page=1000001', 'La página debe ser un número entero entre 1 y 1000000'],
      [`?q=${'x'.repeat(201)}`, 'La búsqueda no puede tener más de 200 caracteres'],
    ];
    for (const [query, message] of cases) {
      const res = await t.request(`/api/admin/campaigns${query}`, { cookie: adminCookie });
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.error.code, query).toBe('INVALID_REQUEST');
      expect(body.error.message, query).toBe(message);
    }
  });

  it('is for admins only', async () => {
    expect((await t.request('/api/admin/campaigns')).status).toBe(401);
    const res = await t.request('/api/admin/campaigns', { cookie: clientCookie });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
  });
});

describe('DELETE /api/admin/campaigns/{id}', () => {
  async function campaignWithStories(title: string) {
    const db = t.database.db;
    const campaign = await insertCampaign(db, {
      clientId: aurora.id,
      title,
      days: [[true, false], [false]],
    });
    const days = await db.select().from(campaignDays).where(eq(campaignDays.campaignId, campaign.id));
    return { campaign, dayIds: days.map((d) => d.id) };
  }

  async function remaining(campaignId: string, dayIds: string[]) {
    const db = t.database.db;
    return {
      campaigns: (await db.select().from(campaigns).where(eq(campaigns.id, campaignId))).length,
      days: (await db.select().from(campaignDays).where(eq(campaignDays.campaignId, campaignId))).length,
      stories: (await db.select().from(stories).where(inArray(stories.campaignDayId, dayIds))).length,
    };
  }

  /** `cookie: null` sends no session. */
  const remove = (id: string, json: unknown, cookie: string | null = adminCookie) =>
    t.request(`/api/admin/campaigns/${id}`, { method: 'DELETE', json, ...(cookie ? { cookie } : {}) });

  it('refuses a confirmation that is neither ELIMINAR nor exactly the title, and deletes nothing', async () => {
    const { campaign, dayIds } = await campaignWithStories('Lanzamiento Otoño');
    for (const typed of ['lanzamiento otoño', 'Lanzamiento Otoño ', 'Lanzamiento', 'ELIMINA', 'BORRAR']) {
      const res = await remove(campaign.id, { confirmationTitle: typed });
      expect(res.status, typed).toBe(400);
      const body = await res.json();
      expect(body.error).toMatchObject({
        code: 'INVALID_REQUEST',
        message: 'Escribe ELIMINAR para confirmar la eliminación.',
      });
    }
    const missing = await remove(campaign.id, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('Escribe ELIMINAR para confirmar la eliminación');
    expect(await remaining(campaign.id, dayIds)).toEqual({ campaigns: 1, days: 2, stories: 3 });
  });

  it('deletes the campaign with its days and stories when the title matches, and records it', async () => {
    const { campaign, dayIds } = await campaignWithStories('Navidad 2026');
    const res = await remove(campaign.id, { confirmationTitle: 'Navidad 2026' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, campaign: { id: campaign.id, title: 'Navidad 2026' } });
    expect(await remaining(campaign.id, dayIds)).toEqual({ campaigns: 0, days: 0, stories: 0 });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'campaign.deleted'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ campaignId: campaign.id, title: 'Navidad 2026' });

    // Gone: a second delete is 404.
    const again = await remove(campaign.id, { confirmationTitle: 'Navidad 2026' });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe('Campaña no encontrada');
  });

  it('deletes a campaign with a 200-character title with the word ELIMINAR (a phone’s capital forgiven)', async () => {
    const title = `Campaña ${'muy larga '.repeat(19)}`.slice(0, 200);
    const { campaign, dayIds } = await campaignWithStories(title);
    const res = await remove(campaign.id, { confirmationTitle: ' Eliminar ' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await remaining(campaign.id, dayIds)).toEqual({ campaigns: 0, days: 0, stories: 0 });
  });

  it('answers a malformed id exactly like an unknown one: 404 Campaña no encontrada', async () => {
    const unknown = await remove('6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b', { confirmationTitle: 'X' });
    expect(unknown.status).toBe(404);
    const malformed = await remove('not-a-uuid', { confirmationTitle: 'X' });
    expect(malformed.status).toBe(404);
    expect((await malformed.json()).error).toEqual({ code: 'NOT_FOUND', message: 'Campaña no encontrada' });
  });

  it('is for admins only, and leaves the campaign in place otherwise', async () => {
    const { campaign, dayIds } = await campaignWithStories('Solo admin');
    expect((await remove(campaign.id, { confirmationTitle: 'Solo admin' }, null)).status).toBe(401);
    expect((await remove(campaign.id, { confirmationTitle: 'Solo admin' }, clientCookie)).status).toBe(403);
    expect(await remaining(campaign.id, dayIds)).toEqual({ campaigns: 1, days: 2, stories: 3 });
  });
});

describe('GET /api/admin/campaigns: the total, counted or read off the last page', () => {
  it('is the same on every page, including a last page that is exactly full', async () => {
    const exact = await insertClient(t.database.db, { brandName: 'Exacta Diez' });
    for (let i = 0; i < 10; i++) {
      await insertCampaign(t.database.db, {
        clientId: exact.id,
        title: `Exacta ${i}`,
        createdAt: minute(40 + i),
      });
    }
    const pageOf = async (query: string) => {
      const { body } = await list(query);
      return { total: body.total, pageCount: body.pageCount, shown: body.campaigns.length };
    };
    // Ten results: the first page is full and the last; an eleventh moves one to page 2.
    expect(await pageOf('?q=Exacta')).toEqual({ total: 10, pageCount: 1, shown: 10 });
    expect(await pageOf('?q=Exacta&page=2')).toEqual({ total: 10, pageCount: 1, shown: 0 });
    await insertCampaign(t.database.db, { clientId: exact.id, title: 'Exacta 10', createdAt: minute(50) });
    expect(await pageOf('?q=Exacta')).toEqual({ total: 11, pageCount: 2, shown: 10 });
    expect(await pageOf('?q=Exacta&page=2')).toEqual({ total: 11, pageCount: 2, shown: 1 });
    expect(await pageOf('?q=Exacta&page=3')).toEqual({ total: 11, pageCount: 2, shown: 0 });
  });
});

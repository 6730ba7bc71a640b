/**
 * A campaign's results (issue 31 §4): the funnel in total, per day and per story with its rates, the best and worst
 * stories, the numbers missing; the CSV opened with a real CSV parser (no formula survives) and the PDF parsed
 * (it names the campaign); both only for the campaign's client and the agency.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { linkClicks, trackedLinks } from '../../src/server/db/schema/links';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import type { CampaignResultsResponse } from '../../src/shared/results/campaign-results';
import type { ResultsOverviewResponse } from '../../src/shared/results/results-overview';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

const NOW = new Date('2026-11-27T09:00:00Z');
// A title and a story that try to smuggle formulas into the agency's spreadsheet.
const TITLE = '=HYPERLINK("http://x.example","Café") Otoño';
let t: TestApp;
let users: Record<'owner' | 'other' | 'admin', SignedInUser>;
let campaign: FactoryCampaign;
const db = () => t.database.db;
const story = (day: number, n: number) => campaign.storyIdsByDay[day - 1]![n - 1]!;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  users = await signInUsers(t, { owner: {}, other: {}, admin: { role: 'admin' } }, '10.201.0');
  await db().update(clients).set({ brandName: '@Marca+Café' }).where(eq(clients.id, users.owner.clientId!));
  campaign = await createCampaign(db(), {
    clientId: users.owner.clientId!,
    startDate: '2026-11-24',
    days: 3,
    storiesPerDay: 3,
    postedDays: [1, 2],
    title: TITLE,
    chatAutomation: { keyword: 'OTOÑO' },
    storyOverrides: {
      '1-1': { stickerInfo: { type: 'poll', options: ['Sí', 'No'] } },
      '1-2': { stickerInfo: { type: 'link', url: 'https://tienda.example/otono' } },
    },
  });
  await db().update(campaigns).set({ title: TITLE }).where(eq(campaigns.id, campaign.campaignId));
  await ensureCampaignLinks({ db: db(), campaignId: campaign.campaignId });
  const [link] = await db()
    .select()
    .from(trackedLinks)
    .where(eq(trackedLinks.storyId, story(1, 2)));
  await db()
    .insert(linkClicks)
    .values(Array.from({ length: 7 }, () => ({ linkId: link!.id })));
  const save = async (id: string, body: unknown) =>
    expect(
      (
        await t.request(`/api/stories/${id}/results`, {
          method: 'PUT',
          json: body,
          cookie: users.owner.cookie,
        })
      ).status,
    ).toBe(200);
  await save(story(1, 1), {
    reach: 1000,
    impressions: 1200,
    replies: 10,
    keywordDms: 5,
    sticker: {
      type: 'poll',
      options: [
        { option: 'Sí', votes: 60 },
        { option: 'No', votes: 30 },
      ],
    },
  });
  // Link taps not entered: the tracked link's 7 count.
  await save(story(1, 2), { reach: 800, impressions: 900, replies: 4, keywordDms: 1 });
  await save(story(2, 1), { reach: 500, replies: 1, linkTaps: 2, profileVisits: 9 });
});
afterAll(() => t.cleanup());

const report = async (who: SignedInUser) =>
  (await (
    await t.request(`/api/campaigns/${campaign.campaignId}/results`, { cookie: who.cookie })
  ).json()) as CampaignResultsResponse;

describe('GET /api/campaigns/{id}/results', () => {
  it('adds the funnel up per campaign and per day, link clicks from the tracked link when none were entered', async () => {
    const body = await report(users.owner);
    expect(body.funnel).toEqual({ reach: 2300, interactions: 105, linkClicks: 9, keywordDms: 6 });
    expect(body.counts).toEqual({ stories: 9, published: 6, skipped: 0, withNumbers: 3, missing: 3 });
    expect(body.days.map((d) => [d.dayOrder, d.published, d.withNumbers, d.funnel])).toEqual([
      [1, 3, 2, { reach: 1800, interactions: 104, linkClicks: 7, keywordDms: 6 }],
      [2, 3, 1, { reach: 500, interactions: 1, linkClicks: 2, keywordDms: 0 }],
      [3, 0, 0, { reach: 0, interactions: 0, linkClicks: 0, keywordDms: 0 }],
    ]);
    expect(body.totals).toMatchObject({
      impressions: 2100,
      replies: 15,
      stickerAnswers: 90,
      profileVisits: 9,
    });
    // Engagement: 100/1000 = 10 %, 11/800 = 1.4 %, 3/500 = 0.6 %.
    expect(body.best).toEqual([story(1, 1)]);
    expect(body.worst).toEqual([story(2, 1)]);
    expect(body.campaign).toMatchObject({ title: TITLE, brandName: '@Marca+Café', keyword: 'OTOÑO' });
  });

  it('is the campaign’s client’s and the agency’s only', async () => {
    expect((await t.request(`/api/campaigns/${campaign.campaignId}/results`)).status).toBe(401);
    for (const path of ['', '/csv', '/pdf']) {
      const res = await t.request(`/api/campaigns/${campaign.campaignId}/results${path}`, {
        cookie: users.other.cookie,
      });
      expect(res.status, path).toBe(404);
    }
    expect((await report(users.admin)).funnel.reach).toBe(2300);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM and «;», one row per story, and no cell a spreadsheet would run as a formula', async () => {
    const res = await t.request(`/api/campaigns/${campaign.campaignId}/results/csv`, {
      cookie: users.admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="resultados-hyperlink-.*\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(1 + 9);
    expect(rows[0]!.slice(0, 7)).toEqual([
      'Marca',
      'Campaña',
      'Día',
      'Historia',
      'Hora prevista',
      'Estado',
      'Cuentas alcanzadas',
    ]);
    const formulas = rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
    expect(formulas).toEqual([]);
    expect(rows[1]![0]).toBe("'@Marca+Café");
    expect(rows[1]![1]).toBe(`'${TITLE}`);
    const first = Object.fromEntries(rows[0]!.map((name, i) => [name, rows[1]![i]]));
    expect(first).toMatchObject({
      'Cuentas alcanzadas': '1000',
      Estado: 'Publicada',
      Sticker: 'Encuesta',
      'Detalle del sticker': 'Sí: 60 | No: 30',
      'Tasa de interacción': '10 %',
    });
  });
});

describe('the PDF report', () => {
  it('parses as a PDF and carries the campaign’s title, the brand and the funnel in Spanish', async () => {
    const res = await t.request(`/api/campaigns/${campaign.campaignId}/results/pdf`, {
      cookie: users.owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(TITLE);
    expect(text).toContain('@Marca+Café');
    expect(text).toContain('Embudo de la campaña');
    expect(text).toContain('Mensajes con «OTOÑO»');
    expect(text).toContain('Del 24/11/2026 al 26/11/2026');
  });
});

describe('GET /api/admin/results/overview', () => {
  it('sums the last 30 days per client for the agency, with how many stories have numbers', async () => {
    expect((await t.request('/api/admin/results/overview', { cookie: users.owner.cookie })).status).toBe(403);
    const res = await t.request('/api/admin/results/overview', { cookie: users.admin.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ResultsOverviewResponse;
    expect(body.windowDays).toBe(30);
    expect(body.clients).toEqual([
      {
        clientId: users.owner.clientId,
        brandName: '@Marca+Café',
        published: 6,
        withNumbers: 3,
        funnel: { reach: 2300, interactions: 105, linkClicks: 9, keywordDms: 6 },
      },
    ]);
    expect(body).toMatchObject({ published: 6, withNumbers: 3, funnel: { reach: 2300 } });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { selectRows } from '../../src/server/db/unnest-columns';
import type { AutomationCheckResponse } from '../../src/shared/automation-check/automation-check-response';
import type { CampaignImportResponse } from '../../src/shared/campaign-import/types';
import { createCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, owner, stranger } = await signInUsers(
    t,
    { admin: { role: 'admin' }, owner: {}, stranger: {} },
    '10.135.0',
  ));
}, 60_000);
afterAll(() => t.cleanup());

const check = (id: string, cookie: string | null = admin.cookie) =>
  t.request(`/api/campaigns/${id}/automation-check`, cookie ? { cookie } : {});

const story = (number: number, copy: string, extra: Record<string, unknown> = {}) => ({
  number,
  copy,
  visual: 'Plano medio',
  type: 'TEXTO_PANTALLA',
  ...extra,
});

async function importCampaign(file: Record<string, unknown>): Promise<string> {
  const res = await t.request('/api/admin/campaigns/import', {
    method: 'POST',
    cookie: admin.cookie,
    json: { clientId: owner.clientId, campaign: file },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as CampaignImportResponse).campaign.id;
}

const file = (
  days: ({ date: string } & Record<string, unknown>)[],
  chat: Record<string, unknown>,
  title = 'Semana del café',
) => ({
  campaign_title: title,
  start_date: days[0]!.date,
  days,
  chat_automation: chat,
});

describe('GET /api/campaigns/{id}/automation-check', () => {
  it('finds nothing in a clean campaign, a person’s follow-up after 48 h included', async () => {
    const id = await importCampaign(
      file(
        [
          {
            date: '2027-06-07',
            theme: 'Presentación',
            blocks: [
              { block_name: 'Mañana', stories: [story(1, 'Responde CAFÉ y te mandamos el descuento')] },
            ],
          },
        ],
        {
          keyword: 'CAFÉ',
          auto_response: '¡Hola! Aquí tienes tu descuento.',
          follow_up_sequence: [
            { delay_hours: 2, message: '¿Lo viste?' },
            { delay_hours: 46, message: 'Soy Marta, ¿te ayudo con el pedido?', human_agent: true },
          ],
        },
      ),
    );
    const res = await check(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      campaign: { id, title: 'Semana del café' },
      findings: [],
      errors: 0,
      warnings: 0,
    });
    // The person's follow-up is kept as such, and exported so.
    const exported = (await (
      await t.request(`/api/admin/campaigns/${id}/export/json`, { cookie: admin.cookie })
    ).json()) as { chat_automation: { follow_up_sequence: unknown[] } };
    expect(exported.chat_automation.follow_up_sequence[1]).toEqual({
      delay_hours: 46,
      message: 'Soy Marta, ¿te ayudo con el pedido?',
      human_agent: true,
    });
  });

  it('finds each labelled defect, where it is, with its explanation; the client sees its own campaign’s', async () => {
    await createCampaign(t.database.db, {
      clientId: owner.clientId!,
      startDate: '2027-04-06',
      days: 3,
      storiesPerDay: 1,
      title: 'Campaña paralela',
      chatAutomation: { keyword: 'cafe ☕', autoResponse: 'Hola' },
    });
    const id = await importCampaign(
      file(
        [
          {
            date: '2027-04-05',
            theme: 'Presentación',
            blocks: [
              {
                block_name: 'Mañana',
                stories: [
                  story(1, 'Responde CAFE y te mandamos el descuento'),
                  story(2, 'Escríbenos TALLER para apuntarte'),
                ],
              },
            ],
          },
          {
            date: '2027-04-06',
            theme: 'Oferta',
            blocks: [
              { block_name: 'Tarde', stories: [story(1, 'La tienda: https://tienda.example/oferta')] },
            ],
          },
        ],
        {
          keyword: 'CAFÉ',
          auto_response: 'Aquí lo tienes: https://tienda.example/oferta',
          landing_url: 'https://tienda.example/oferta',
          follow_up_sequence: [{ delay_hours: 30, message: '¿Sigues ahí?' }],
        },
        'Semana con problemas',
      ),
    );
    const res = await check(id, owner.cookie);
    expect(res.status).toBe(200);
    const result = (await res.json()) as AutomationCheckResponse;
    const [day1story1, day1story2, day2story1] = await t.database.db
      .select({ id: stories.id })
      .from(stories)
      .where(sql`${stories.campaignDayId} in (select id from campaign_days where campaign_id = ${id})`)
      .orderBy(stories.scheduledDate, stories.storyNumber);
    expect(result.findings.map((f) => [f.code, f.storyId])).toEqual([
      ['keyword_spelling', day1story1!.id],
      ['keyword_unanswered', day1story2!.id],
      ['untracked_link', day2story1!.id],
      ['keyword_duplicate', null],
      ['follow_up_window', null],
      ['untracked_link', null],
    ]);
    expect(result).toMatchObject({ errors: 3, warnings: 3 });
    const [landing] = await selectRows<{ slug: string }>(
      t.database.db,
      sql`select slug from tracked_links where campaign_id = ${id} and story_id is null`,
    );
    expect(result.findings[2]).toMatchObject({
      where: 'Día 2 · Historia 1',
      message: `El enlace https://tienda.example/oferta no cuenta los clics: usa el enlace con seguimiento ${t.deps.env.PUBLIC_URL}/l/${landing!.slug}.`,
    });
    expect(result.findings[3]!.message).toMatch(
      /^La palabra clave CAFÉ también la usa la campaña «Campaña paralela»/,
    );

    // Fixing the story's keyword removes its finding.
    await t.database.db
      .update(stories)
      .set({ copyText: 'Escríbenos CAFÉ para apuntarte' })
      .where(eq(stories.id, day1story2!.id));
    const after = (await (await check(id)).json()) as AutomationCheckResponse;
    expect(after.findings.map((f) => f.code)).not.toContain('keyword_unanswered');
  });

  it('is for the agency and the campaign’s own client: 401 anonymous, 404 for another client, an unknown or a malformed id', async () => {
    const { campaignId } = await createCampaign(t.database.db, {
      clientId: owner.clientId!,
      startDate: '2027-05-03',
      days: 1,
      storiesPerDay: 1,
    });
    expect((await check(campaignId, null)).status).toBe(401);
    expect((await check(campaignId, stranger.cookie)).status).toBe(404);
    expect((await check('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await check('no-es-un-id')).status).toBe(404);
  });
});

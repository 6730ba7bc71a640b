import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { selectRows } from '../../src/server/db/unnest-columns';
import { DEMO_TEMPLATES } from '../../src/server/seed/demo-templates';
import type { TemplateDetail, TemplateList, TemplateSummary } from '../../src/shared/api/campaign-templates';
import type { CampaignImportResponse } from '../../src/shared/campaign-import/types';
import { createClientRecord } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let admin: SignedInUser;
let client: SignedInUser;
let brand: { id: string; brandName: string };
let other: { id: string; brandName: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, client } = await signInUsers(t, { admin: { role: 'admin' }, client: {} }, '10.134.0'));
  brand = await createClientRecord(t.database.db, { name: 'Lucía Martín', brandName: 'Café Aurora' });
  other = await createClientRecord(t.database.db, { name: 'Pablo Ruiz', brandName: 'Té Nube' });
}, 60_000);
afterAll(() => t.cleanup());

const call = (method: string, path: string, json?: unknown, cookie: string | null = admin.cookie) =>
  t.request(path, { method, ...(json === undefined ? {} : { json }), ...(cookie ? { cookie } : {}) });

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const issuesOf = async (res: Response) =>
  ((await res.json()) as { error: { issues?: { path: string; message: string }[] } }).error.issues ?? [];

/** Every text of a campaign's stories, days and chat automation, to look for a brace left behind. */
async function campaignTexts(campaignId: string): Promise<string> {
  const [row] = await selectRows<{ texts: string }>(
    t.database.db,
    sql`select concat_ws(' ', c.title, c.description, c.manychat_keyword, c.manychat_auto_response,
          c.manychat_landing_url, (select string_agg(concat_ws(' ', d.theme, s.copy_text, s.visual_description,
          s.notes, s.sticker_info::text), ' ') from campaign_days d join stories s on s.campaign_day_id = d.id
          where d.campaign_id = c.id)) as texts
        from campaigns c where c.id = ${campaignId}`,
  );
  return row!.texts;
}

describe('campaign templates', () => {
  it('ships none in an empty panel; creates, lists, previews, renames and deletes one', async () => {
    const launch = DEMO_TEMPLATES[0]!;
    const created = await ok<TemplateSummary>(
      await call('POST', '/api/admin/templates', { name: 'Lanzamiento', content: launch.content }),
      201,
    );
    expect(created).toMatchObject({ name: 'Lanzamiento', dayCount: 7, storyCount: 12 });
    expect(created.variables).toEqual([
      'marca',
      'producto',
      'fecha_fin',
      'enlace',
      'codigo',
      'palabra_clave',
    ]);
    const list = await ok<TemplateList>(await call('GET', '/api/admin/templates'));
    expect(list.templates.map((x) => x.name)).toContain('Lanzamiento');
    const detail = await ok<TemplateDetail>(await call('GET', `/api/admin/templates/${created.id}`));
    expect(detail.content).toEqual(launch.content);

    // Names are unique whatever their case, also on rename.
    const taken = await call('POST', '/api/admin/templates', {
      name: 'LANZAMIENTO',
      content: launch.content,
    });
    expect(taken.status).toBe(409);
    const second = await ok<TemplateSummary>(
      await call('POST', '/api/admin/templates', { name: 'Otra', content: launch.content }),
      201,
    );
    expect((await call('PATCH', `/api/admin/templates/${second.id}`, { name: 'lanzamiento' })).status).toBe(
      409,
    );
    const renamed = await ok<TemplateSummary>(
      await call('PATCH', `/api/admin/templates/${second.id}`, {
        name: 'Lanzamiento exprés',
        description: '',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Lanzamiento exprés', description: null });

    expect((await call('DELETE', `/api/admin/templates/${second.id}`)).status).toBe(200);
    expect((await call('GET', `/api/admin/templates/${second.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/templates/${second.id}`)).status).toBe(404);
  });

  it('refuses a template with an unknown variable, a broken brace or a file the importer refuses, saying where', async () => {
    const content = structuredClone(DEMO_TEMPLATES[1]!.content) as {
      description: string;
      days: { theme: string; blocks: { stories: { copy: string }[] }[] }[];
    };
    content.description = 'Con {produto}';
    content.days[0]!.blocks[0]!.stories[0]!.copy = 'Precio: 5 €}';
    const res = await call('POST', '/api/admin/templates', { name: 'Rota', content });
    expect(res.status).toBe(400);
    expect(await issuesOf(res)).toEqual([
      { path: 'description', message: expect.stringMatching(/^La variable \{produto\} no existe/) },
      { path: 'days.0.blocks.0.stories.0.copy', message: expect.stringContaining('sin abrir') },
    ]);
    const noDays = await call('POST', '/api/admin/templates', {
      name: 'Vacía',
      content: { campaign_title: '{marca}', start_date: '2030-01-07', days: [] },
    });
    expect(noDays.status).toBe(400);
    expect((await issuesOf(noDays))[0]?.path).toBe('days');
  });

  it('saves a campaign as a template with {marca} and {enlace}, and makes another brand’s campaign from it', async () => {
    const imported = await ok<CampaignImportResponse>(
      await call('POST', '/api/admin/campaigns/import', {
        clientId: brand.id,
        campaign: {
          campaign_title: 'Otoño en Café Aurora',
          start_date: '2026-10-05',
          days: [
            {
              date: '2026-10-05',
              theme: 'Presentación',
              blocks: [
                {
                  block_name: 'Mañana',
                  stories: [
                    {
                      number: 1,
                      copy: 'Café Aurora estrena carta {edición limitada}: https://aurora.example/otono',
                      visual: 'Taza',
                      type: 'TEXTO_PANTALLA',
                      scheduled_time: '08:45',
                    },
                  ],
                },
              ],
            },
            { date: '2026-10-07', theme: 'Oferta', blocks: [] },
          ],
          chat_automation: { keyword: 'OTONO', landing_url: 'https://aurora.example/otono' },
        },
      }),
      201,
    );
    const template = await ok<TemplateSummary>(
      await call('POST', `/api/admin/campaigns/${imported.campaign.id}/template`, { name: 'Otoño' }),
      201,
    );
    expect(template.variables).toEqual(['marca', 'enlace']);

    const use = (values: Record<string, string>, startDate = '2027-03-01') =>
      call('POST', `/api/admin/templates/${template.id}/campaigns`, {
        clientId: other.id,
        startDate,
        values,
      });
    const missing = await use({ marca: 'Té Nube' });
    expect(missing.status).toBe(400);
    expect(await issuesOf(missing)).toEqual([
      { path: 'values.enlace', message: 'Falta el valor de «Enlace (https://…)»' },
    ]);
    const bad = await use({ marca: 'Té Nube', enlace: 'javascript:alert(1)' });
    expect(await issuesOf(bad)).toEqual([
      { path: 'values.enlace', message: expect.stringContaining('https://') },
    ]);

    const made = await ok<CampaignImportResponse>(
      await use({ marca: 'Té Nube', enlace: 'https://nube.example/te' }),
      201,
    );
    expect(made.campaign).toMatchObject({
      title: 'Otoño en Té Nube',
      clientId: other.id,
      startDate: '2027-03-01',
      endDate: '2027-03-03',
    });
    const texts = await campaignTexts(made.campaign.id);
    expect(texts).toContain('Té Nube estrena carta {edición limitada}: https://nube.example/te');
    expect(texts).not.toMatch(/\{(marca|enlace)\}/);
    const [copy] = await t.database.db
      .select({ time: stories.scheduledTime, date: stories.scheduledDate })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(eq(campaignDays.campaignId, made.campaign.id));
    expect(copy).toEqual({ time: '08:45', date: '2027-03-01' });
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, made.campaign.id));
    expect(row).toMatchObject({ manychatKeyword: 'OTONO', manychatLandingUrl: 'https://nube.example/te' });
  });

  it('makes one campaign for 8 simultaneous requests with one Idempotency-Key', async () => {
    const template = await ok<TemplateSummary>(
      await call('POST', '/api/admin/templates', { name: 'Una vez', content: DEMO_TEMPLATES[2]!.content }),
      201,
    );
    const key = randomUUID();
    const body = {
      clientId: other.id,
      startDate: '2027-06-07',
      values: { marca: 'Té Nube', producto: 'Matcha' },
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request(`/api/admin/templates/${template.id}/campaigns`, {
          method: 'POST',
          cookie: admin.cookie,
          json: body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const made = (await Promise.all(answers.map((r) => r.json()))) as (CampaignImportResponse & {
      replayed?: boolean;
    })[];
    expect(new Set(made.map((m) => m.campaign.id)).size).toBe(1);
    expect(made.filter((m) => !m.replayed)).toHaveLength(1);
  });

  it('fills every shipped template for a brand and leaves no variable in any story', async () => {
    for (const shipped of DEMO_TEMPLATES) {
      const template = await ok<TemplateSummary>(
        await call('POST', '/api/admin/templates', {
          name: `${shipped.name} ${randomUUID().slice(0, 4)}`,
          content: shipped.content,
        }),
        201,
      );
      const values = {
        marca: 'Té Nube',
        producto: 'Matcha ceremonial',
        enlace: 'https://nube.example/matcha',
        codigo: 'NUBE10',
        descuento: '10 %',
        palabra_clave: 'MATCHA',
        premio: 'un set de té',
        evento: 'Taller de té',
        fecha_evento: 'el viernes a las 19:00',
        lugar: 'nuestra tienda de Gràcia',
      };
      const made = await ok<CampaignImportResponse>(
        await call('POST', `/api/admin/templates/${template.id}/campaigns`, {
          clientId: other.id,
          startDate: '2027-05-03',
          values,
        }),
        201,
      );
      expect(made.campaign.startDate).toBe('2027-05-03');
      expect(await campaignTexts(made.campaign.id), shipped.name).not.toMatch(/\{[a-z_]+\}/);
    }
  });

  it('is the agency’s only: 401 anonymous, 403 for a client, 404 for an unknown template', async () => {
    expect((await call('GET', '/api/admin/templates', undefined, null)).status).toBe(401);
    expect((await call('GET', '/api/admin/templates', undefined, client.cookie)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/templates', { name: 'X', content: {} }, client.cookie)).status,
    ).toBe(403);
    expect((await call('GET', `/api/admin/templates/${randomUUID()}`)).status).toBe(404);
    expect(
      (
        await call('POST', `/api/admin/templates/${randomUUID()}/campaigns`, {
          clientId: other.id,
          startDate: '2027-01-04',
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', `/api/admin/campaigns/${randomUUID()}/template`, { name: 'X' })).status).toBe(
      404,
    );
  });
});

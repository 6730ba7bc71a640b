import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDays, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { trackedLinks } from '../../src/server/db/schema/links';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import type { ExportedCampaignFile } from '../../src/shared/campaign-export/exported-campaign-file';
import type { CampaignImportResponse } from '../../src/shared/campaign-import/response';
import { validateCampaignImport } from '../../src/shared/campaign-import/validate-campaign-import';
import { createCampaign } from '../factories/campaigns';
import { createClientRecord } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

const example = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.json'), 'utf8'),
) as Record<string, unknown>;

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.134.0'));
  await t.database.db
    .update(clients)
    .set({ timeZone: 'America/Mexico_City' })
    .where(eq(clients.id, owner.clientId!));
}, 60_000);
afterAll(() => t.cleanup());

/** An export as the admin, as another user (`cookie`) or anonymous (null). */
const exportOf = (campaignId: string, format: 'json' | 'csv', cookie: string | null = admin.cookie) =>
  t.request(`/api/admin/campaigns/${campaignId}/export/${format}`, cookie ? { cookie } : {});

async function exportedFile(campaignId: string): Promise<ExportedCampaignFile> {
  const res = await exportOf(campaignId, 'json');
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ExportedCampaignFile;
}

async function imported(clientId: string, campaign: unknown): Promise<CampaignImportResponse> {
  const res = await t.request('/api/admin/campaigns/import', {
    method: 'POST',
    cookie: admin.cookie,
    json: { clientId, campaign },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CampaignImportResponse;
}

/** The file without what differs between two exports (its metadata). */
const withoutMetadata = ({ export: _metadata, ...file }: ExportedCampaignFile) => file;

/** A campaign's stored days and stories without ids or instants, in order. */
async function storedContent(campaignId: string) {
  const db = t.database.db;
  return db
    .select({
      dayOrder: campaignDays.dayOrder,
      date: campaignDays.date,
      theme: campaignDays.theme,
      title: campaignDays.title,
      storyNumber: stories.storyNumber,
      copyText: stories.copyText,
      originalCopy: stories.originalCopy,
      visual: stories.visualDescription,
      storyType: stories.storyType,
      timeBlock: stories.timeBlock,
      stickerInfo: stories.stickerInfo,
      notes: stories.notes,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(campaignDays.dayOrder, stories.storyNumber);
}

describe('GET /api/admin/campaigns/{id}/export/json', () => {
  it('exports the import file: imported for another client and exported again, it is the same file', async () => {
    const first = await imported(owner.clientId!, example);
    const res = await exportOf(first.campaign.id, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="campana-semana-de-la-masa-madre-panaderia-espiga-2027-02-01.json"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const file = (await res.json()) as ExportedCampaignFile;
    expect(file.export).toEqual({ format: 1, key: expect.any(String), exported_at: expect.any(String) });
    expect(file.export.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(file.export.exported_at) - Date.now())).toBeLessThan(60_000);
    expect(validateCampaignImport(file).ok).toBe(true);
    // What the example says, written as the import stored it (stickers as objects).
    expect(file.campaign_title).toBe(example.campaign_title);
    expect(file.days).toHaveLength(4);
    expect(file.days[0]!.blocks[1]!.stories[0]!.sticker).toEqual({
      type: 'question',
      options: null,
      prompt: 'Pregúntale a Lucía',
    });
    expect(file.chat_automation).toMatchObject({ keyword: 'TALLER', tags: ['taller', 'masa-madre'] });

    const other = await createClientRecord(t.database.db);
    const second = await imported(other.id, file);
    expect(second.campaign.id).not.toBe(first.campaign.id);
    expect(second).toMatchObject({ totalDays: 4, totalStories: 12, replayed: false });
    const again = await exportedFile(second.campaign.id);
    expect(again.export.key).not.toBe(file.export.key);
    expect(withoutMetadata(again)).toEqual(withoutMetadata(file));
    expect(await storedContent(second.campaign.id)).toEqual(await storedContent(first.campaign.id));
  });

  it('exports the copy the client edited, not the original', async () => {
    const { campaign } = await imported(owner.clientId!, example);
    const [story] = await storedContent(campaign.id);
    const [row] = await t.database.db
      .select({ id: stories.id })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(
        and(
          eq(campaignDays.campaignId, campaign.id),
          eq(campaignDays.dayOrder, 1),
          eq(stories.storyNumber, 1),
        ),
      );
    const edited = `${story!.copyText} (editado por la marca ✍️)`;
    const patch = await t.request(`/api/stories/${row!.id}/copy`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { copyText: edited },
    });
    expect(patch.status, await patch.clone().text()).toBe(200);
    const file = await exportedFile(campaign.id);
    expect(file.days[0]!.blocks[0]!.stories[0]!.copy).toBe(edited);
    expect(JSON.stringify(file)).not.toContain('originalCopy');
  });

  it('is the agency’s only: 401 without a session, 403 to a client, 404 for an unknown campaign', async () => {
    const { campaign } = await imported(owner.clientId!, example);
    for (const format of ['json', 'csv'] as const) {
      expect((await exportOf(campaign.id, format, null)).status, format).toBe(401);
      const forbidden = await exportOf(campaign.id, format, owner.cookie);
      expect(forbidden.status, format).toBe(403);
      for (const id of [randomUUID(), 'no-es-un-id']) {
        const missing = await exportOf(id, format);
        expect(missing.status, `${format} ${id}`).toBe(404);
        expect((await missing.json()).error).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Campaña no encontrada',
        });
      }
    }
  });
});

describe('GET /api/admin/campaigns/{id}/export/csv', () => {
  /** One day of six stories: three posted, skipped or pending, copies a spreadsheet would run, a link sticker. */
  async function csvCampaign() {
    const db = t.database.db;
    const source = await createCampaign(db, {
      clientId: owner.clientId!,
      title: 'Otoño @Café',
      startDate: '2027-02-01',
      days: 1,
      storiesPerDay: 6,
      storyOverrides: {
        '1-1': { stickerInfo: { type: 'poll', options: ['Sí', 'No'], prompt: '¿Te gusta?' } },
        '1-6': { stickerInfo: { type: 'link', url: 'https://marca.example/tienda' } },
      },
    });
    const ids = source.storyIdsByDay[0]!;
    const copies = [
      '=HYPERLINK("https://evil.example")',
      '+34 600',
      '-5 %',
      '@marca',
      'Texto normal',
      'Compra',
    ];
    for (const [i, id] of ids.entries())
      await db.update(stories).set({ copyText: copies[i]! }).where(eq(stories.id, id));
    // 15:04 UTC is 09:04 in Mexico City (the client's zone).
    await db
      .update(stories)
      .set({ isPosted: true, postedAt: new Date('2027-02-01T15:04:00Z') })
      .where(eq(stories.id, ids[0]!));
    await db.update(stories).set({ skippedAt: new Date() }).where(eq(stories.id, ids[1]!));
    await ensureCampaignLinks({ db, campaignId: source.campaignId });
    const [link] = await db.select().from(trackedLinks).where(eq(trackedLinks.storyId, ids[5]!));
    return { campaignId: source.campaignId, slug: link!.slug };
  }

  it('is UTF-8 with a BOM, «;» and CRLF, one row per story, no formula, with states and tracked links', async () => {
    const { campaignId, slug } = await csvCampaign();
    const res = await exportOf(campaignId, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="campana-otono-cafe-2027-02-01.csv"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([
      'Día',
      'Fecha',
      'Tema',
      'Franja',
      'Historia',
      'Hora',
      'Tipo',
      'Texto',
      'Descripción visual',
      'Sticker',
      'Notas',
      'Estado',
      'Publicada el',
      'Enlace',
    ]);
    expect(rows).toHaveLength(1 + 6);
    const byName = rows.slice(1).map((row) => Object.fromEntries(rows[0]!.map((name, i) => [name, row[i]])));
    expect(byName.map((row) => row.Texto)).toEqual([
      `'=HYPERLINK("https://evil.example")`,
      "'+34 600",
      "'-5 %",
      "'@marca",
      'Texto normal',
      'Compra',
    ]);
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(byName.map((row) => row.Estado)).toEqual([
      'Publicada',
      'No se publicará',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
    ]);
    expect(byName[0]).toMatchObject({
      Día: '1',
      Fecha: '01/02/2027',
      Tema: 'Tema 1',
      Franja: 'Mañana',
      Historia: '1',
      Hora: '09:30',
      Tipo: 'Texto pantalla',
      Sticker: 'Encuesta: ¿Te gusta? | Sí / No',
      'Publicada el': '01/02/2027 a las 09:04',
      Enlace: '',
    });
    expect(byName[5]!.Enlace).toBe(`${TEST_ORIGIN}/l/${slug}`);
    expect(byName[5]!.Sticker).toBe('Interacción: https://marca.example/tienda');
  });
});

import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaignTemplates } from '../../src/server/db/schema/campaign-templates';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { storyMedia } from '../../src/server/db/schema/media';
import { createTemplate } from '../../src/server/services/campaign-templates/create-template';
import { zipOf } from '../../src/server/services/campaigns/campaign-zip/testing/zip-fixtures';
import type { ExportedCampaignFile } from '../../src/shared/campaign-export/exported-campaign-file';
import type { CampaignZipImportResponse } from '../../src/shared/campaign-import/response';
import { validImportFile } from '../../src/shared/campaign-import/testing/valid-file';
import { createClientRecord } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Every entry of a .zip, in archive order, with its compression method. */
async function entriesOf(zip: Buffer): Promise<{ name: string; bytes: Buffer; method: number }[]> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true });
  const entries: { name: string; bytes: Buffer; method: number }[] = [];
  try {
    for await (const entry of file.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks), method: entry.compressionMethod });
    }
  } finally {
    file.close();
  }
  return entries;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const withoutMetadata = ({ export: _metadata, ...file }: ExportedCampaignFile) => file;

/** Each campaign's files, by title: 'day.story.position sha256', in order. */
async function mediaByTitle(t: TestApp): Promise<Record<string, string[]>> {
  const rows = await t.database.db
    .select({
      title: campaigns.title,
      day: campaignDays.dayOrder,
      story: stories.storyNumber,
      position: storyMedia.position,
      key: storyMedia.storageKey,
    })
    .from(storyMedia)
    .innerJoin(stories, eq(stories.id, storyMedia.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .orderBy(
      asc(campaigns.title),
      asc(campaignDays.dayOrder),
      asc(stories.storyNumber),
      asc(storyMedia.position),
    );
  const result: Record<string, string[]> = {};
  for (const row of rows) {
    const chunks: Buffer[] = [];
    for await (const chunk of await t.deps.media.storage.get(row.key)) chunks.push(chunk as Buffer);
    const list = result[row.title] ?? [];
    list.push(`${row.day}.${row.story}.${row.position} ${sha256(Buffer.concat(chunks))}`);
    result[row.title] = list;
  }
  return result;
}

async function storedKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of t.deps.media.storage.list('media/')) keys.push(object.key);
  return keys;
}

/** What an empty panel has: no client, campaign, template, file row or stored file. */
async function expectEmpty(t: TestApp) {
  const db = t.database.db;
  expect(await db.select().from(clients)).toEqual([]);
  expect(await db.select().from(campaigns)).toEqual([]);
  expect(await db.select().from(campaignTemplates)).toEqual([]);
  expect(await db.select().from(storyMedia)).toEqual([]);
  expect(await storedKeys(t)).toEqual([]);
}

describe('the agency export and its import into an empty panel', () => {
  let source: TestApp;
  let target: TestApp;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let targetAdmin: SignedInUser;
  let targetClient: SignedInUser | null = null;
  let exported: Buffer;

  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp();
    ({ admin, owner } = await signInUsers(source, { admin: { role: 'admin' }, owner: {} }, '10.143.0'));
    ({ admin: targetAdmin } = await signInUsers(target, { admin: { role: 'admin' } }, '10.143.1'));
    const image = (background: string) =>
      sharp({ create: { width: 1080, height: 1920, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const importZip = async (clientId: string, files: Record<string, string | Buffer>) => {
      const res = await source.request(`/api/admin/campaigns/import-zip?clientId=${clientId}`, {
        method: 'POST',
        cookie: admin.cookie,
        headers: { 'content-type': 'application/zip' },
        body: new Uint8Array(zipOf(files, { level: 0 })),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as CampaignZipImportResponse).campaign.id;
    };
    const db = source.database.db;
    const shared = validImportFile();
    shared.campaign_title = 'Semana del café';
    (shared.days[0]!.blocks[0]!.stories[0] as Record<string, unknown>).media = ['portada.jpg'];
    (shared.days[1]!.blocks[0]!.stories[0] as Record<string, unknown>).media = ['portada.jpg'];
    await importZip(owner.clientId!, {
      'campaign.json': JSON.stringify(shared),
      'portada.jpg': await image('#16a085'),
    });
    const paused = validImportFile();
    paused.campaign_title = 'Rebajas de invierno';
    const pausedId = await importZip(owner.clientId!, { 'campaign.json': JSON.stringify(paused) });
    await db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, pausedId));

    const other = await createClientRecord(db, { brandName: 'Huerta Viva', email: 'huerta@example.test' });
    const approval = validImportFile();
    approval.campaign_title = 'Cosecha de otoño';
    (approval.days[0]!.blocks[1]!.stories[0] as Record<string, unknown>).media = ['cesta.jpg'];
    const approvalId = await importZip(other.id, {
      'campaign.json': JSON.stringify(approval),
      'cesta.jpg': await image('#c0392b'),
    });
    await db.update(campaigns).set({ requiresApproval: true }).where(eq(campaigns.id, approvalId));
    await db.update(clients).set({ status: 'inactive', reminderMinutes: 30 }).where(eq(clients.id, other.id));

    const actor = { userId: admin.id, email: admin.email, ip: null };
    await createTemplate(db, { actor, name: 'Semana de lanzamiento', content: validImportFile() });
    await createTemplate(db, { actor, name: 'Sorteo', description: 'Un sorteo', content: validImportFile() });
  }, 60_000);
  afterAll(async () => {
    await source?.cleanup();
    await target?.cleanup();
  });

  const importAgency = (body: Buffer, cookie: string | null = targetAdmin.cookie) =>
    target.request('/api/admin/agency/import', {
      method: 'POST',
      ...(cookie ? { cookie } : {}),
      headers: { 'content-type': 'application/zip' },
      body: new Uint8Array(body),
    });

  it('exports agencia.json first, then each campaign .zip stored, with an exact Content-Length', async () => {
    const res = await source.request('/api/admin/agency/export', { cookie: admin.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    exported = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(exported.length);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="agencia-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await entriesOf(exported);
    expect(entries.map((e) => e.name)[0]).toBe('agencia.json');
    expect(entries.slice(1).map((e) => e.name.replace(/^campanas\/\d{4}-/, ''))).toEqual(
      expect.arrayContaining(['semana-del-cafe.zip', 'rebajas-de-invierno.zip', 'cosecha-de-otono.zip']),
    );
    expect(entries.every((e) => e.method === 0)).toBe(true);
    const manifest = JSON.parse(entries[0]!.bytes.toString('utf8'));
    expect(manifest).toMatchObject({ format: 1, kind: 'stories-panel-agency' });
    expect(manifest.clients).toHaveLength(2);
    expect(JSON.stringify(manifest)).not.toMatch(/user_id|password/);
    const [audit] = await source.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'agency.exported'));
    expect(audit?.details).toEqual({ clients: 2, campaigns: 3, templates: 2 });
  });

  it('refuses anonymous (401) and client (403) callers', async () => {
    expect((await source.request('/api/admin/agency/export')).status).toBe(401);
    expect((await source.request('/api/admin/agency/export', { cookie: owner.cookie })).status).toBe(403);
    expect((await importAgency(exported, null)).status).toBe(401);
    ({ client: targetClient } = await signInUsers(target, { client: { withClient: false } }, '10.143.2'));
    expect((await importAgency(exported, targetClient.cookie)).status).toBe(403);
  });

  it('answers 400 with Spanish issues for a corrupt agencia.json and writes nothing', async () => {
    const manifest = {
      format: 1,
      kind: 'stories-panel-agency',
      exported_at: 'ayer',
      clients: [{ ref: 'a' }],
    };
    const res = await importAgency(zipOf({ 'agencia.json': JSON.stringify(manifest) }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe('El archivo agencia.json del .zip no es válido.');
    expect(error.issues).toEqual(
      expect.arrayContaining([
        { path: 'clients.0.name', message: 'Debe ser un texto.' },
        { path: 'templates', message: 'El archivo agencia.json del .zip no es válido.' },
      ]),
    );
    await expectEmpty(target);
  });

  it('refuses a campaign archive its import refuses, naming it, and leaves the panel empty again', async () => {
    const entries = await entriesOf(exported);
    const last = entries.at(-1)!;
    const inner = await entriesOf(last.bytes);
    const files: Record<string, Buffer | string> = {};
    let title = '';
    for (const entry of inner) {
      if (entry.name !== 'campaign.json') files[entry.name] = entry.bytes;
      else {
        const file = JSON.parse(entry.bytes.toString('utf8'));
        title = file.campaign_title;
        file.days[0].blocks[0].stories[0].copy = '';
        files[entry.name] = JSON.stringify(file);
      }
    }
    const tampered: Record<string, Buffer | string> = {};
    for (const entry of entries) {
      tampered[entry.name] = entry === last ? zipOf(files, { level: 0 }) : entry.bytes;
    }
    const res = await importAgency(zipOf(tampered, { level: 0 }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toMatch(new RegExp(`^No se pudo importar la campaña «${title}»: `));
    expect(error.issues.length).toBeGreaterThan(0);
    await expectEmpty(target);
  });

  it('restores clients without logins, campaigns with their files and templates, e-mailing nobody', async () => {
    const res = await importAgency(exported);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ clients: 2, campaigns: 3, templates: 2, skippedTemplates: [] });

    const pick = (row: typeof clients.$inferSelect) => ({
      name: row.name,
      brandName: row.brandName,
      email: row.email,
      phone: row.phone,
      status: row.status,
      reminderMinutes: row.reminderMinutes,
      digestTime: row.digestTime,
    });
    const before = await source.database.db.select().from(clients).orderBy(asc(clients.email));
    const after = await target.database.db.select().from(clients).orderBy(asc(clients.email));
    expect(after.map(pick)).toEqual(before.map(pick));
    expect(after.map((row) => row.userId)).toEqual([null, null]);
    expect(after.map((row) => row.status).sort()).toEqual(['active', 'inactive']);

    const summary = (t: TestApp) =>
      t.database.db
        .select({
          title: campaigns.title,
          status: campaigns.status,
          requiresApproval: campaigns.requiresApproval,
          startDate: campaigns.startDate,
          dayCount: campaigns.dayCount,
          storyCount: campaigns.storyCount,
          brand: clients.brandName,
        })
        .from(campaigns)
        .innerJoin(clients, eq(clients.id, campaigns.clientId))
        .orderBy(asc(campaigns.title));
    const targetCampaigns = await summary(target);
    expect(targetCampaigns).toEqual(await summary(source));
    expect(targetCampaigns.map((c) => [c.title, c.status])).toEqual([
      ['Cosecha de otoño', 'active'],
      ['Rebajas de invierno', 'paused'],
      ['Semana del café', 'active'],
    ]);

    // The same days and stories (the JSON export of each campaign) and the same file bytes.
    const jsonOf = async (t: TestApp, cookie: string) => {
      const rows = await t.database.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .orderBy(asc(campaigns.title));
      return Promise.all(
        rows.map(async ({ id }) => {
          const exportRes = await t.request(`/api/admin/campaigns/${id}/export/json`, { cookie });
          return withoutMetadata((await exportRes.json()) as ExportedCampaignFile);
        }),
      );
    };
    expect(await jsonOf(target, targetAdmin.cookie)).toEqual(await jsonOf(source, admin.cookie));
    const media = await mediaByTitle(target);
    expect(media).toEqual(await mediaByTitle(source));
    expect(media['Semana del café']).toHaveLength(2);
    // The file two stories share is stored once again.
    const keys = await target.database.db.selectDistinct({ key: storyMedia.storageKey }).from(storyMedia);
    expect(keys).toHaveLength(2);

    const templates = await target.database.db
      .select({ name: campaignTemplates.name, description: campaignTemplates.description })
      .from(campaignTemplates)
      .orderBy(asc(campaignTemplates.name));
    expect(templates).toEqual([
      { name: 'Semana de lanzamiento', description: null },
      { name: 'Sorteo', description: 'Un sorteo' },
    ]);
    expect(await target.database.db.select().from(jobs).where(eq(jobs.type, 'mail.send'))).toEqual([]);
    const [audit] = await target.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'agency.imported'));
    expect(audit?.userId).toBe(targetAdmin.id);
  });

  it('refuses to import into a panel that has clients or campaigns (409)', async () => {
    const res = await importAgency(exported);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      'El panel ya tiene clientes o campañas: la importación completa solo se hace en un panel vacío',
    );
    expect(await target.database.db.select().from(campaigns)).toHaveLength(3);
  });
});

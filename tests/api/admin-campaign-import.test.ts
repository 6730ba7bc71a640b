import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { importCampaign } from '../../src/server/services/campaigns/import-campaign';
import { validateCampaignImport } from '../../src/shared/campaign-import/validate-campaign-import';
import { createClientRecord } from '../factories/clients';
import { createUser } from '../factories/users';
import { signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

const IMPORT = '/api/admin/campaigns/import';
const VALIDATION_MESSAGE = 'El archivo JSON contiene errores de validación';
const example = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.json'), 'utf8'),
) as Record<string, unknown>;

let t: TestApp;
let adminCookie: string;
let clientCookie: string;
let activeClient: { id: string; email: string; brandName: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { admin, client } = await signInUsers(t, { admin: { role: 'admin' }, client: {} }, '10.61.0');
  adminCookie = admin.cookie;
  clientCookie = client.cookie;
  const row = await createClientRecord(db, { name: 'Lucía Martín', brandName: 'Panadería Espiga' });
  activeClient = { id: row.id, email: row.email, brandName: row.brandName };
});
afterAll(() => t.cleanup());

function postImport(body: unknown, cookie: string | undefined = adminCookie) {
  return t.request(IMPORT, { method: 'POST', json: body, ...(cookie ? { cookie } : {}) });
}

/** Rows that an import writes, counted: nothing may change after a refused import. */
async function writtenRows() {
  const db = t.database.db;
  const [c] = await db.select({ n: count() }).from(campaigns);
  const [d] = await db.select({ n: count() }).from(campaignDays);
  const [s] = await db.select({ n: count() }).from(stories);
  const [j] = await db.select({ n: count() }).from(jobs);
  return { campaigns: c!.n, days: d!.n, stories: s!.n, jobs: j!.n };
}

const story = (n: number, copy = 'Texto de la historia') => ({
  number: n,
  copy,
  visual: 'Plano medio',
  type: 'TEXTO_PANTALLA',
});

/** A file with `dayCount` days of `perDay` stories each (one block per day), dates from 2027-01-01. */
function generatedFile(dayCount: number, perDay: number, copy?: (day: number, n: number) => string) {
  const start = Date.UTC(2027, 0, 1);
  return {
    campaign_title: `Generada ${dayCount}x${perDay} ${randomUUID().slice(0, 6)}`,
    start_date: '2027-01-01',
    days: Array.from({ length: dayCount }, (_, d) => ({
      date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
      theme: `Tema ${d + 1}`,
      blocks: [
        {
          block_name: 'Mañana',
          stories: Array.from({ length: perDay }, (_, i) => story(i + 1, copy?.(d, i + 1))),
        },
      ],
    })),
  };
}

describe('POST /api/admin/campaigns/import: a valid file', () => {
  it('creates the campaign, its days and stories, normalised, and e-mails the client', async () => {
    const file = structuredClone(example) as { days: { blocks: { stories: Record<string, unknown>[] }[] }[] };
    // Normalisations the example does not need: an unknown type, a dropped sticker, stray notes.
    const extra = file.days[3]!.blocks[1]!.stories;
    extra.push(
      {
        number: 4,
        copy: 'Reel',
        visual: 'v',
        type: 'REEL',
        sticker: { type: 'link', url: 'https://x.test' },
      },
      {
        number: 5,
        copy: 'Legado',
        visual: 'v',
        type: 'EL_HABLANDO',
        sticker: '[object Object]',
        notes: 'Sticker: [object Object]',
      },
    );
    const before = await writtenRows();
    const res = await postImport({ clientId: activeClient.id, campaign: file });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      campaign: {
        title: 'Semana de la Masa Madre — Panadería Espiga',
        clientId: activeClient.id,
        startDate: '2027-02-01',
        endDate: '2027-02-04',
        status: 'active',
      },
      totalDays: 4,
      totalStories: 14,
      notification: { to: activeClient.email, delivered: true },
    });
    const campaignId = body.campaign.id as string;
    const db = t.database.db;

    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({
      clientId: activeClient.id,
      status: 'active',
      source: 'import',
      startDate: '2027-02-01',
      endDate: '2027-02-04',
      description: expect.stringContaining('masa madre de 48 horas'),
      manychatKeyword: 'TALLER',
      manychatLandingUrl: 'https://panaderiaespiga.example/taller',
      manychatTags: ['taller', 'masa-madre'],
      manychatFollowUpSequence: [
        { delay_hours: 2, message: expect.any(String) },
        { delay_hours: 24, message: expect.any(String) },
      ],
      launchPlan: null,
    });

    const days = await db
      .select()
      .from(campaignDays)
      .where(eq(campaignDays.campaignId, campaignId))
      .orderBy(asc(campaignDays.dayOrder));
    expect(days.map((d) => [d.dayOrder, d.title, d.date, d.theme])).toEqual([
      [1, 'Día 1', '2027-02-01', 'Presentación: qué es la masa madre'],
      [2, 'Día 2', '2027-02-02', 'El proceso de 48 horas'],
      [3, 'Día 3', '2027-02-03', 'Lo que dicen nuestros clientes'],
      [4, 'Día 4', '2027-02-04', 'Taller de panificación del sábado'],
    ]);

    const rows = await db
      .select()
      .from(stories)
      .where(
        inArray(
          stories.campaignDayId,
          days.map((d) => d.id),
        ),
      );
    expect(rows).toHaveLength(14);
    const byKey = new Map(
      rows.map((r) => [`${days.find((d) => d.id === r.campaignDayId)!.dayOrder}-${r.storyNumber}`, r]),
    );
    expect(byKey.get('1-1')).toMatchObject({
      title: 'Historia 1',
      copyText: 'Esta semana te contamos por qué nuestro pan tarda 48 horas en estar listo 🍞',
      originalCopy: 'Esta semana te contamos por qué nuestro pan tarda 48 horas en estar listo 🍞',
      storyType: 'TEXTO_PANTALLA',
      timeBlock: 'Mañana',
      stickerInfo: { type: 'poll', options: ['¡Cuéntamelo!', 'Ya soy fan de la masa madre'], prompt: null },
      notes: null,
      scheduledDate: '2027-02-01',
      scheduledTime: '08:30',
      isPosted: false,
      postedAt: null,
    });
    // A sticker given as a JSON string is stored as an object.
    expect(byKey.get('1-3')!.stickerInfo).toEqual({
      type: 'question',
      options: null,
      prompt: 'Pregúntale a Lucía',
    });
    expect(byKey.get('4-1')!.stickerInfo).toEqual({
      type: 'slider',
      options: null,
      prompt: '¿Cuántas ganas tienes?',
      emoji: '🔥',
    });
    expect(byKey.get('1-2')!.notes).toBe(
      'Grabar en vertical con el micro de solapa. Repetir la toma si se oye la amasadora.',
    );
    expect(byKey.get('4-4')).toMatchObject({
      storyType: 'TEXTO_PANTALLA',
      stickerInfo: null,
      timeBlock: 'Noche',
    });
    expect(byKey.get('4-5')).toMatchObject({ storyType: 'EL_HABLANDO', stickerInfo: null, notes: null });
    // Stored as a jsonb object, not as a JSON string.
    const [raw] = await db
      .select({ kind: sql<string>`jsonb_typeof(${stories.stickerInfo})` })
      .from(stories)
      .where(eq(stories.id, byKey.get('1-3')!.id));
    expect(raw!.kind).toBe('object');

    // The campaign-created e-mail went out (log transport) with the campaign link.
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .innerJoin(jobs, eq(jobs.id, mailOutbox.jobId))
      .where(sql`${jobs.payload} -> 'meta' ->> 'campaignId' = ${campaignId}`);
    expect(mail!.mail_outbox).toMatchObject({
      toAddress: activeClient.email,
      subject: 'Nueva campaña para Panadería Espiga: Semana de la Masa Madre — Panadería Espiga',
    });
    expect(mail!.jobs.status).toBe('succeeded');
    expect(mail!.mail_outbox.textBody).toContain(`http://localhost:3000/dashboard/campaigns/${campaignId}`);
    expect(mail!.mail_outbox.textBody).toContain('Inicio: 01/02/2027');
    expect(mail!.mail_outbox.textBody).toContain('Fin: 04/02/2027');
    expect(mail!.mail_outbox.htmlBody).toContain('Semana de la Masa Madre — Panadería Espiga');

    const after = await writtenRows();
    expect(after.campaigns - before.campaigns).toBe(1);
    expect(after.days - before.days).toBe(4);
    expect(after.stories - before.stories).toBe(14);
  });

  it('escapes what the file says in the HTML e-mail', async () => {
    const file = generatedFile(1, 1);
    file.campaign_title = '<script>alert("x")</script> & amigos';
    const res = await postImport({ clientId: activeClient.id, campaign: file });
    expect(res.status).toBe(201);
    const { campaign } = await res.json();
    const [mail] = await t.database.db
      .select({ html: mailOutbox.htmlBody })
      .from(mailOutbox)
      .innerJoin(jobs, eq(jobs.id, mailOutbox.jobId))
      .where(sql`${jobs.payload} -> 'meta' ->> 'campaignId' = ${campaign.id}`);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; amigos');
  });

  // 7,200 stories: as bind parameters, one per value, they would be far over PostgreSQL's 65,535 per statement.
  it('writes the largest campaign allowed (120 days x 60 stories)', async () => {
    const res = await postImport({ clientId: activeClient.id, campaign: generatedFile(120, 60) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ totalDays: 120, totalStories: 7200, campaign: { endDate: '2027-04-30' } });
    const [n] = await t.database.db
      .select({ n: count() })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(eq(campaignDays.campaignId, body.campaign.id));
    expect(n!.n).toBe(7200);
    // Every story sits under its own day, with that day's date: 120 days of 60 stories numbered 1..60.
    const perDay = await t.database.db
      .select({
        dayOrder: campaignDays.dayOrder,
        date: campaignDays.date,
        stories: count(),
        scheduledDates: sql<number>`count(distinct ${stories.scheduledDate})::int`,
        sameDate: sql<boolean>`bool_and(${stories.scheduledDate} = ${campaignDays.date})`,
        numbers: sql<string>`string_agg(${stories.storyNumber}::text, ',' order by ${stories.storyNumber})`,
      })
      .from(campaignDays)
      .innerJoin(stories, eq(stories.campaignDayId, campaignDays.id))
      .where(eq(campaignDays.campaignId, body.campaign.id))
      .groupBy(campaignDays.id)
      .orderBy(asc(campaignDays.dayOrder));
    const numbers = Array.from({ length: 60 }, (_, i) => i + 1).join(',');
    expect(perDay).toHaveLength(120);
    perDay.forEach((day, i) => {
      expect(day).toEqual({
        dayOrder: i + 1,
        date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
        stories: 60,
        scheduledDates: 1,
        sameDate: true,
        numbers,
      });
    });
  });

  it('accepts a body over the default 1 MB limit (up to the 2 MB file limit)', async () => {
    const file = generatedFile(5, 60, () => 'x'.repeat(5_000));
    const size = JSON.stringify({ clientId: activeClient.id, campaign: file }).length;
    expect(size).toBeGreaterThan(1_048_576);
    expect(size).toBeLessThan(2 * 1_048_576);
    const res = await postImport({ clientId: activeClient.id, campaign: file });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/admin/campaigns/import: refused files write nothing', () => {
  // biome-ignore lint/suspicious/noExplicitAny: each case mutates an arbitrary path of the parsed example file.
  const cases: [string, (file: Record<string, any>) => void, string][] = [
    ['no campaign_title', (f) => delete f.campaign_title, 'El campo "campaign_title" es obligatorio'],
    ['no start_date', (f) => delete f.start_date, 'El campo "start_date" es obligatorio'],
    ['days not an array', (f) => (f.days = {}), 'El campo "days" debe ser una lista (array)'],
    ['a day without date', (f) => delete f.days[1].date, 'Día 2: el campo "date" es obligatorio'],
    ['a day without theme', (f) => delete f.days[0].theme, 'Día 1: el campo "theme" es obligatorio'],
    [
      'blocks not an array',
      (f) => (f.days[2].blocks = 'x'),
      'Día 3: el campo "blocks" debe ser una lista (array)',
    ],
    [
      'a block without name',
      (f) => delete f.days[1].blocks[1].block_name,
      'Día 2, bloque 2: el campo "block_name" es obligatorio',
    ],
    [
      'stories not an array',
      (f) => (f.days[0].blocks[0].stories = null),
      'Día 1, bloque 1: el campo "stories" debe ser una lista (array)',
    ],
    [
      'number not a number',
      (f) => (f.days[1].blocks[0].stories[1].number = 'dos'),
      'Día 2, bloque 1, historia 2: el campo "number" debe ser un número',
    ],
    [
      'no copy',
      (f) => delete f.days[3].blocks[0].stories[1].copy,
      'Día 4, bloque 1, historia 2: el campo "copy" es obligatorio',
    ],
    [
      'no visual',
      (f) => (f.days[0].blocks[1].stories[0].visual = ''),
      'Día 1, bloque 2, historia 1: el campo "visual" es obligatorio',
    ],
    [
      'no type',
      (f) => delete f.days[2].blocks[0].stories[0].type,
      'Día 3, bloque 1, historia 1: el campo "type" es obligatorio',
    ],
    [
      'an impossible date',
      (f) => (f.days[0].date = '2027-02-30'),
      'Día 1: el campo "date" debe ser una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-02)',
    ],
    [
      'a bad story number',
      (f) => (f.days[0].blocks[0].stories[0].number = 0),
      'Día 1, bloque 1, historia 1: el campo "number" debe ser un número entero entre 1 y 9999',
    ],
  ];

  for (const [name, mutate, message] of cases) {
    it(`400 for ${name}`, async () => {
      const file = structuredClone(example);
      mutate(file);
      const before = await writtenRows();
      const res = await postImport({ clientId: activeClient.id, campaign: file });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error).toMatchObject({ code: 'INVALID_REQUEST', message: VALIDATION_MESSAGE });
      expect(error.issues.map((i: { message: string }) => i.message)).toContain(message);
      expect(await writtenRows()).toEqual(before);
    });
  }

  it('400 for a campaign that is not an object', async () => {
    const res = await postImport({ clientId: activeClient.id, campaign: 'texto' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe(VALIDATION_MESSAGE);
    expect(error.issues).toEqual([
      {
        path: '',
        message:
          'El archivo debe contener un objeto JSON con los campos "campaign_title", "start_date" y "days"',
      },
    ]);
  });

  it('400 without a client', async () => {
    for (const body of [{ campaign: example }, { clientId: 'no-es-un-uuid', campaign: example }]) {
      const res = await postImport(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe('Por favor selecciona un cliente antes de importar');
    }
  });

  it(`400 over ${120} days or ${60} stories in a day`, async () => {
    const before = await writtenRows();
    const days = await postImport({ clientId: activeClient.id, campaign: generatedFile(121, 1) });
    expect(days.status).toBe(400);
    expect((await days.json()).error.issues).toEqual([
      { path: 'days', message: 'La campaña tiene 121 días y el máximo permitido es 120' },
    ]);
    const perDay = generatedFile(3, 60);
    perDay.days[2]!.blocks.push({ block_name: 'Noche', stories: [story(61)] });
    const tooMany = await postImport({ clientId: activeClient.id, campaign: perDay });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.issues).toEqual([
      { path: 'days.2.blocks', message: 'Día 3: tiene 61 historias y el máximo permitido por día es 60' },
    ]);
    expect(await writtenRows()).toEqual(before);
  });

  it('413 with a Spanish message for a file over 2 MB', async () => {
    const before = await writtenRows();
    const file = generatedFile(8, 60, () => 'x'.repeat(5_000));
    const res = await postImport({ clientId: activeClient.id, campaign: file });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El archivo supera el tamaño máximo de 2 MB.',
    });
    expect(await writtenRows()).toEqual(before);
  });

  it('keeps the default 1 MB limit on other routes', async () => {
    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie: adminCookie,
      json: { currentPassword: 'x', newPassword: 'y'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe('La petición es demasiado grande.');
  });
});

describe('POST /api/admin/campaigns/import: who and for whom', () => {
  it('401 without a session, 403 for a client', async () => {
    const anonymous = await postImport({ clientId: activeClient.id, campaign: example }, '');
    expect(anonymous.status).toBe(401);
    const asClient = await postImport({ clientId: activeClient.id, campaign: example }, clientCookie);
    expect(asClient.status).toBe(403);
    expect((await asClient.json()).error.code).toBe('FORBIDDEN');
  });

  it('404 for an unknown client', async () => {
    const before = await writtenRows();
    const res = await postImport({ clientId: randomUUID(), campaign: example });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Cliente no encontrado');
    expect(await writtenRows()).toEqual(before);
  });

  it('409 for an inactive or pending client', async () => {
    for (const status of ['inactive', 'pending'] as const) {
      const client = await createClientRecord(t.database.db, { status });
      const before = await writtenRows();
      const res = await postImport({ clientId: client.id, campaign: example });
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(
        'Solo se pueden importar campañas para clientes activos. Activa el cliente antes de importar.',
      );
      expect(await writtenRows()).toEqual(before);
    }
  });
});

describe('POST /api/admin/campaigns/import: all or nothing', () => {
  it('a failure on the last story of the largest file leaves no campaign, day, story or e-mail', async () => {
    const db = t.database.db;
    // Injected fault: a constraint only this test adds, violated by the very last story of the file.
    await db.execute(
      sql`alter table stories add constraint test_import_fault check (copy_text <> 'FALLO-INYECTADO')`,
    );
    try {
      const file = generatedFile(120, 60, (d, n) => (d === 119 && n === 60 ? 'FALLO-INYECTADO' : 'Texto'));
      const before = await writtenRows();
      const res = await postImport({ clientId: activeClient.id, campaign: file });
      expect(res.status).toBe(500);
      expect(await writtenRows()).toEqual(before);
      const [left] = await db
        .select({ n: count() })
        .from(campaigns)
        .where(eq(campaigns.title, file.campaign_title));
      expect(left!.n).toBe(0);
    } finally {
      await db.execute(sql`alter table stories drop constraint test_import_fault`);
    }
  });

  it("runs inside a caller's transaction (the AI pipeline): committed with it, rolled back with it", async () => {
    const db = t.database.db;
    const validation = validateCampaignImport(generatedFile(2, 3));
    if (!validation.ok) throw new Error('the generated file must be valid');
    const input = { clientId: activeClient.id, campaign: validation.campaign, source: 'ai' as const };

    const before = await writtenRows();
    await expect(
      db.transaction(async (tx) => {
        await importCampaign(tx, input);
        throw new Error('the caller fails after the import');
      }),
    ).rejects.toThrow('the caller fails after the import');
    expect(await writtenRows()).toEqual(before);

    const result = await db.transaction((tx) => importCampaign(tx, input));
    expect(result).toMatchObject({ totalDays: 2, totalStories: 6, client: { id: activeClient.id } });
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, result.campaignId));
    expect(row).toMatchObject({ source: 'ai', status: 'active' });
  });

  it('a failed e-mail does not undo the import: the answer says so and the job stays queued', async () => {
    // A second app on the same database whose SMTP server refuses connections.
    const broken = await createTestApp({ database: t.database, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const admin = await createUser(t.database.db, { role: 'admin' });
    const cookie = (await broken.signIn(admin.email, admin.password, '10.61.0.9')).cookie!;
    const res = await broken.request(IMPORT, {
      method: 'POST',
      cookie,
      json: { clientId: activeClient.id, campaign: generatedFile(2, 2) },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.notification).toMatchObject({
      to: activeClient.email,
      delivered: false,
      error: expect.any(String),
    });
    const [campaign] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, body.campaign.id));
    expect(campaign).toBeDefined();
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} -> 'meta' ->> 'campaignId' = ${body.campaign.id}`);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { storyMedia } from '../../src/server/db/schema/media';
import { ffmpegPath } from '../../src/server/media/probe/media-binaries';
import {
  withAliases,
  withDeclaredSize,
  zipOf,
} from '../../src/server/services/campaigns/campaign-zip/testing/zip-fixtures';
import { CAMPAIGN_ZIP_STAGING_FOLDER } from '../../src/server/services/campaigns/import-campaign-zip';
import { validImportFile } from '../../src/shared/campaign-import/testing/valid-file';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

const IMPORT_ZIP = '/api/admin/campaigns/import-zip';
/** Small, so the 413 needs no large body; twice this is the declared-size limit (4 MB). */
const ZIP_LIMIT = 2 * 1024 * 1024;
const run = promisify(execFile);

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let storyJpeg: Buffer;
let squarePng: Buffer;
let storyMp4: Buffer;

beforeAll(async () => {
  t = await createTestApp({ env: { CAMPAIGN_ZIP_MAX_BYTES: String(ZIP_LIMIT) } });
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.62.0'));
  storyJpeg = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  squarePng = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
  const fixtures = mkdtempSync(path.join(tmpdir(), 'zip-fixtures-'));
  try {
    const mp4 = path.join(fixtures, 'story.mp4');
    await run(ffmpegPath(), [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=540x960:rate=25', '-t', '2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', mp4],
    ]);
    storyMp4 = readFileSync(mp4);
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
}, 60_000);
afterAll(() => t.cleanup());

type Story = Record<string, unknown>;
/** The valid file (2 days: 3 stories on day 1 in blocks «Mañana» and «Tarde», 1 on day 2) with `media` set. */
function campaignWith(media: Record<string, unknown[]>) {
  const file = validImportFile();
  const at: Record<string, Story> = {
    d1s1: file.days[0]!.blocks[0]!.stories[0]! as Story,
    d1s2: file.days[0]!.blocks[0]!.stories[1]! as Story,
    d2s1: file.days[1]!.blocks[0]!.stories[0]! as Story,
  };
  for (const [story, names] of Object.entries(media)) at[story]!.media = names;
  return file;
}

function postZip(
  body: Uint8Array,
  options: { cookie?: string | null; clientId?: string; headers?: Record<string, string> } = {},
) {
  const cookie = options.cookie === undefined ? admin.cookie : options.cookie;
  return t.request(`${IMPORT_ZIP}?clientId=${options.clientId ?? owner.clientId}`, {
    method: 'POST',
    ...(cookie ? { cookie } : {}),
    headers: { 'content-type': 'application/zip', ...options.headers },
    body: new Uint8Array(body),
  });
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; issues?: { path: string; message: string }[] };
    }
  ).error;
}

/** What an import writes, counted, with the storage's keys: nothing may change after a refused import. */
async function written() {
  const db = t.database.db;
  const [c] = await db.select({ n: count() }).from(campaigns);
  const [s] = await db.select({ n: count() }).from(stories);
  const [m] = await db.select({ n: count() }).from(storyMedia);
  const keys: string[] = [];
  for await (const object of t.deps.media.storage.list('media/')) keys.push(object.key);
  return { campaigns: c!.n, stories: s!.n, media: m!.n, keys: keys.sort() };
}

/** The staging folder of the .zip imports holds nothing once an import has answered. */
function stagingLeft(): string[] {
  try {
    return readdirSync(path.join(t.deps.media.stagingDir, CAMPAIGN_ZIP_STAGING_FOLDER));
  } catch {
    return [];
  }
}

/** Every file name under DATA_DIR (storage, staging, database files). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.basename(name));
}

describe('POST /api/admin/campaigns/import-zip: a valid .zip', () => {
  it('creates the campaign with each story’s files in order, thumbnails, and files readable by the client', async () => {
    const file = campaignWith({
      d1s1: ['dia1-historia1.jpg', 'media/cuadrada.png'],
      d2s1: ['media/dia2/video.mp4'],
    });
    const zip = zipOf(
      {
        'campaign.json': JSON.stringify(file),
        'dia1-historia1.jpg': storyJpeg,
        'media/cuadrada.png': squarePng,
        'media/dia2/video.mp4': storyMp4,
        'notas.txt': 'no lo nombra ninguna historia',
        '__MACOSX/._dia1-historia1.jpg': 'metadatos',
      },
      { level: 0 },
    );
    expect(zip.length).toBeLessThan(ZIP_LIMIT);
    const res = await postZip(zip);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      campaign: { title: 'Lanzamiento Blend Nº 7', clientId: owner.clientId, status: 'active' },
      totalDays: 2,
      totalStories: 4,
      totalMedia: 3,
      ignoredFiles: ['notas.txt'],
      ignoredFileCount: 1,
      notification: { to: owner.email, delivered: true },
    });

    const db = t.database.db;
    const rows = await db
      .select({
        storyNumber: stories.storyNumber,
        dayOrder: campaignDays.dayOrder,
        media: storyMedia,
      })
      .from(storyMedia)
      .innerJoin(stories, eq(stories.id, storyMedia.storyId))
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(eq(campaignDays.campaignId, body.campaign.id))
      .orderBy(asc(campaignDays.dayOrder), asc(stories.storyNumber), asc(storyMedia.position));
    expect(
      rows.map((r) => [r.dayOrder, r.storyNumber, r.media.position, r.media.kind, r.media.originalName]),
    ).toEqual([
      [1, 1, 1, 'image', 'dia1-historia1.jpg'],
      [1, 1, 2, 'image', 'cuadrada.png'],
      [2, 1, 1, 'video', 'video.mp4'],
    ]);
    const [jpeg, png, mp4] = rows.map((r) => r.media);
    expect(jpeg).toMatchObject({ mimeType: 'image/jpeg', width: 1080, height: 1920, flags: [] });
    expect(jpeg!.sizeBytes).toBe(storyJpeg.length);
    expect(png!.flags.map((f) => f.code).sort()).toEqual(['ASPECT_RATIO', 'LOW_RESOLUTION']);
    expect(mp4).toMatchObject({ mimeType: 'video/mp4', width: 540, height: 960, videoCodec: 'h264' });
    expect(mp4!.durationMs).toBeGreaterThan(1500);
    for (const row of rows) {
      expect(row.media.uploadedBy).toBe(admin.id);
      expect(row.media.thumbnailKey).toMatch(/\.thumb\.webp$/);
      // Stored by content (decision 029): the key is the SHA-256 of the bytes.
      expect(row.media.storageKey).toMatch(/^media\/sha256\/[0-9a-f]{64}\.(jpg|png|mp4)$/);
    }

    // The client reads its files through the media API, byte for byte, and sees them in its campaign.
    const fileRes = await t.request(`/api/media/${mp4!.id}`, { cookie: owner.cookie });
    expect(fileRes.status).toBe(200);
    expect(Buffer.from(await fileRes.arrayBuffer()).equals(storyMp4)).toBe(true);
    const jpegRes = await t.request(`/api/media/${jpeg!.id}`, { cookie: admin.cookie });
    expect(Buffer.from(await jpegRes.arrayBuffer()).equals(storyJpeg)).toBe(true);
    const thumb = await t.request(`/api/media/${mp4!.id}/thumbnail`, { cookie: owner.cookie });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const detail = await t.request(`/api/campaigns/${body.campaign.id}`, { cookie: owner.cookie });
    const campaign = (
      (await detail.json()) as {
        campaign: { days: { stories: { media: { originalName: string }[] }[] }[] };
      }
    ).campaign;
    expect(campaign.days[0]!.stories[0]!.media.map((m) => m.originalName)).toEqual([
      'dia1-historia1.jpg',
      'cuadrada.png',
    ]);
    expect(stagingLeft()).toEqual([]);
  });

  it('imports examples/campaign-example.zip as it ships (the example the docs point to)', async () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.zip'));
    const res = await postZip(example);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      campaign: { title: 'Semana de la Masa Madre — Panadería Espiga', clientId: owner.clientId },
      totalDays: 4,
      totalMedia: 1,
      ignoredFileCount: 0,
    });
    const [media] = await t.database.db
      .select({ media: storyMedia })
      .from(storyMedia)
      .innerJoin(stories, eq(stories.id, storyMedia.storyId))
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(eq(campaignDays.campaignId, body.campaign.id));
    expect(media?.media).toMatchObject({
      originalName: 'dia1-historia1.jpg',
      mimeType: 'image/jpeg',
      width: 1080,
      height: 1920,
    });
  });

  it('takes the campaign from a compressed folder, and stores a file two stories name once for both', async () => {
    const file = campaignWith({ d1s1: ['portada.jpg'], d1s2: ['portada.jpg'] });
    const zip = zipOf(
      {
        'Campaña/': new Uint8Array(),
        'Campaña/datos.json': JSON.stringify(file),
        'Campaña/portada.jpg': storyJpeg,
      },
      { level: 0 },
    );
    const res = await postZip(zip);
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ totalMedia: 2, ignoredFiles: [], ignoredFileCount: 0 });
    const rows = await t.database.db
      .select({ key: storyMedia.storageKey })
      .from(storyMedia)
      .innerJoin(stories, eq(stories.id, storyMedia.storyId))
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(eq(campaignDays.campaignId, body.campaign.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.key)).size).toBe(1);
    expect(await t.deps.media.storage.stat(rows[0]!.key)).not.toBeNull();
  });
});

describe('POST /api/admin/campaigns/import-zip: refusals write nothing', () => {
  async function refused(zip: Uint8Array, status: number, options: Parameters<typeof postZip>[1] = {}) {
    const before = await written();
    const res = await postZip(zip, options);
    expect(res.status, await res.clone().text()).toBe(status);
    expect(await written()).toEqual(before);
    expect(stagingLeft()).toEqual([]);
    return errorOf(res);
  }

  it('names the day, block and story of a file missing from the .zip', async () => {
    const file = campaignWith({ d1s1: ['dia1-historia1.jpg'], d2s1: ['media/falta.mp4', 'tampoco.jpg'] });
    const error = await refused(
      zipOf({ 'campaign.json': JSON.stringify(file), 'dia1-historia1.jpg': storyJpeg }),
      400,
    );
    expect(error).toEqual({
      code: 'INVALID_REQUEST',
      message: 'El .zip contiene errores de validación',
      issues: [
        {
          path: 'days.1.blocks.0.stories.0.media.0',
          message: 'Día 2, bloque 1, historia 1: falta el archivo «media/falta.mp4» en el .zip',
        },
        {
          path: 'days.1.blocks.0.stories.0.media.1',
          message: 'Día 2, bloque 1, historia 1: falta el archivo «tampoco.jpg» en el .zip',
        },
      ],
    });
  });

  it('names the story of a file that is not an image or a video', async () => {
    const file = campaignWith({ d1s1: ['dia1-historia1.jpg'], d1s2: ['falsa.jpg'] });
    const error = await refused(
      zipOf({
        'campaign.json': JSON.stringify(file),
        'dia1-historia1.jpg': storyJpeg,
        'falsa.jpg': 'hola, no soy una imagen',
      }),
      400,
    );
    expect(error.issues).toEqual([
      {
        path: 'days.0.blocks.0.stories.1.media.0',
        message:
          'Día 1, bloque 1, historia 2: el archivo «falsa.jpg» no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV)',
      },
    ]);
  });

  it('answers the JSON’s problems exactly like the JSON import', async () => {
    const file = campaignWith({ d1s1: ['../fuera.jpg'] });
    delete (file.days[1]!.blocks[0]!.stories[0]! as Story).copy;
    const error = await refused(zipOf({ 'campaign.json': JSON.stringify(file) }), 400);
    expect(error.message).toBe('El archivo JSON contiene errores de validación');
    expect(error.issues?.map((i) => i.path)).toEqual([
      'days.0.blocks.0.stories.0.media.0',
      'days.1.blocks.0.stories.0.copy',
    ]);
    expect(error.issues?.[1]?.message).toBe('Día 2, bloque 1, historia 1: el campo "copy" es obligatorio');
  });

  it('says when the .zip holds no JSON, or several', async () => {
    expect((await refused(zipOf({ 'foto.jpg': storyJpeg }), 400)).message).toBe(
      'El .zip no contiene el JSON de la campaña: pon un único archivo .json en la raíz del .zip (por ejemplo, campaign.json).',
    );
    expect((await refused(zipOf({ 'a.json': '{}', 'b.json': '{}' }), 400)).message).toMatch(
      /^El \.zip contiene varios archivos \.json en la raíz \(a\.json, b\.json\)/,
    );
    expect((await refused(new TextEncoder().encode('esto no es un zip'), 400)).message).toBe(
      'El archivo no es un .zip válido o está dañado.',
    );
  });

  it('refuses a .zip over CAMPAIGN_ZIP_MAX_BYTES with 413, declared or counted', async () => {
    const big = zipOf({ 'campaign.json': '{}', 'grande.bin': randomBytes(ZIP_LIMIT) }, { level: 0 });
    const message = 'El .zip supera el tamaño máximo de 2 MB.';
    expect((await refused(big, 413)).message).toBe(message);
    expect((await refused(big, 413, { headers: { 'content-length': String(big.length) } })).message).toBe(
      message,
    );
  });

  it.each(['../../etc/passwd', '/abs.jpg', 'C:\\x.jpg'])(
    'refuses the entry name %j and writes nothing outside',
    async (name) => {
      const file = campaignWith({ d1s1: ['dia1-historia1.jpg'] });
      const zip = zipOf({
        'campaign.json': JSON.stringify(file),
        'dia1-historia1.jpg': storyJpeg,
        [name]: 'x',
      });
      const error = await refused(zip, 400);
      expect(error.message).toBe(
        `El .zip contiene un nombre de archivo no permitido («${name}»): se rechazan las rutas absolutas, con letra de unidad, con «..», con barras invertidas o con caracteres de control.`,
      );
      // The server writes only under DATA_DIR (storage, staging): no file there, nor where a naive join of the
      // staging folder and the name would point, has the entry's name.
      expect(
        filesUnder(t.deps.env.DATA_DIR).filter((f) => ['passwd', 'abs.jpg', 'C:\\x.jpg'].includes(f)),
      ).toEqual([]);
      const naive = path.join(t.deps.media.stagingDir, CAMPAIGN_ZIP_STAGING_FOLDER, 'import', name);
      expect(existsSync(naive), naive).toBe(false);
    },
  );

  it('refuses a zip bomb from its headers, fast, without inflating it', async () => {
    const bomb = zipOf(
      { 'campaign.json': '{}', 'ceros.bin': new Uint8Array(16 * 1024 * 1024) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    // yauzl inflates through zlib.createInflateRaw: a refusal from the headers never calls it.
    const inflate = vi.spyOn(zlib, 'createInflateRaw');
    const error = await refused(bomb, 400);
    expect(error.message).toBe(
      'El archivo «ceros.bin» del .zip se descomprime a más de 100 veces su tamaño: parece una bomba zip y se ha rechazado.',
    );
    expect(inflate).not.toHaveBeenCalled();
    inflate.mockRestore();
  });

  it('refuses entries that share their data (a zip bomb without recursion) before inflating any', async () => {
    // 1 MB of zeros that 900 entries point at: each alone passes the ratio check, together 900 MB.
    const names = Array.from({ length: 900 }, (_, i) => `media/${i}.jpg`);
    const file = campaignWith({ d1s1: names.slice(0, 3) });
    const kernel = zipOf(
      { 'campaign.json': JSON.stringify(file), 'media/0.jpg': new Uint8Array(1024 * 1024) },
      { level: 9 },
    );
    const bomb = withAliases(kernel, 'media/0.jpg', names.slice(1));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const error = await refused(bomb, 400);
    expect(error).toEqual({
      code: 'INVALID_REQUEST',
      message:
        'Los archivos «media/0.jpg» y «media/1.jpg» del .zip comparten los mismos datos comprimidos: parece una bomba zip y se ha rechazado.',
    });
  });

  it('stops a file whose header lies about its size while it inflates', async () => {
    const file = campaignWith({ d1s1: ['video.mp4'] });
    const honest = zipOf({
      'campaign.json': JSON.stringify(file),
      'video.mp4': new Uint8Array(600_000).fill(1),
    });
    const error = await refused(withDeclaredSize(honest, 'video.mp4', 10_000), 400);
    expect(error.message).toBe(
      'El archivo «video.mp4» del .zip está dañado o no tiene el tamaño que declara.',
    );
  });

  it('deletes the stored files again when the campaign cannot be written', async () => {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function test_zip_fault() returns trigger language plpgsql as $$
        begin raise exception 'fallo inyectado por la prueba'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger test_zip_fault before insert on story_media for each row execute function test_zip_fault()',
      ),
    );
    try {
      const file = campaignWith({ d1s1: ['dia1-historia1.jpg', 'media/cuadrada.png'] });
      const zip = zipOf({
        'campaign.json': JSON.stringify(file),
        'dia1-historia1.jpg': storyJpeg,
        'media/cuadrada.png': squarePng,
      });
      const error = await refused(zip, 500);
      expect(error.code).toBe('INTERNAL');
    } finally {
      await db.execute(sql.raw('drop trigger if exists test_zip_fault on story_media'));
      await db.execute(sql.raw('drop function if exists test_zip_fault()'));
    }
  });

  it('answers 404 for an unknown client and 409 for an inactive one, before reading the body', async () => {
    const zip = zipOf({ 'campaign.json': '{}' });
    expect((await refused(zip, 404, { clientId: '00000000-0000-4000-8000-000000000000' })).message).toBe(
      'Cliente no encontrado',
    );
    const db = t.database.db;
    await db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, owner.clientId!));
    try {
      expect((await refused(zip, 409)).code).toBe('CONFLICT');
    } finally {
      await db.update(clients).set({ status: 'active' }).where(eq(clients.id, owner.clientId!));
    }
  });

  it('is for admins only: 403 for a client, 401 without a session', async () => {
    const zip = zipOf({ 'campaign.json': '{}' });
    expect((await refused(zip, 403, { cookie: owner.cookie })).code).toBe('FORBIDDEN');
    expect((await refused(zip, 401, { cookie: null })).code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/admin/campaigns/import (JSON) and a story’s media', () => {
  it('refuses `media` in a plain JSON file: files come only in a .zip', async () => {
    const before = await written();
    const res = await t.request('/api/admin/campaigns/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { clientId: owner.clientId, campaign: campaignWith({ d1s1: ['foto.jpg'] }) },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues).toEqual([
      {
        path: 'days.0.blocks.0.stories.0.media',
        message:
          'Día 1, bloque 1, historia 1: el campo "media" nombra archivos, y los archivos solo pueden importarse en un .zip junto al JSON',
      },
    ]);
    expect(await written()).toEqual(before);
  });
});

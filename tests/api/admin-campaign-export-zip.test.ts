import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { campaignDays, stories } from '../../src/server/db/schema/campaigns';
import { storyMedia } from '../../src/server/db/schema/media';
import { zipOf } from '../../src/server/services/campaigns/campaign-zip/testing/zip-fixtures';
import type { ExportedCampaignFile } from '../../src/shared/campaign-export/exported-campaign-file';
import type { CampaignZipImportResponse } from '../../src/shared/campaign-import/response';
import { validImportFile } from '../../src/shared/campaign-import/testing/valid-file';
import { createCampaign } from '../factories/campaigns';
import { createClientRecord } from '../factories/clients';
import { type S3TestServer, s3MediaEnv, startS3TestServer } from '../setup/s3-test-server';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

interface ZipEntryRead {
  bytes: Buffer;
  compressionMethod: number;
}

/** Every entry of a .zip (read with yauzl, the importer's reader), in archive order. */
async function entriesOf(zip: Buffer): Promise<Map<string, ZipEntryRead>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true });
  const entries = new Map<string, ZipEntryRead>();
  try {
    for await (const entry of file.eachEntry()) {
      const stream = await file.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      entries.set(entry.fileName, {
        bytes: Buffer.concat(chunks),
        compressionMethod: entry.compressionMethod,
      });
    }
  } finally {
    file.close();
  }
  return entries;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The file without what differs between two exports of one campaign (its metadata). */
const withoutMetadata = ({ export: _metadata, ...file }: ExportedCampaignFile) => file;

/** The valid file whose first story names two files and whose day-2 story names the first of them again. */
function campaignNaming() {
  const file = validImportFile();
  const [day1, day2] = file.days;
  const first = day1!.blocks[0]!.stories[0] as Record<string, unknown>;
  first.media = ['fotos/portada.jpg', 'detalle.png'];
  (day1!.blocks[1]!.stories[0] as Record<string, unknown>).media = ['cierre.jpg'];
  (day2!.blocks[0]!.stories[0] as Record<string, unknown>).media = ['fotos/portada.jpg'];
  return file;
}

describe.each(['local', 's3'] as const)(
  'GET /api/admin/campaigns/{id}/export/zip on %s storage',
  (driver) => {
    let t: TestApp;
    let s3: S3TestServer | null = null;
    let admin: SignedInUser;
    let owner: SignedInUser;
    let files: Record<string, Buffer>;

    beforeAll(async () => {
      s3 = driver === 's3' ? await startS3TestServer() : null;
      t = await createTestApp({ env: s3MediaEnv(s3) });
      ({ admin, owner } = await signInUsers(
        t,
        { admin: { role: 'admin' }, owner: {} },
        driver === 'local' ? '10.142.0' : '10.142.1',
      ));
      const image = (background: string) =>
        sharp({ create: { width: 1080, height: 1920, channels: 3, background } });
      files = {
        'fotos/portada.jpg': await image('#16a085').jpeg().toBuffer(),
        'detalle.png': await image('#2c3e50').png().toBuffer(),
        'cierre.jpg': await image('#c0392b').jpeg().toBuffer(),
      };
    }, 60_000);
    afterAll(async () => {
      await t?.cleanup();
      await s3?.close();
    });

    const storage = () => t.deps.media.storage;
    const exportZip = (campaignId: string, cookie: string | null = admin.cookie) =>
      t.request(`/api/admin/campaigns/${campaignId}/export/zip`, cookie ? { cookie } : {});
    const importZip = async (clientId: string, zip: Uint8Array) => {
      const res = await t.request(`/api/admin/campaigns/import-zip?clientId=${clientId}`, {
        method: 'POST',
        cookie: admin.cookie,
        headers: { 'content-type': 'application/zip' },
        body: new Uint8Array(zip),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as CampaignZipImportResponse;
    };
    const storedKeys = async () => {
      const keys: string[] = [];
      for await (const object of storage().list('media/')) keys.push(object.key);
      return keys.sort();
    };
    /** The whole export, checked against its headers; its entries and its JSON. */
    const exported = async (campaignId: string) => {
      const res = await exportZip(campaignId);
      expect(res.status, await res.clone().text()).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      const entries = await entriesOf(bytes);
      const json = JSON.parse(entries.get('campaign.json')!.bytes.toString('utf8')) as ExportedCampaignFile;
      return { res, bytes, entries, json };
    };

    it('exports a zip the .zip import reads back: one entry per stored file, the same JSON and bytes again', async () => {
      const zip = zipOf({ 'campaign.json': JSON.stringify(campaignNaming()), ...files }, { level: 0 });
      const first = await importZip(owner.clientId!, zip);
      expect(first.totalMedia).toBe(4);
      const keysAfterImport = await storedKeys();

      const { res, bytes, entries, json } = await exported(first.campaign.id);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="campana-lanzamiento-blend-no-7-2026-03-02.zip"',
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      // The photo two stories name is one entry; every entry stored, not compressed.
      expect([...entries.keys()]).toEqual([
        'campaign.json',
        'media/dia1-historia1-1.jpg',
        'media/dia1-historia1-2.png',
        'media/dia1-historia3-1.jpg',
      ]);
      expect([...entries.values()].map((entry) => entry.compressionMethod)).toEqual([0, 0, 0, 0]);
      expect(entries.get('media/dia1-historia1-1.jpg')!.bytes.equals(files['fotos/portada.jpg']!)).toBe(true);
      expect(entries.get('media/dia1-historia1-2.png')!.bytes.equals(files['detalle.png']!)).toBe(true);
      expect(entries.get('media/dia1-historia3-1.jpg')!.bytes.equals(files['cierre.jpg']!)).toBe(true);
      const media = json.days.map((day) => day.blocks.flatMap((block) => block.stories.map((s) => s.media)));
      expect(media).toEqual([
        [
          ['media/dia1-historia1-1.jpg', 'media/dia1-historia1-2.png'],
          undefined,
          ['media/dia1-historia3-1.jpg'],
        ],
        [['media/dia1-historia1-1.jpg']],
      ]);
      expect(json.export).toMatchObject({ format: 1, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      // Imported for another client: the same campaign, the same objects (stored once per content, nothing new).
      const other = await createClientRecord(t.database.db);
      const second = await importZip(other.id, bytes);
      expect(second).toMatchObject({ totalStories: first.totalStories, totalMedia: 4, ignoredFileCount: 0 });
      expect(await storedKeys()).toEqual(keysAfterImport);

      const again = await exported(second.campaign.id);
      expect(withoutMetadata(again.json)).toEqual(withoutMetadata(json));
      const digests = (read: Map<string, ZipEntryRead>) =>
        [...read].filter(([name]) => name !== 'campaign.json').map(([name, e]) => [name, sha256(e.bytes)]);
      expect(digests(again.entries)).toEqual(digests(entries));
    });

    it('answers 409 naming the story before sending anything when a file is missing from storage', async () => {
      const lost = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#8e44ad' } })
        .jpeg()
        .toBuffer();
      const file = validImportFile();
      (file.days[1]!.blocks[0]!.stories[0] as Record<string, unknown>).media = ['perdida.jpg'];
      const { campaign } = await importZip(
        owner.clientId!,
        zipOf({ 'campaign.json': JSON.stringify(file), 'perdida.jpg': lost }, { level: 0 }),
      );
      const [row] = await t.database.db
        .select({ key: storyMedia.storageKey })
        .from(storyMedia)
        .innerJoin(stories, eq(stories.id, storyMedia.storyId))
        .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
        .where(eq(campaignDays.campaignId, campaign.id));
      await storage().delete([row!.key]);
      const get = vi.spyOn(storage(), 'get');
      try {
        const res = await exportZip(campaign.id);
        expect(res.status).toBe(409);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({
          error: {
            code: 'CONFLICT',
            message:
              'No se puede exportar la campaña: falta en el almacenamiento el archivo «perdida.jpg» de Día 2, historia 1. Quítalo de la historia o vuelve a subirlo, y exporta de nuevo.',
          },
        });
        expect(get).not.toHaveBeenCalled();
      } finally {
        get.mockRestore();
      }
    });

    it('refuses (409) a campaign whose story has more files than the .zip import takes', async () => {
      const made = await createCampaign(t.database.db, {
        clientId: owner.clientId!,
        startDate: '2027-05-03',
        days: 1,
        storiesPerDay: 1,
      });
      const key = `media/sha256/${randomBytes(32).toString('hex')}.jpg`;
      await storage().put(key, Readable.from([files['cierre.jpg']!]), { contentType: 'image/jpeg' });
      await t.database.db.insert(storyMedia).values(
        Array.from({ length: 11 }, (_, i) => ({
          id: randomUUID(),
          storyId: made.storyIds[0]!,
          position: i + 1,
          kind: 'image' as const,
          mimeType: 'image/jpeg',
          originalName: `foto-${i + 1}.jpg`,
          sizeBytes: files['cierre.jpg']!.length,
          storageKey: key,
        })),
      );
      const res = await exportZip(made.campaignId);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'No se puede exportar la campaña como .zip: Día 1, historia 1 tiene 11 archivos y una historia admite como máximo 10 al importar el .zip. Quita alguno y vuelve a exportar, o expórtala en JSON.',
      );
    });

    it('is the agency’s only: 401 without a session, 403 to a client, 404 for an unknown campaign', async () => {
      const made = await createCampaign(t.database.db, {
        clientId: owner.clientId!,
        startDate: '2027-06-07',
        days: 1,
        storiesPerDay: 1,
      });
      expect((await exportZip(made.campaignId, null)).status).toBe(401);
      expect((await exportZip(made.campaignId, owner.cookie)).status).toBe(403);
      expect((await exportZip(randomUUID())).status).toBe(404);
      expect((await exportZip('no-es-un-id')).status).toBe(404);
      // A campaign without files: the JSON alone, no media.
      const { entries, json } = await exported(made.campaignId);
      expect([...entries.keys()]).toEqual(['campaign.json']);
      expect(JSON.stringify(json)).not.toContain('"media"');
    });

    describe('streaming', () => {
      let server: ServerType;
      let base: string;
      let campaignId: string;

      beforeAll(async () => {
        server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
        await new Promise<void>((resolve) => server.once('listening', () => resolve()));
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        // Two files of 8 MB of noise (the export does not probe), far more than any buffer on the way.
        const made = await createCampaign(t.database.db, {
          clientId: owner.clientId!,
          startDate: '2027-07-05',
          days: 1,
          storiesPerDay: 2,
        });
        campaignId = made.campaignId;
        for (const [index, storyId] of made.storyIds.entries()) {
          const key = `media/sha256/${randomBytes(32).toString('hex')}.mp4`;
          const bytes = randomBytes(8 * 1024 * 1024);
          await storage().put(key, Readable.from([bytes]), { contentType: 'video/mp4' });
          await t.database.db.insert(storyMedia).values({
            id: randomUUID(),
            storyId,
            position: 1,
            kind: 'video',
            mimeType: 'video/mp4',
            originalName: `video-${index + 1}.mp4`,
            sizeBytes: bytes.length,
            storageKey: key,
          });
        }
      });
      afterAll(async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });

      /** Spies on storage reads, keeping every stream handed out. */
      const watchReads = () => {
        const opened: Readable[] = [];
        const original = storage().get.bind(storage());
        const spy = vi.spyOn(storage(), 'get').mockImplementation(async (key, range) => {
          const stream = await original(key, range);
          opened.push(stream);
          return stream;
        });
        return { opened, restore: () => spy.mockRestore() };
      };

      it('a client that disconnects mid-download destroys the storage stream being read, and opens no other', async () => {
        const reads = watchReads();
        try {
          const received = await new Promise<number>((resolve, reject) => {
            const req = httpRequest(`${base}/api/admin/campaigns/${campaignId}/export/zip`, {
              headers: { cookie: admin.cookie },
            });
            req.on('response', (res) => {
              if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
              expect(Number(res.headers['content-length'])).toBeGreaterThan(16 * 1024 * 1024);
              res.once('data', (chunk: Buffer) => {
                req.destroy();
                resolve(chunk.length);
              });
            });
            req.on('error', () => {});
            req.end();
          });
          expect(received).toBeGreaterThan(0);
          await vi.waitFor(() => {
            expect(reads.opened).toHaveLength(1);
            expect(reads.opened[0]!.destroyed).toBe(true);
          });
        } finally {
          reads.restore();
        }
      });

      it('a download reads every storage stream to its end; a HEAD lets its first file go at once', async () => {
        const reads = watchReads();
        try {
          const res = await fetch(`${base}/api/admin/campaigns/${campaignId}/export/zip`, {
            headers: { cookie: admin.cookie },
          });
          const bytes = Buffer.from(await res.arrayBuffer());
          expect(bytes.length).toBe(Number(res.headers.get('content-length')));
          expect([...(await entriesOf(bytes)).keys()]).toHaveLength(3);
          await vi.waitFor(() => expect(reads.opened.every((stream) => stream.destroyed)).toBe(true));
          expect(reads.opened).toHaveLength(2);

          const head = await fetch(`${base}/api/admin/campaigns/${campaignId}/export/zip`, {
            method: 'HEAD',
            headers: { cookie: admin.cookie },
          });
          expect(head.status).toBe(200);
          expect(head.headers.get('content-length')).toBe(String(bytes.length));
          // Its archive was built (and its first file opened) like a GET's: that file is let go at once.
          await vi.waitFor(() => {
            expect(reads.opened).toHaveLength(3);
            expect(reads.opened.every((stream) => stream.destroyed)).toBe(true);
          });
        } finally {
          reads.restore();
        }
      });

      it('a file that fails while it is read cuts the download short: never a complete-looking archive', async () => {
        const original = storage().get.bind(storage());
        let calls = 0;
        const spy = vi.spyOn(storage(), 'get').mockImplementation(async (key, range) => {
          calls++;
          if (calls === 2) throw new Error('el almacenamiento no responde');
          return original(key, range);
        });
        try {
          const res = await exportZip(campaignId);
          expect(res.status).toBe(200);
          await expect(res.arrayBuffer()).rejects.toThrow();
        } finally {
          spy.mockRestore();
        }
      });
    });
  },
);

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyMedia } from '../../src/server/db/schema/media';
import { todayInTimeZone } from '../../src/shared/dates';
import { formatBytes } from '../../src/shared/media/format-bytes';
import type { StoryMedia } from '../../src/shared/media/story-media';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/**
 * Resumable uploads (tus 1.0) over a real HTTP server on loopback, so that a connection can really drop in the
 * middle of a body: the bytes that arrived are kept, HEAD tells where to resume, and the rest completes the file.
 */
let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
let owner: SignedInUser;
let other: SignedInUser;
let campaign: FactoryCampaign;
let file: Buffer;

const encode = (v: string) => Buffer.from(v).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${encode(v)}`)
    .join(',');

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other } = await signInUsers(t, { owner: {}, other: {} }, '10.62.0'));
  campaign = await createCampaign(t.database.db, {
    clientId: owner.clientId!,
    startDate: todayInTimeZone('Europe/Madrid'),
    days: 1,
    storiesPerDay: 2,
  });
  // ~1.5 MB of noise as a PNG: big enough to cut in the middle.
  const noise = Buffer.alloc(720 * 1280 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  file = await sharp(noise, { raw: { width: 720, height: 1280, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.cleanup();
});

const tus = (path: string, init: RequestInit & { cookie: string }) => {
  const headers = new Headers(init.headers);
  headers.set('tus-resumable', '1.0.0');
  headers.set('cookie', init.cookie);
  headers.set('origin', TEST_ORIGIN);
  return fetch(new URL(path, base), { ...init, headers });
};

async function createUpload(cookie: string, storyId: string, size = file.length) {
  return tus('/api/uploads', {
    method: 'POST',
    cookie,
    headers: {
      'upload-length': String(size),
      'upload-metadata': metadata({ storyId, filename: 'vertical.png', filetype: 'image/png' }),
    },
  });
}

/** Sends `bytes` as a PATCH body from `offset`, and cuts the connection after `cutAfter` bytes. */
function patchAndDrop(url: URL, cookie: string, offset: number, bytes: Buffer, cutAfter: number) {
  return new Promise<void>((resolve) => {
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
        cookie,
        origin: TEST_ORIGIN,
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, cutAfter), () => {
      // Let the server take the bytes in, then drop the connection like a phone losing signal.
      setTimeout(() => req.destroy(), 300);
    });
  });
}

describe('resumable uploads (tus)', () => {
  let location: URL;

  it('creates an upload for a story the user may change, and refuses one that it may not', async () => {
    const refused = await createUpload(other.cookie, campaign.storyIds[0]!);
    expect(refused.status).toBe(404);
    expect(JSON.parse(await refused.text())).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const anonymous = await fetch(new URL('/api/uploads', base), {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', origin: TEST_ORIGIN },
    });
    expect(anonymous.status).toBe(401);

    const res = await createUpload(owner.cookie, campaign.storyIds[0]!);
    expect(res.status).toBe(201);
    location = new URL(res.headers.get('location')!, base);
    expect(location.pathname).toMatch(/^\/api\/uploads\/[\w-]+$/);
  });

  it('keeps the bytes of a dropped connection and tells where to resume', async () => {
    await patchAndDrop(location, owner.cookie, 0, file, Math.floor(file.length / 2));
    const head = await tus(location.pathname, { method: 'HEAD', cookie: owner.cookie });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(file.length);
    // Nothing half-uploaded is a story's media.
    const rows = await t.database.db
      .select()
      .from(storyMedia)
      .where(eq(storyMedia.storyId, campaign.storyIds[0]!));
    expect(rows).toEqual([]);
  });

  it('hides an upload from anyone but its creator (404 on HEAD and PATCH)', async () => {
    expect((await tus(location.pathname, { method: 'HEAD', cookie: other.cookie })).status).toBe(404);
    const patch = await tus(location.pathname, {
      method: 'PATCH',
      cookie: other.cookie,
      headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(file.subarray(0, 10)),
    });
    expect(patch.status).toBe(404);
    // Reading a staged upload back is not offered, not even to its creator.
    expect((await tus(location.pathname, { method: 'GET', cookie: owner.cookie })).status).toBe(404);
  });

  it('resumes from the offset and answers the stored file', async () => {
    const head = await tus(location.pathname, { method: 'HEAD', cookie: owner.cookie });
    const offset = Number(head.headers.get('upload-offset'));
    const res = await tus(location.pathname, {
      method: 'PATCH',
      cookie: owner.cookie,
      headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(file.subarray(offset)),
    });
    expect(res.status).toBe(200);
    const { media } = JSON.parse(await res.text()) as { media: StoryMedia };
    expect(media).toMatchObject({ kind: 'image', width: 720, height: 1280, sizeBytes: file.length });
    const back = await t.request(media.url, { cookie: owner.cookie });
    expect(Buffer.from(await back.arrayBuffer()).equals(file)).toBe(true);
    expect(res.headers.get('x-story-media-id')).toBe(media.id);
    // The staged copy is gone, but a client whose last answer was lost is told the upload is complete (and which
    // file it became), instead of a 404 that would make it send the whole file again as a duplicate.
    const again = await tus(location.pathname, { method: 'HEAD', cookie: owner.cookie });
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(file.length));
    expect(again.headers.get('upload-length')).toBe(String(file.length));
    expect(again.headers.get('x-story-media-id')).toBe(media.id);
    expect((await tus(location.pathname, { method: 'HEAD', cookie: other.cookie })).status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(storyMedia)
      .where(eq(storyMedia.storyId, campaign.storyIds[0]!));
    expect(rows).toHaveLength(1);
  });

  it('refuses an upload over MEDIA_MAX_BYTES when it is declared', async () => {
    const declared = t.deps.env.MEDIA_MAX_BYTES * 2;
    const res = await createUpload(owner.cookie, campaign.storyIds[1]!, declared);
    expect(res.status).toBe(413);
    // The message names the file's size and the limit (issue 29), not only that there is one.
    expect((await res.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `El archivo pesa ${formatBytes(declared)}; el máximo es ${formatBytes(t.deps.env.MEDIA_MAX_BYTES)}.`,
    });
  });

  it('refuses a finished upload that is not an image or a video with 415, keeping nothing', async () => {
    const text = Buffer.from('esto no es un vídeo');
    const created = await createUpload(owner.cookie, campaign.storyIds[1]!, text.length);
    const url = new URL(created.headers.get('location')!, base);
    const res = await tus(url.pathname, {
      method: 'PATCH',
      cookie: owner.cookie,
      headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(text),
    });
    expect(res.status).toBe(415);
    expect(JSON.parse(await res.text())).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA' } });
    const rows = await t.database.db
      .select()
      .from(storyMedia)
      .where(eq(storyMedia.storyId, campaign.storyIds[1]!));
    expect(rows).toEqual([]);
  });
});

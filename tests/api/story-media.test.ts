import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { jobs } from '../../src/server/db/schema/jobs';
import { storyMedia } from '../../src/server/db/schema/media';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { ffmpegPath } from '../../src/server/media/probe/media-binaries';
import { unreferencedKeys } from '../../src/server/services/media/delete-unreferenced-media';
import { sweepOrphanMedia } from '../../src/server/services/media/sweep-orphan-media';
import { addDaysIso, todayInTimeZone } from '../../src/shared/dates';
import type { StoryMedia } from '../../src/shared/media/story-media';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type S3TestServer, s3MediaEnv, startS3TestServer } from '../setup/s3-test-server';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

const run = promisify(execFile);
const fixtures = mkdtempSync(path.join(tmpdir(), 'media-fixtures-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));
let storyJpeg: Buffer;
let squarePng: Buffer;
let storyMp4: Buffer;

beforeAll(async () => {
  storyJpeg = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  squarePng = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
  const mp4 = path.join(fixtures, 'story.mp4');
  await run(ffmpegPath(), [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=540x960:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', mp4],
  ]);
  storyMp4 = readFileSync(mp4);
}, 60_000);

/** A 1080×1920 JPEG of one colour: bytes no other test uploads. */
function uniqueJpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1080, height: 1920, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

describe.each(['local', 's3'] as const)('story media on %s storage', (driver) => {
  let t: TestApp;
  let s3: S3TestServer | null = null;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let campaign: FactoryCampaign;
  let runner: JobRunner;
  const subnet = driver === 'local' ? '10.61.0' : '10.61.1';

  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3TestServer() : null;
    t = await createTestApp({ env: s3MediaEnv(s3) });
    ({ owner, other, admin } = await signInUsers(
      t,
      { owner: {}, other: {}, admin: { role: 'admin' } },
      subnet,
    ));
    campaign = await createCampaign(t.database.db, {
      clientId: owner.clientId!,
      startDate: addDaysIso(todayInTimeZone('Europe/Madrid'), 0),
      days: 2,
      storiesPerDay: 3,
    });
    runner = new JobRunner({
      db: t.database.db,
      logger: t.deps.logger,
      handlers: createJobHandlers({ db: t.database.db, env: t.deps.env, logger: t.deps.logger }),
      backoffBaseMs: 0,
    });
  }, 60_000);
  afterAll(async () => {
    await t.cleanup();
    await s3?.close();
  });

  const story = (i: number) => campaign.storyIds[i]!;
  const upload = (storyId: string, body: Buffer, name: string, cookie: string, extra = '') =>
    t.request(`/api/stories/${storyId}/media?name=${encodeURIComponent(name)}${extra}`, {
      method: 'POST',
      cookie,
      // As an HTTP client sends it: the length is what the upload counts in the staging quotas (without it, the
      // most a file may be: MEDIA_MAX_BYTES, and 14 of those at once would pass one user's quota).
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
      body: new Uint8Array(body),
    });
  const uploaded = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { media: StoryMedia }).media;
  };
  const stored = () => t.deps.media.storage;
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const o of stored().list('media/')) keys.push(o.key);
    return keys.sort();
  };
  /** Runs every queued job now (the deletion jobs the story_media trigger queues). */
  const runQueuedJobs = async () => {
    const queued = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'queued'));
    for (const job of queued) await runner.runJobNow(job.id);
  };

  describe('one-request upload and reads', () => {
    let image: StoryMedia;

    it('stores an image with its facts, no flags at 1080×1920, and a thumbnail', async () => {
      image = await uploaded(await upload(story(0), storyJpeg, 'portada.jpg', owner.cookie));
      expect(image).toMatchObject({
        storyId: story(0),
        position: 1,
        kind: 'image',
        mimeType: 'image/jpeg',
        originalName: 'portada.jpg',
        sizeBytes: storyJpeg.length,
        width: 1080,
        height: 1920,
        durationMs: null,
        flags: [],
        url: `/api/media/${image.id}`,
        thumbnailUrl: `/api/media/${image.id}/thumbnail`,
      });
    });

    it('flags, without refusing, a square image under the resolution', async () => {
      const square = await uploaded(await upload(story(0), squarePng, 'cuadrada.png', admin.cookie));
      expect(square.position).toBe(2);
      expect(square.flags.map((f) => f.code).sort()).toEqual(['ASPECT_RATIO', 'LOW_RESOLUTION']);
      expect(square.flags[0]!.message).toMatch(/9:16|1080/);
    });

    it('reads the file back whole for the owner and an admin, 404 for another client, 401 anonymous', async () => {
      const mine = await t.request(image.url, { cookie: owner.cookie });
      expect(mine.status).toBe(200);
      expect(Buffer.from(await mine.arrayBuffer()).equals(storyJpeg)).toBe(true);
      expect(mine.headers.get('content-type')).toBe('image/jpeg');
      expect(mine.headers.get('cache-control')).toMatch(/^private/);
      expect(mine.headers.get('cache-control')).not.toMatch(/public/);
      expect((await t.request(image.url, { cookie: admin.cookie })).status).toBe(200);
      expect((await t.request(image.url, { cookie: other.cookie })).status).toBe(404);
      expect((await t.request(image.url)).status).toBe(401);
      expect((await t.request(image.thumbnailUrl!, { cookie: other.cookie })).status).toBe(404);
    });

    it('answers byte ranges (206), a range past the end (416) and a matching ETag (304)', async () => {
      const first = await t.request(image.url, { cookie: owner.cookie, headers: { range: 'bytes=0-9' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-9/${storyJpeg.length}`);
      expect(Buffer.from(await first.arrayBuffer()).equals(storyJpeg.subarray(0, 10))).toBe(true);
      const last = await t.request(image.url, { cookie: owner.cookie, headers: { range: 'bytes=-5' } });
      expect(Buffer.from(await last.arrayBuffer()).equals(storyJpeg.subarray(-5))).toBe(true);
      const past = await t.request(image.url, {
        cookie: owner.cookie,
        headers: { range: `bytes=${storyJpeg.length}-` },
      });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${storyJpeg.length}`);
      const etag = first.headers.get('etag')!;
      const again = await t.request(image.url, { cookie: owner.cookie, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    });

    it('serves the thumbnail as WebP, at most 480 px on the long side', async () => {
      const res = await t.request(image.thumbnailUrl!, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    });

    it('offers the file as a download with its name', async () => {
      const res = await t.request(`${image.url}?download=1`, { cookie: owner.cookie });
      expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''portada.jpg");
    });

    it('lists the story files in order inside the campaign', async () => {
      const res = await t.request(`/api/campaigns/${campaign.campaignId}`, { cookie: owner.cookie });
      const body = (await res.json()) as {
        campaign: { days: { stories: { id: string; media: StoryMedia[] }[] }[] };
      };
      const first = body.campaign.days[0]!.stories[0]!;
      expect(first.media.map((m) => m.originalName)).toEqual(['portada.jpg', 'cuadrada.png']);
    });
  });

  it('refuses what is not an image or a video (415) and stores nothing', async () => {
    const before = await storedKeys();
    const res = await upload(story(1), Buffer.from('hola, no soy una imagen'), 'falsa.jpg', owner.cookie);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA');
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses another client's story (404) and leaves it untouched", async () => {
    const res = await upload(story(1), storyJpeg, 'intrusa.jpg', other.cookie);
    expect(res.status).toBe(404);
    const rows = await t.database.db
      .select()
      .from(storyMedia)
      .where(eq(storyMedia.storyId, story(1)));
    expect(rows).toEqual([]);
  });

  it('stores a video with its duration, codec and a poster thumbnail', async () => {
    const video = await uploaded(await upload(story(1), storyMp4, 'clip.mp4', owner.cookie));
    expect(video).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 540, height: 960 });
    expect(video.durationMs).toBeGreaterThanOrEqual(1900);
    expect(video.durationMs).toBeLessThanOrEqual(2100);
    expect(video.flags.map((f) => f.code)).toEqual(['LOW_RESOLUTION']);
    expect(video.thumbnailUrl).not.toBeNull();
  });

  it('never exceeds 10 files per story, whatever arrives at once, with positions 1..10', async () => {
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => upload(story(2), storyJpeg, `r${i}.jpg`, owner.cookie)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const rows = await t.database.db
      .select()
      .from(storyMedia)
      .where(eq(storyMedia.storyId, story(2)));
    expect(rows.map((r) => r.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // One object for the ten (the same bytes, decision 029), still stored; the refused uploads left nothing.
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(1);
    expect(await stored().stat(rows[0]!.storageKey)).not.toBeNull();
    expect(await unreferencedKeys(t.database.db, await storedKeys())).toEqual([]);
  });

  it('reorders, refuses a stale order (409), removes with the gap closed, and deletes the objects', async () => {
    const list = async () =>
      (
        (await (await t.request(`/api/stories/${story(2)}/media`, { cookie: owner.cookie })).json()) as {
          media: StoryMedia[];
        }
      ).media;
    const before = await list();
    const reversed = before.map((m) => m.id).reverse();
    const res = await t.request(`/api/stories/${story(2)}/media/order`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { mediaIds: reversed },
    });
    expect(res.status).toBe(200);
    expect((await list()).map((m) => m.id)).toEqual(reversed);
    const stale = await t.request(`/api/stories/${story(2)}/media/order`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { mediaIds: reversed.slice(1) },
    });
    expect(stale.status).toBe(409);

    const victim = (await list())[3]!;
    expect(
      (await t.request(`/api/media/${victim.id}`, { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404);
    const removed = await t.request(`/api/media/${victim.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(removed.status).toBe(200);
    const after = await list();
    expect(after.map((m) => m.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(after.map((m) => m.id)).not.toContain(victim.id);
    // The nine other files have the same bytes: their shared object stays. A file of its own goes.
    const [kept] = await t.database.db
      .select({ key: storyMedia.storageKey })
      .from(storyMedia)
      .where(eq(storyMedia.id, after[0]!.id));
    await runQueuedJobs();
    expect(await stored().stat(kept!.key)).not.toBeNull();
    expect((await t.request(victim.url, { cookie: owner.cookie })).status).toBe(404);
    const own = await uploaded(
      await upload(story(2), await uniqueJpeg('#8e44ad'), 'propia.jpg', owner.cookie),
    );
    const [ownRow] = await t.database.db
      .select({ key: storyMedia.storageKey, thumbnail: storyMedia.thumbnailKey })
      .from(storyMedia)
      .where(eq(storyMedia.id, own.id));
    expect(await stored().stat(ownRow!.key)).not.toBeNull();
    expect((await t.request(`/api/media/${own.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(
      200,
    );
    await runQueuedJobs();
    expect(await stored().stat(ownRow!.key)).toBeNull();
    expect(await stored().stat(ownRow!.thumbnail!)).toBeNull();
  });

  it('replaces a file in its position with a new id', async () => {
    const [first] = (
      (await (await t.request(`/api/stories/${story(0)}/media`, { cookie: owner.cookie })).json()) as {
        media: StoryMedia[];
      }
    ).media;
    const replaced = await uploaded(
      await upload(story(0), squarePng, 'nueva.png', owner.cookie, `&replaces=${first!.id}`),
    );
    expect(replaced.position).toBe(first!.position);
    expect(replaced.id).not.toBe(first!.id);
    const rows = await t.database.db
      .select()
      .from(storyMedia)
      .where(and(eq(storyMedia.storyId, story(0)), eq(storyMedia.id, first!.id)));
    expect(rows).toEqual([]);
  });

  it('deleting the campaign removes every file from storage', async () => {
    const other = await createCampaign(t.database.db, {
      clientId: owner.clientId!,
      startDate: todayInTimeZone('Europe/Madrid'),
      days: 1,
      storiesPerDay: 2,
      title: 'Para borrar',
    });
    // Files of their own (a shared one would stay while another story names it, decision 029).
    const a = await uploaded(
      await upload(other.storyIds[0]!, await uniqueJpeg('#d35400'), 'a.jpg', owner.cookie),
    );
    const b = await uploaded(
      await upload(other.storyIds[1]!, await uniqueJpeg('#27ae60'), 'b.jpg', owner.cookie),
    );
    const theirs = (
      await t.database.db
        .select({ key: storyMedia.storageKey, thumbnail: storyMedia.thumbnailKey })
        .from(storyMedia)
        .where(inArray(storyMedia.id, [a.id, b.id]))
    ).flatMap((r) => [r.key, r.thumbnail!]);
    const mine = async () => (await storedKeys()).filter((k) => theirs.includes(k));
    expect(await mine()).toHaveLength(4);
    const res = await t.request(`/api/admin/campaigns/${other.campaignId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirmationTitle: 'Para borrar' },
    });
    expect(res.status).toBe(200);
    await runQueuedJobs();
    expect(await mine()).toEqual([]);
  });

  it('the sweep deletes old objects no row names, and keeps young ones and known ones', async () => {
    await stored().put('media/orphan/old.jpg', Readable.from(storyJpeg), { contentType: 'image/jpeg' });
    const known = await storedKeys();
    const future = new Date(Date.now() + 2 * 60 * 60_000);
    // Young at the real clock: kept.
    expect(await sweepOrphanMedia({ db: t.database.db, storage: stored() })).toBe(0);
    // Two hours later it is old and unknown: deleted; every known object stays.
    expect(await sweepOrphanMedia({ db: t.database.db, storage: stored(), now: future })).toBe(1);
    expect(await storedKeys()).toEqual(known.filter((k) => k !== 'media/orphan/old.jpg'));
  });
});

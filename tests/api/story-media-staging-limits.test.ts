import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaUploads } from '../../src/server/db/schema/media';
import { todayInTimeZone } from '../../src/shared/dates';
import { MEDIA_TEXTS } from '../../src/shared/media/media-texts';
import { createCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The staging quotas of resumable (tus) uploads: open uploads per user (count and declared bytes), per story, and
 * in total, checked at creation under one lock (a burst never overshoots), and abandoned uploads swept after
 * MEDIA_UPLOAD_IDLE_MINUTES without bytes.
 */
const MiB = 1024 ** 2;
const apps: TestApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((t) => t.cleanup()));
});

const encode = (v: string) => Buffer.from(v).toString('base64');

async function setup(env: Record<string, string>, subnet: string) {
  const t = await createTestApp({ env });
  apps.push(t);
  const { admin, owner, other } = await signInUsers(
    t,
    { admin: { role: 'admin' }, owner: {}, other: {} },
    subnet,
  );
  const campaignOf = (user: SignedInUser) =>
    createCampaign(t.database.db, {
      clientId: user.clientId!,
      startDate: todayInTimeZone('Europe/Madrid'),
      days: 2,
      storiesPerDay: 3,
    });
  return {
    t,
    admin,
    owner,
    other,
    campaign: await campaignOf(owner),
    otherCampaign: await campaignOf(other),
  };
}

function tus(t: TestApp, path: string, init: RequestInit & { cookie: string }) {
  const headers = new Headers(init.headers);
  headers.set('tus-resumable', '1.0.0');
  return t.request(path, { ...init, headers });
}

function createUpload(t: TestApp, cookie: string, storyId: string, size: number) {
  return tus(t, '/api/uploads', {
    method: 'POST',
    cookie,
    headers: {
      'upload-length': String(size),
      'upload-metadata': `storyId ${encode(storyId)},filename ${encode('video.mp4')}`,
    },
  });
}

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect(JSON.parse(await res.text())).toEqual({ error: { code: 'LIMIT_EXCEEDED', message } });
}

const uploadPath = (res: Response) => new URL(res.headers.get('location')!, 'http://x').pathname;

async function stagedUploads(t: TestApp): Promise<string[]> {
  const names = await readdir(t.deps.media.stagingDir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
}

describe('open uploads per user', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup(
      { MEDIA_UPLOADS_PER_USER: '3', MEDIA_UPLOAD_BYTES_PER_USER: String(10 * MiB) },
      '10.71.1',
    );
  }, 60_000);

  it('refuses a user more open uploads than MEDIA_UPLOADS_PER_USER (429, Spanish), until one ends', async () => {
    const { t, owner, campaign } = s;
    const created: Response[] = [];
    for (const storyId of campaign.storyIds.slice(0, 3)) {
      const res = await createUpload(t, owner.cookie, storyId, 1000);
      expect(res.status).toBe(201);
      created.push(res);
    }
    await expectRefused(
      await createUpload(t, owner.cookie, campaign.storyIds[3]!, 1000),
      MEDIA_TEXTS.tooManyOpenUploads(3),
    );
    // Another user has a quota of their own.
    expect((await createUpload(t, s.other.cookie, s.otherCampaign.storyIds[0]!, 1000)).status).toBe(201);
    // Ending one (tus termination) frees its place.
    const ended = await tus(t, uploadPath(created[0]!), { method: 'DELETE', cookie: owner.cookie });
    expect(ended.status).toBe(204);
    expect((await createUpload(t, owner.cookie, campaign.storyIds[3]!, 1000)).status).toBe(201);
  });

  it('refuses a user more declared bytes than MEDIA_UPLOAD_BYTES_PER_USER (429, Spanish)', async () => {
    const { t, admin, campaign } = s;
    expect((await createUpload(t, admin.cookie, campaign.storyIds[4]!, 6 * MiB)).status).toBe(201);
    await expectRefused(
      await createUpload(t, admin.cookie, campaign.storyIds[5]!, 5 * MiB),
      MEDIA_TEXTS.openUploadsTooLarge('10 MB'),
    );
    expect((await createUpload(t, admin.cookie, campaign.storyIds[5]!, 4 * MiB)).status).toBe(201);
  });

  it('refuses an upload that does not declare its size (Upload-Defer-Length)', async () => {
    const { t, other, otherCampaign } = s;
    const res = await tus(t, '/api/uploads', {
      method: 'POST',
      cookie: other.cookie,
      headers: {
        'upload-defer-length': '1',
        'upload-metadata': `storyId ${encode(otherCampaign.storyIds[1]!)},filename ${encode('a.mp4')}`,
      },
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(await res.text())).toMatchObject({
      error: { code: 'INVALID_REQUEST', message: MEDIA_TEXTS.uploadLengthRequired },
    });
  });
});

describe('open uploads per story and in total', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup(
      {
        MEDIA_UPLOADS_PER_STORY: '2',
        MEDIA_UPLOAD_BYTES_PER_USER: String(10 * MiB),
        MEDIA_STAGING_MAX_BYTES: String(16 * MiB),
      },
      '10.71.2',
    );
  }, 60_000);

  it('refuses more open uploads on one story than MEDIA_UPLOADS_PER_STORY, whoever opens them', async () => {
    const { t, owner, admin, campaign } = s;
    const storyId = campaign.storyIds[0]!;
    expect((await createUpload(t, owner.cookie, storyId, 1000)).status).toBe(201);
    expect((await createUpload(t, admin.cookie, storyId, 1000)).status).toBe(201);
    await expectRefused(await createUpload(t, owner.cookie, storyId, 1000), MEDIA_TEXTS.storyUploadsFull(2));
    // The next story has room.
    expect((await createUpload(t, owner.cookie, campaign.storyIds[1]!, 1000)).status).toBe(201);
  });

  it('refuses new uploads when every open upload together would pass MEDIA_STAGING_MAX_BYTES', async () => {
    const { t, owner, other, admin, campaign, otherCampaign } = s;
    expect((await createUpload(t, owner.cookie, campaign.storyIds[2]!, 8 * MiB)).status).toBe(201);
    expect((await createUpload(t, other.cookie, otherCampaign.storyIds[0]!, 7 * MiB)).status).toBe(201);
    // Each user is within their own quota, but the staging disk is not.
    await expectRefused(
      await createUpload(t, admin.cookie, campaign.storyIds[3]!, 2 * MiB),
      MEDIA_TEXTS.stagingFull,
    );
    const [row] = await t.database.db
      .select({ total: sql`sum(${mediaUploads.sizeBytes})`.mapWith(Number) })
      .from(mediaUploads);
    expect(row?.total).toBeLessThanOrEqual(16 * MiB);
  });
});

describe('a burst of creations', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup(
      {
        MEDIA_UPLOADS_PER_USER: '5',
        MEDIA_UPLOADS_PER_STORY: '1000',
        MEDIA_UPLOAD_BYTES_PER_USER: String(2 * 1024 * MiB),
      },
      '10.71.3',
    );
  }, 60_000);

  it('never overshoots: 100 creations at once by one user open exactly MEDIA_UPLOADS_PER_USER uploads', async () => {
    const { t, owner, campaign } = s;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => createUpload(t, owner.cookie, campaign.storyIds[0]!, 1000)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    const rows = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.userId, owner.id));
    expect(rows).toHaveLength(5);
    expect(await stagedUploads(t)).toHaveLength(5);
  });
});

describe('abandoned uploads', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup({ MEDIA_UPLOADS_PER_USER: '1', MEDIA_UPLOAD_IDLE_MINUTES: '30' }, '10.71.4');
  }, 60_000);

  /** Makes an upload look as if its last bytes arrived `minutes` ago. */
  const idleFor = (t: TestApp, uploadId: string, minutes: number) =>
    t.database.db
      .update(mediaUploads)
      .set({ activeAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(mediaUploads.id, uploadId));

  it('keeps an upload that received bytes within MEDIA_UPLOAD_IDLE_MINUTES, and sweeps one idle for longer', async () => {
    const { t, owner, campaign } = s;
    const created = await createUpload(t, owner.cookie, campaign.storyIds[0]!, 1000);
    expect(created.status).toBe(201);
    const path = uploadPath(created);
    const uploadId = path.split('/').pop()!;

    // Idle for 29 minutes, then bytes arrive: it is active again, and the sweep keeps it.
    await idleFor(t, uploadId, 29);
    const patch = await tus(t, path, {
      method: 'PATCH',
      cookie: owner.cookie,
      headers: { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(400),
    });
    expect(patch.status).toBe(204);
    await t.deps.media.uploads.sweepStaging();
    expect(await stagedUploads(t)).toEqual([uploadId]);
    const head = await tus(t, path, { method: 'HEAD', cookie: owner.cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('400');

    // No bytes for 31 minutes: abandoned. The sweep deletes what was staged, and the upload is gone.
    await idleFor(t, uploadId, 31);
    expect(await t.deps.media.uploads.sweepStaging()).toBe(1);
    expect(await stagedUploads(t)).toEqual([]);
    const gone = await tus(t, path, { method: 'HEAD', cookie: owner.cookie });
    expect(gone.status).toBe(404);
    const resumed = await tus(t, path, {
      method: 'PATCH',
      cookie: owner.cookie,
      headers: { 'upload-offset': '400', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(600),
    });
    expect(resumed.status).toBe(404);
    expect(JSON.parse(await resumed.text())).toMatchObject({
      error: { message: MEDIA_TEXTS.uploadNotFound },
    });
  });

  it('frees the quota of an abandoned upload at once, before any sweep', async () => {
    const { t, owner, campaign } = s;
    const first = await createUpload(t, owner.cookie, campaign.storyIds[1]!, 1000);
    expect(first.status).toBe(201);
    await expectRefused(
      await createUpload(t, owner.cookie, campaign.storyIds[2]!, 1000),
      MEDIA_TEXTS.tooManyOpenUploads(1),
    );
    await idleFor(t, uploadPath(first).split('/').pop()!, 31);
    expect((await createUpload(t, owner.cookie, campaign.storyIds[2]!, 1000)).status).toBe(201);
    // The abandoned one cannot be resumed, and its staged bytes go with the next sweep.
    expect((await tus(t, uploadPath(first), { method: 'HEAD', cookie: owner.cookie })).status).toBe(404);
    await t.deps.media.uploads.sweepStaging();
    expect(await stagedUploads(t)).toHaveLength(1);
  });
});

describe('one-request uploads', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  let png: Buffer;
  beforeAll(async () => {
    s = await setup({ MEDIA_UPLOADS_PER_USER: '1' }, '10.71.5');
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  }, 60_000);

  const postFile = (t: TestApp, cookie: string, storyId: string) =>
    t.request(`/api/stories/${storyId}/media?name=foto.png`, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(png.length) },
      body: new Uint8Array(png),
    });

  it('counts in the same quotas while its body is staged, and frees its place when stored', async () => {
    const { t, owner, campaign } = s;
    const open = await createUpload(t, owner.cookie, campaign.storyIds[0]!, 1000);
    expect(open.status).toBe(201);
    await expectRefused(
      await postFile(t, owner.cookie, campaign.storyIds[1]!),
      MEDIA_TEXTS.tooManyOpenUploads(1),
    );
    expect((await tus(t, uploadPath(open), { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await postFile(t, owner.cookie, campaign.storyIds[1]!)).status).toBe(201);
    expect((await postFile(t, owner.cookie, campaign.storyIds[1]!)).status).toBe(201);
    expect(await t.database.db.select().from(mediaUploads)).toEqual([]);
  });

  it('refuses a story the user cannot change before reading a byte of the body', async () => {
    const { t, other, campaign } = s;
    let isBodyRead = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          isBodyRead = true;
          controller.enqueue(new Uint8Array(png));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    ); // pulled only when read
    const res = await t.request(`/api/stories/${campaign.storyIds[2]!}/media?name=foto.png`, {
      method: 'POST',
      cookie: other.cookie,
      headers: { 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(res.status).toBe(404);
    expect(isBodyRead).toBe(false);
    expect(await t.database.db.select().from(mediaUploads)).toEqual([]);
  });
});

describe('a creation that fails after its reservation', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup({ MEDIA_UPLOADS_PER_USER: '1' }, '10.71.6');
  }, 60_000);

  it('frees its place at once when the tus server throws instead of answering (500)', async () => {
    const { t, owner, campaign } = s;
    // The real tus server creates the upload (its reservation made), then fails as a bug or a lost disk would:
    // the request ends in a 500, and its place must not stay taken until MEDIA_UPLOAD_IDLE_MINUTES.
    const { server } = t.deps.media.uploads;
    const handleWeb = server.handleWeb.bind(server);
    const failing = vi.spyOn(server, 'handleWeb').mockImplementationOnce(async (request) => {
      await handleWeb(request);
      throw new Error('tus server failed after the creation');
    });
    try {
      const failed = await createUpload(t, owner.cookie, campaign.storyIds[0]!, 1000);
      expect(failed.status).toBe(500);
      expect(failing).toHaveBeenCalledOnce();
    } finally {
      failing.mockRestore();
    }
    expect(await t.database.db.select().from(mediaUploads)).toEqual([]);
    expect((await createUpload(t, owner.cookie, campaign.storyIds[1]!, 1000)).status).toBe(201);
  });
});

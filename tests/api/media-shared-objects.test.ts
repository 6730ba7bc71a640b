import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRunningError, LOCK_BACKUP_SQL, UNLOCK_BACKUP_SQL } from '../../src/server/backup/backup-hold';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { stories } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import { storyMedia } from '../../src/server/db/schema/media';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { zipOf } from '../../src/server/services/campaigns/campaign-zip/testing/zip-fixtures';
import {
  deleteUnreferencedMedia,
  keepStoredObjects,
} from '../../src/server/services/media/delete-unreferenced-media';
import { sweepOrphanMedia } from '../../src/server/services/media/sweep-orphan-media';
import { validImportFile } from '../../src/shared/campaign-import/testing/valid-file';
import { type S3TestServer, s3MediaEnv, startS3TestServer } from '../setup/s3-test-server';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/** The valid file with a fifth story, every one of the five naming the same photo. */
function fiveStoriesNaming(name: string) {
  const file = validImportFile();
  const day2 = file.days[1]!.blocks[0]!.stories;
  day2.push({ ...day2[0]!, number: 2, copy: 'Última oportunidad.' });
  for (const day of file.days)
    for (const block of day.blocks) for (const story of block.stories) story.media = [name];
  return file;
}

describe.each(['local', 's3'] as const)('media stored once per content on %s storage', (driver) => {
  let t: TestApp;
  let s3: S3TestServer | null = null;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let runner: JobRunner;
  let photo: Buffer;

  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3TestServer() : null;
    t = await createTestApp({ env: s3MediaEnv(s3) });
    ({ admin, owner } = await signInUsers(
      t,
      { admin: { role: 'admin' }, owner: {} },
      driver === 'local' ? '10.129.0' : '10.129.1',
    ));
    runner = new JobRunner({
      db: t.database.db,
      logger: t.deps.logger,
      handlers: createJobHandlers({ db: t.database.db, env: t.deps.env, logger: t.deps.logger }),
      backoffBaseMs: 0,
    });
    photo = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#16a085' } })
      .jpeg()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t.cleanup();
    await s3?.close();
  });

  const storage = () => t.deps.media.storage;
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const o of storage().list('media/')) keys.push(o.key);
    return keys.sort();
  };
  const runQueuedJobs = async () => {
    const queued = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'queued'));
    for (const job of queued) await runner.runJobNow(job.id);
  };
  const importZip = async (zip: Uint8Array) => {
    const res = await t.request(`/api/admin/campaigns/import-zip?clientId=${owner.clientId}`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { campaign: { id: string }; totalMedia: number };
  };
  const readMedia = async (id: string) => {
    const res = await t.request(`/api/media/${id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it('stores a file five stories name once, keeps it while any story names it, and deletes it with the last', async () => {
    const zip = zipOf(
      { 'campaign.json': JSON.stringify(fiveStoriesNaming('portada.jpg')), 'portada.jpg': photo },
      { level: 0 },
    );
    const imported = await importZip(zip);
    expect(imported.totalMedia).toBe(5);
    const rows = await t.database.db
      .select({
        id: storyMedia.id,
        storyId: storyMedia.storyId,
        key: storyMedia.storageKey,
        thumbnail: storyMedia.thumbnailKey,
      })
      .from(storyMedia);
    expect(rows).toHaveLength(5);
    const keys = new Set(rows.flatMap((r) => [r.key, r.thumbnail]));
    expect(keys.size).toBe(2); // one file and one thumbnail
    const [file, thumbnail] = [rows[0]!.key, rows[0]!.thumbnail!];
    expect(file).toMatch(/^media\/sha256\/[0-9a-f]{64}\.jpg$/);
    expect(await storedKeys()).toEqual([file, thumbnail].sort());

    // The same photo in another campaign: still one object. Deleting that campaign keeps it.
    const other = await importZip(
      zipOf(
        { 'campaign.json': JSON.stringify(fiveStoriesNaming('otra.jpg')), 'otra.jpg': photo },
        { level: 0 },
      ),
    );
    expect(await storedKeys()).toEqual([file, thumbnail].sort());
    const deleted = await t.request(`/api/admin/campaigns/${other.campaign.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirmationTitle: 'Lanzamiento Blend Nº 7' },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    await runQueuedJobs();
    expect(await storedKeys()).toEqual([file, thumbnail].sort());

    // Four of the five stories deleted (through the cascade, as a campaign or client deletion does): kept.
    await t.database.db.delete(stories).where(
      inArray(
        stories.id,
        rows.slice(0, 4).map((r) => r.storyId),
      ),
    );
    await runQueuedJobs();
    expect(await storedKeys()).toEqual([file, thumbnail].sort());
    const last = rows[4]!;
    expect((await readMedia(last.id)).equals(photo)).toBe(true);

    // The sweep, hours later, leaves an object a row names.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await sweepOrphanMedia({ db: t.database.db, storage: storage(), now: later })).toBe(0);
    expect(await storedKeys()).toEqual([file, thumbnail].sort());

    // The last story's file removed: the objects go.
    const res = await t.request(`/api/media/${last.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    await runQueuedJobs();
    expect(await storedKeys()).toEqual([]);
  });

  it('an upload of bytes already stored (here by the .zip import) shares the object; removing it keeps the other', async () => {
    const story = async (i: number) =>
      (await t.database.db.select({ id: stories.id }).from(stories).orderBy(stories.id))[i]!.id;
    const zip = zipOf(
      { 'campaign.json': JSON.stringify(fiveStoriesNaming('tercera.jpg')), 'tercera.jpg': photo },
      { level: 0 },
    );
    await importZip(zip);
    const before = await storedKeys();
    expect(before).toHaveLength(2);
    const res = await t.request(`/api/stories/${await story(0)}/media?name=subida.jpg`, {
      method: 'POST',
      cookie: owner.cookie,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(photo),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { media } = (await res.json()) as { media: { id: string } };
    const [row] = await t.database.db
      .select({ key: storyMedia.storageKey })
      .from(storyMedia)
      .where(eq(storyMedia.id, media.id));
    expect(before).toContain(row!.key);
    expect(await storedKeys()).toEqual(before);
    const removed = await t.request(`/api/media/${media.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(removed.status).toBe(200);
    await runQueuedJobs();
    expect(await storedKeys()).toEqual(before);
  });

  it('deletes nothing while a backup runs (its snapshot may still name the object), then deletes', async () => {
    const key = 'media/sha256/backup-1.jpg';
    await storage().put(key, Readable.from(photo), { contentType: 'image/jpeg' });
    const release = await holdBackupLock(t);
    try {
      await expect(
        deleteUnreferencedMedia({ db: t.database.db, storage: storage(), keys: [key] }),
      ).rejects.toBeInstanceOf(BackupRunningError);
      expect(await storage().stat(key)).not.toBeNull();
    } finally {
      await release();
    }
    expect(await deleteUnreferencedMedia({ db: t.database.db, storage: storage(), keys: [key] })).toEqual([
      key,
    ]);
    expect(await storage().stat(key)).toBeNull();
  });

  it('a deletion that ran after an object was stored, before the rows naming it: the rows’ transaction stores it again', async () => {
    const key = 'media/sha256/race-1.jpg';
    const write = async () => {
      await storage().put(key, Readable.from(photo), { contentType: 'image/jpeg' });
    };
    await write();
    // A deleter (the job of a story that named it, the sweep) sees no row naming it yet: deleted.
    expect(await deleteUnreferencedMedia({ db: t.database.db, storage: storage(), keys: [key] })).toEqual([
      key,
    ]);
    const [story] = await t.database.db.select({ id: stories.id }).from(stories).limit(1);
    await t.database.db.transaction(async (tx) => {
      await keepStoredObjects({ tx, storage: storage(), objects: [{ key, write }] });
      await tx.insert(storyMedia).values(mediaRow(story!.id, key, 1));
    });
    expect(await storage().stat(key)).not.toBeNull();
    expect(await deleteUnreferencedMedia({ db: t.database.db, storage: storage(), keys: [key] })).toEqual([]);
  });

  it('a deletion that starts while a writer’s transaction names the object waits for it and keeps the object', async () => {
    const key = 'media/sha256/race-2.jpg';
    const write = async () => {
      await storage().put(key, Readable.from(photo), { contentType: 'image/jpeg' });
    };
    await write();
    const [story] = await t.database.db.select({ id: stories.id }).from(stories).limit(1);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let deletion: Promise<string[]> | null = null;
    const writer = t.database.db.transaction(async (tx) => {
      await keepStoredObjects({ tx, storage: storage(), objects: [{ key, write }] });
      await tx.insert(storyMedia).values(mediaRow(story!.id, key, 2));
      // The deleter starts now, while this transaction holds the key's lock and its row is not committed.
      deletion = deleteUnreferencedMedia({ db: t.database.db, storage: storage(), keys: [key] });
      await released;
    });
    await expect.poll(() => deletion !== null).toBe(true);
    if (t.database.kind === 'postgres') {
      // On PostgreSQL the deleter is blocked on the key's lock (PGlite runs one transaction at a time).
      await expect
        .poll(async () => {
          const [row] = await pgWaiting(t);
          return row?.n;
        })
        .toBeGreaterThan(0);
    }
    release();
    await writer;
    expect(await deletion).toEqual([]);
    expect(await storage().stat(key)).not.toBeNull();
  });
});

/** Holds the lock a running backup holds (backup/backup-hold.ts), on one session; returns its release. */
async function holdBackupLock(t: TestApp): Promise<() => Promise<void>> {
  const pool = t.database.pool;
  if (pool) {
    const client = await pool.connect();
    await client.query(LOCK_BACKUP_SQL);
    return async () => {
      await client.query(UNLOCK_BACKUP_SQL);
      client.release();
    };
  }
  await t.database.db.execute(sql.raw(LOCK_BACKUP_SQL));
  return async () => {
    await t.database.db.execute(sql.raw(UNLOCK_BACKUP_SQL));
  };
}

async function pgWaiting(t: TestApp) {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows;
}

function mediaRow(storyId: string, key: string, position: number) {
  return {
    id: crypto.randomUUID(),
    storyId,
    position,
    kind: 'image' as const,
    mimeType: 'image/jpeg',
    originalName: 'carrera.jpg',
    sizeBytes: 1,
    storageKey: key,
  };
}

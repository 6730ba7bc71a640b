import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../../tests/setup/s3-test-server';
import { parseEnv } from '../../env';
import { createMediaStorage } from './create-media-storage';
import { LocalMediaStorage } from './local-storage';
import {
  isMediaKey,
  MediaKeyError,
  MediaLengthMismatchError,
  MediaNotFoundError,
  MediaRangeError,
  type MediaStorage,
} from './media-storage';
import { S3MediaStorage } from './s3-storage';

const MB = 1024 * 1024;

/** A fresh key in its own folder, like the ones the media service makes. */
const newKey = (ext = 'jpg', folder = randomUUID()) => `media/${folder}/${randomUUID()}.${ext}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** `total` pseudo-random bytes in 64 KB chunks, generated as they are read; `failAfter` bytes, then an error. */
function generatedBody(total: number, options: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  let produced = 0;
  async function* chunks() {
    let counter = 0;
    while (produced < total) {
      if (options.failAfter !== undefined && produced >= options.failAfter) {
        throw new Error('the client went away');
      }
      const seed = createHash('sha256').update(String(counter++)).digest();
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - produced), seed);
      hash.update(chunk);
      produced += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex') };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface DriverUnderTest {
  storage: MediaStorage;
  /** The SDK commands sent so far (S3 only). */
  commands: string[];
  close(): Promise<void>;
}

const drivers: { name: string; kind: 'local' | 's3'; start(): Promise<DriverUnderTest> }[] = [
  {
    name: 'local folder',
    kind: 'local',
    async start() {
      const root = path.join(mkdtempSync(path.join(tmpdir(), 'media-store-test-')), 'media-store');
      return {
        storage: new LocalMediaStorage({ root }),
        commands: [],
        close: async () => rmSync(path.dirname(root), { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver on loopback)',
    kind: 's3',
    async start() {
      const server = await startS3TestServer();
      const client = s3ClientFor(server);
      const commands: string[] = [];
      client.middlewareStack.add(
        (next, context) => (args) => {
          commands.push(context.commandName ?? '?');
          return next(args);
        },
        { step: 'initialize', name: 'recordCommands' },
      );
      return {
        storage: new S3MediaStorage({ client, bucket: server.bucket, keyPrefix: 'panel/', listPageSize: 7 }),
        commands,
        close: async () => {
          client.destroy();
          await server.close();
        },
      };
    },
  },
];

function s3ClientFor(server: S3TestServer): S3Client {
  return new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
}

describe.each(drivers)('media storage contract: $name', ({ kind, start }) => {
  let driver: DriverUnderTest;
  let storage: MediaStorage;
  const countOf = (command: string) => driver.commands.filter((c) => c === command).length;

  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  }, 30_000);
  afterAll(async () => {
    await driver?.close();
  });

  it('is the driver it claims to be', () => {
    expect(storage.kind).toBe(kind);
  });

  it('stores a body and gives it back whole, with its size and time', async () => {
    const key = newKey();
    const data = randomBytes(100_000);
    const before = Date.now();
    await expect(storage.put(key, Readable.from([data]), { contentType: 'image/jpeg' })).resolves.toEqual({
      size: 100_000,
    });
    expect(sha256(await readAll(await storage.get(key)))).toBe(sha256(data));
    const stat = await storage.stat(key);
    expect(stat?.size).toBe(100_000);
    // S3 keeps whole seconds
    expect(stat?.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stat?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('replaces an object put again under the same key', async () => {
    const key = newKey('txt');
    await storage.put(key, Readable.from([Buffer.from('primera versión')]), { contentType: 'text/plain' });
    await storage.put(key, Readable.from([Buffer.from('segunda')]), { contentType: 'text/plain' });
    expect((await readAll(await storage.get(key))).toString()).toBe('segunda');
    expect((await storage.stat(key))?.size).toBe(7);
  });

  it('stores an empty body', async () => {
    const key = newKey('txt');
    await expect(storage.put(key, Readable.from([]), { contentType: 'text/plain' })).resolves.toEqual({
      size: 0,
    });
    expect(await readAll(await storage.get(key))).toHaveLength(0);
    expect((await storage.stat(key))?.size).toBe(0);
  });

  describe('ranges', () => {
    const key = newKey('mp4');
    const data = randomBytes(1000);
    beforeAll(async () => {
      await storage.put(key, Readable.from([data]), { contentType: 'video/mp4' });
    });

    it.each([
      ['the first byte', 0, 0, data.subarray(0, 1)],
      ['two bytes from the start', 0, 1, data.subarray(0, 2)],
      ['the middle', 400, 599, data.subarray(400, 600)],
      ['the last byte', 999, 999, data.subarray(999)],
      ['an end past the last byte (up to the last)', 990, 5000, data.subarray(990)],
      ['everything', 0, 999, data],
    ])('gives %s', async (_name, start, end, expected) => {
      const got = await readAll(await storage.get(key, { start, end }));
      expect(got.length).toBe(expected.length);
      expect(got.equals(expected)).toBe(true);
    });

    it('refuses a range that starts past the end, and a malformed one', async () => {
      await expect(storage.get(key, { start: 1000, end: 1000 })).rejects.toBeInstanceOf(MediaRangeError);
      await expect(storage.get(key, { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeError);
      await expect(storage.get(key, { start: -1, end: 4 })).rejects.toBeInstanceOf(RangeError);
    });
  });

  it('says when an object is absent', async () => {
    const key = newKey();
    await expect(storage.get(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    await expect(storage.get(key, { start: 0, end: 10 })).rejects.toMatchObject({
      name: 'MediaNotFoundError',
      key,
    });
    expect(await storage.stat(key)).toBeNull();
  });

  it('streams 20 MB through (multipart on S3) and gives back the same bytes, whole and in ranges', async () => {
    const key = newKey('mov');
    const body = generatedBody(20 * MB);
    const commandsBefore = driver.commands.length;
    await expect(
      storage.put(key, body.stream, { contentType: 'video/quicktime', contentLength: 20 * MB }),
    ).resolves.toEqual({ size: 20 * MB });
    const whole = await readAll(await storage.get(key));
    expect(whole.length).toBe(20 * MB);
    expect(sha256(whole)).toBe(body.digest());
    if (kind === 's3') {
      const sent = driver.commands.slice(commandsBefore);
      expect(sent.filter((c) => c === 'UploadPartCommand')).toHaveLength(3); // 8 + 8 + 4 MB
      expect(sent).toContain('CompleteMultipartUploadCommand');
      expect(sent).not.toContain('PutObjectCommand');
    }
    // across the boundary of the first two parts
    const across = await readAll(await storage.get(key, { start: 8 * MB - 3, end: 8 * MB + 2 }));
    expect(across.equals(whole.subarray(8 * MB - 3, 8 * MB + 3))).toBe(true);
  });

  describe('atomic puts', () => {
    it('leaves nothing under a new key when the body fails half-way, and throws the body’s error', async () => {
      const key = newKey('mov');
      // 12 MB first: on S3 the multipart upload has begun and its first part is stored
      const body = generatedBody(20 * MB, { failAfter: 12 * MB });
      await expect(storage.put(key, body.stream, { contentType: 'video/mp4' })).rejects.toThrow(
        'the client went away',
      );
      expect(await storage.stat(key)).toBeNull();
      await expect(storage.get(key)).rejects.toBeInstanceOf(MediaNotFoundError);
    });

    it('keeps the previous object whole when a replacement fails', async () => {
      const key = newKey('jpg');
      const previous = randomBytes(50_000);
      await storage.put(key, Readable.from([previous]), { contentType: 'image/jpeg' });
      const small = generatedBody(2 * MB, { failAfter: MB });
      await expect(storage.put(key, small.stream, { contentType: 'image/jpeg' })).rejects.toThrow(
        'the client went away',
      );
      const big = generatedBody(20 * MB, { failAfter: 17 * MB });
      await expect(storage.put(key, big.stream, { contentType: 'image/jpeg' })).rejects.toThrow(
        'the client went away',
      );
      expect((await readAll(await storage.get(key))).equals(previous)).toBe(true);
    });

    it('shows no part of an object while its body is still arriving', async () => {
      const key = newKey('mp4');
      const body = new PassThrough();
      const put = storage.put(key, body, { contentType: 'video/mp4' });
      body.write(randomBytes(MB));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await storage.stat(key)).toBeNull();
      expect(await collect(storage.list(key))).toEqual([]);
      body.end(randomBytes(MB));
      await expect(put).resolves.toEqual({ size: 2 * MB });
      expect((await storage.stat(key))?.size).toBe(2 * MB);
    });

    it('refuses a body whose length differs from the announced one, storing nothing', async () => {
      const short = newKey('txt');
      await expect(
        storage.put(short, Readable.from([Buffer.from('12345')]), {
          contentType: 'text/plain',
          contentLength: 10,
        }),
      ).rejects.toBeInstanceOf(MediaLengthMismatchError);
      const long = newKey('txt');
      await expect(
        storage.put(long, Readable.from([Buffer.from('123456789012')]), {
          contentType: 'text/plain',
          contentLength: 10,
        }),
      ).rejects.toBeInstanceOf(MediaLengthMismatchError);
      expect(await storage.stat(short)).toBeNull();
      expect(await storage.stat(long)).toBeNull();
    });
  });

  describe('delete', () => {
    it('deletes the given keys, ignores absent ones, keeps the rest', async () => {
      const folder = randomUUID();
      const [a, b, c] = [newKey('jpg', folder), newKey('jpg', folder), newKey('jpg', folder)];
      for (const key of [a, b, c])
        await storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'x/y' });
      await storage.delete([a, b, newKey(), a]);
      expect(await storage.stat(a)).toBeNull();
      expect(await storage.stat(b)).toBeNull();
      expect((await storage.stat(c))?.size).toBe(c.length);
      await storage.delete([]);
      await storage.delete([c]);
      expect(await collect(storage.list(`media/${folder}/`))).toEqual([]);
    });

    it('deletes more keys than one request takes (1005, in batches of 1000 on S3)', async () => {
      const keys = Array.from({ length: 1005 }, () => newKey('jpg'));
      const present = [keys[0]!, keys[999]!, keys[1000]!, keys[1004]!];
      for (const key of present)
        await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'x/y' });
      const deletesBefore = countOf('DeleteObjectsCommand');
      await storage.delete(keys);
      for (const key of present) expect(await storage.stat(key)).toBeNull();
      if (kind === 's3') expect(countOf('DeleteObjectsCommand') - deletesBefore).toBe(2);
    });
  });

  describe('list', () => {
    const folder = randomUUID();
    const keys = Array.from({ length: 17 }, (_, i) => `media/${folder}/${String(i).padStart(2, '0')}.jpg`);
    const nested = `media/${folder}/thumbs/00.webp`;
    const elsewhere = newKey('jpg');
    beforeAll(async () => {
      for (const key of [...keys, nested, elsewhere]) {
        await storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'image/jpeg' });
      }
    });

    it('lists every object under a prefix with its size and time, page after page', async () => {
      const listsBefore = countOf('ListObjectsV2Command');
      const listed = await collect(storage.list(`media/${folder}/`));
      expect(listed.map((o) => o.key).sort()).toEqual([...keys, nested].sort());
      for (const object of listed) {
        expect(object.size).toBe(object.key.length);
        expect(object.modifiedAt).toBeInstanceOf(Date);
      }
      // 18 objects, 7 a page
      if (kind === 's3') expect(countOf('ListObjectsV2Command') - listsBefore).toBe(3);
    });

    it('takes a prefix that ends inside a name, and the empty prefix', async () => {
      const partial = await collect(storage.list(`media/${folder}/1`));
      expect(partial.map((o) => o.key).sort()).toEqual(keys.slice(10));
      const all = (await collect(storage.list(''))).map((o) => o.key);
      expect(all).toEqual(expect.arrayContaining([...keys, nested, elsewhere]));
      expect(await collect(storage.list(`media/${randomUUID()}/`))).toEqual([]);
    });

    it('fetches pages lazily: stopping early reads no further', async () => {
      const listsBefore = countOf('ListObjectsV2Command');
      for await (const object of storage.list(`media/${folder}/`)) {
        expect(object.key.startsWith(`media/${folder}/`)).toBe(true);
        break;
      }
      if (kind === 's3') expect(countOf('ListObjectsV2Command') - listsBefore).toBe(1);
    });
  });

  describe('keys', () => {
    const bad = [
      '',
      '/media/a/b.jpg',
      '../b.jpg',
      'media/../../etc/passwd',
      'media/a/..',
      'media/./b.jpg',
      'media\\a\\b.jpg',
      'media//b.jpg',
      'media/a/',
      'media/.tmp/x.part',
      'C:/media/b.jpg',
      'media/a/b\u0000.jpg',
      'media/a/b .jpg',
      `media/${'a'.repeat(1020)}`,
    ];

    it.each(bad)('refuses %j for every operation', async (key) => {
      const body = Readable.from([Buffer.from('x')]);
      await expect(storage.put(key, body, { contentType: 'x/y' })).rejects.toBeInstanceOf(MediaKeyError);
      expect(body.destroyed).toBe(true);
      await expect(storage.get(key)).rejects.toBeInstanceOf(MediaKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(MediaKeyError);
      await expect(storage.delete([key])).rejects.toBeInstanceOf(MediaKeyError);
    });

    it('deletes nothing when one key of the list is invalid', async () => {
      const key = newKey();
      await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'x/y' });
      await expect(storage.delete([key, '../../etc/passwd'])).rejects.toBeInstanceOf(MediaKeyError);
      expect(await storage.stat(key)).not.toBeNull();
    });

    it.each(['/', '../', 'media/../', 'media//', '/media/'])('refuses the list prefix %j', async (prefix) => {
      await expect(collect(storage.list(prefix))).rejects.toBeInstanceOf(MediaKeyError);
    });
  });
});

describe('local folder layout', () => {
  let base: string;
  let root: string;
  let storage: LocalMediaStorage;
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'media-local-test-'));
    root = path.join(base, 'media-store');
    storage = new LocalMediaStorage({ root });
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('keeps <root>/<key> as a plain file and no temporary file after a put, a failed put included', async () => {
    const key = newKey('png');
    await storage.put(key, Readable.from([Buffer.from('png')]), { contentType: 'image/png' });
    expect(existsSync(path.join(root, ...key.split('/')))).toBe(true);
    const failing = generatedBody(3 * MB, { failAfter: MB });
    await expect(storage.put(newKey(), failing.stream, { contentType: 'image/png' })).rejects.toThrow();
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });

  it('never writes outside its root', async () => {
    await expect(
      storage.put('../escaped.jpg', Readable.from([Buffer.from('x')]), { contentType: 'x/y' }),
    ).rejects.toBeInstanceOf(MediaKeyError);
    expect(existsSync(path.join(base, 'escaped.jpg'))).toBe(false);
    expect(readdirSync(base).filter((name) => name !== 'media-store')).toEqual([]);
  });

  it('removes the folders a delete leaves empty, and only those', async () => {
    const folder = randomUUID();
    const [a, b] = [newKey('jpg', folder), newKey('jpg', folder)];
    await storage.put(a, Readable.from([Buffer.from('a')]), { contentType: 'x/y' });
    await storage.put(b, Readable.from([Buffer.from('b')]), { contentType: 'x/y' });
    await storage.delete([a]);
    expect(existsSync(path.join(root, 'media', folder))).toBe(true);
    await storage.delete([b]);
    expect(existsSync(path.join(root, 'media', folder))).toBe(false);
    expect(existsSync(root)).toBe(true);
  });

  it('lists no temporary or foreign file', async () => {
    const folder = randomUUID();
    const key = newKey('jpg', folder);
    await storage.put(key, Readable.from([Buffer.from('a')]), { contentType: 'x/y' });
    writeFileSync(path.join(root, '.tmp', 'unfinished.part'), 'x');
    writeFileSync(path.join(root, 'media', folder, '.DS_Store'), 'x');
    expect((await collect(storage.list(''))).map((o) => o.key)).not.toContain(
      expect.stringMatching(/unfinished|DS_Store/),
    );
    expect((await collect(storage.list(`media/${folder}/`))).map((o) => o.key)).toEqual([key]);
  });

  it('removes stale temporary files of interrupted writes', async () => {
    const stale = path.join(root, '.tmp', 'stale.part');
    writeFileSync(stale, 'x');
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(stale, old, old);
    writeFileSync(path.join(root, '.tmp', 'fresh.part'), 'x');
    await expect(storage.removeStaleTempFiles()).resolves.toBeGreaterThanOrEqual(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(path.join(root, '.tmp', 'fresh.part'))).toBe(true);
  });
});

describe('S3 specifics (s3rver)', () => {
  let server: S3TestServer;
  let client: S3Client;
  beforeAll(async () => {
    server = await startS3TestServer({ bucket: 'media-prefix-test' });
    client = s3ClientFor(server);
  }, 30_000);
  afterAll(async () => {
    client?.destroy();
    await server?.close();
  });

  it('stores objects under S3_PREFIX and lists them without it', async () => {
    const panel = new S3MediaStorage({ client, bucket: server.bucket, keyPrefix: 'panel/prod/' });
    const other = new S3MediaStorage({ client, bucket: server.bucket, keyPrefix: 'other/' });
    const key = newKey('jpg');
    await panel.put(key, Readable.from([Buffer.from('hola')]), { contentType: 'image/jpeg' });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: server.bucket, Key: `panel/prod/${key}` }),
    );
    expect(head.ContentLength).toBe(4);
    expect(head.ContentType).toBe('image/jpeg');
    expect((await collect(panel.list(''))).map((o) => o.key)).toEqual([key]);
    expect(await collect(other.list(''))).toEqual([]);
    expect(await other.stat(key)).toBeNull();
  });

  it('throws the body’s error, not the failed clean-up’s, and logs the clean-up failure', async () => {
    // s3rver has no AbortMultipartUpload (405): the driver logs that and still throws the cause
    const warn = vi.fn();
    const storage = new S3MediaStorage({ client, bucket: server.bucket, logger: { warn } });
    const body = generatedBody(20 * MB, { failAfter: 9 * MB });
    await expect(storage.put(newKey('mp4'), body.stream, { contentType: 'video/mp4' })).rejects.toThrow(
      'the client went away',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/AbortMultipartUpload failed/);
  });
});

describe('createMediaStorage', () => {
  it('stores files under DATA_DIR/media-store without S3_BUCKET', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'media-env-test-'));
    try {
      const storage = createMediaStorage(parseEnv({ DATA_DIR: dataDir }));
      expect(storage.kind).toBe('local');
      const key = newKey('txt');
      await storage.put(key, Readable.from([Buffer.from('hola')]), { contentType: 'text/plain' });
      expect(existsSync(path.join(dataDir, 'media-store', ...key.split('/')))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('talks to the S3 endpoint of the environment, path-style, with its keys and prefix', async () => {
    const server = await startS3TestServer({ bucket: 'media-env-test' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'media-env-test-'));
    try {
      const env = parseEnv({
        DATA_DIR: dataDir,
        S3_BUCKET: server.bucket,
        S3_ENDPOINT: server.endpoint,
        S3_ACCESS_KEY_ID: server.accessKeyId,
        S3_SECRET_ACCESS_KEY: server.secretAccessKey,
        S3_PREFIX: 'panel',
      });
      const storage = createMediaStorage(env);
      expect(storage.kind).toBe('s3');
      const key = newKey('txt');
      await storage.put(key, Readable.from([Buffer.from('hola')]), { contentType: 'text/plain' });
      expect((await readAll(await storage.get(key))).toString()).toBe('hola');
      expect(existsSync(path.join(server.directory, server.bucket, 'panel', 'media'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'media-store'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await server.close();
    }
  }, 30_000);
});

describe('isMediaKey', () => {
  it('accepts the keys of the media service', () => {
    expect(isMediaKey(`media/${randomUUID()}/${randomUUID()}.jpg`)).toBe(true);
    expect(isMediaKey('media/a/b/c_d-e.f.webp')).toBe(true);
  });
  it('refuses anything that could leave the folder', () => {
    for (const key of ['..', '.', 'a/../b', '/a', 'a\\b', 'a//b', 'a/', ' a', 'a/.b', 'ñ/a']) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});

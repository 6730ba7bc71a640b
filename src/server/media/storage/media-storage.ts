import type { Readable } from 'node:stream';

/**
 * Where story media files live: a folder under DATA_DIR (`local-storage.ts`) or an S3-compatible object store
 * (`s3-storage.ts`), chosen from the environment by `create-media-storage.ts`. The database holds each file's
 * metadata and its key; this layer only stores bytes under keys (docs/media.md, decision 016).
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` to `key`, replacing what was there. Atomic: a reader sees the previous object or the whole new
   * one, never a part; when the body errors (or its length differs from `contentLength`) nothing new is left
   * under the key and the body's error is thrown. The put owns `body`: it reads it to the end or destroys it.
   */
  put(key: string, body: Readable, options: MediaPutOptions): Promise<{ size: number }>;
  /**
   * The whole object, or the inclusive byte range `start`–`end` (`end` past the last byte means up to the last
   * byte, as in HTTP). Throws MediaNotFoundError when absent, MediaRangeError when `start` is past the last byte.
   * The caller must read the stream to its end or destroy it (an S3 stream holds a connection until then).
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and last modification of the object, or null when absent. */
  stat(key: string): Promise<MediaObjectStat | null>;
  /** Deletes the keys; absent keys are fine. Every key is validated before anything is deleted. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Every object whose key starts with `prefix` ('' for all), fetched lazily page by page, in no particular order.
   * Files or objects whose names are not valid keys (written by something else) are skipped.
   */
  list(prefix: string): AsyncIterable<MediaObjectInfo>;
}

export interface MediaPutOptions {
  contentType: string;
  /** When given, a body of another length fails the put (and stores nothing). */
  contentLength?: number;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaObjectStat {
  size: number;
  modifiedAt: Date;
}

export interface MediaObjectInfo extends MediaObjectStat {
  key: string;
}

export class MediaNotFoundError extends Error {
  override name = 'MediaNotFoundError';
  constructor(readonly key: string) {
    super(`no media object under key ${JSON.stringify(key)}`);
  }
}

/** The range starts past the object's last byte (HTTP 416). */
export class MediaRangeError extends Error {
  override name = 'MediaRangeError';
  constructor(
    readonly key: string,
    readonly range: ByteRange,
  ) {
    super(`bytes ${range.start}-${range.end} are not satisfiable for ${JSON.stringify(key)}`);
  }
}

/** A key or prefix that could escape the storage folder or is not a media key at all. A programming error. */
export class MediaKeyError extends Error {
  override name = 'MediaKeyError';
}

/** The body's length differs from the `contentLength` announced to `put`. */
export class MediaLengthMismatchError extends Error {
  override name = 'MediaLengthMismatchError';
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(
      received > expected
        ? `the body is longer than the announced ${expected} bytes`
        : `the body ended after ${received} of the announced ${expected} bytes`,
    );
  }
}

/** S3's own limit on a key's length, in UTF-8 bytes. */
export const MAX_KEY_LENGTH = 1024;

/**
 * One segment of a key: letters, digits, '.', '_' and '-', starting with a letter, a digit or '_'. So a segment is
 * never '.' or '..', never hidden (the local driver's temporary files start with a dot) and never holds a
 * separator, a drive letter or a control character.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/;

/**
 * Whether `key` is a media key such as `media/<uuid>/<uuid>.jpg`: '/'-separated segments of {@link KEY_SEGMENT}, no
 * leading, trailing or doubled slash, at most {@link MAX_KEY_LENGTH} characters. A valid key always names a file
 * inside the storage folder.
 */
export function isMediaKey(key: string): boolean {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment) => KEY_SEGMENT.test(segment))
  );
}

/** Returns `key` when it is a valid media key; throws MediaKeyError otherwise. */
export function assertMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new MediaKeyError(`invalid media key ${JSON.stringify(key)}`);
  return key;
}

/**
 * A list prefix: '' (everything), whole segments ending with '/' (`media/<uuid>/`) or a key's beginning
 * (`media/3f`). Same characters as keys; no '..', no leading or doubled slash.
 */
export function assertMediaPrefix(prefix: string): string {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  const segments = trimmed.split('/');
  const last = segments.pop() ?? '';
  const isValid =
    prefix.length <= MAX_KEY_LENGTH &&
    (prefix === '' ||
      (segments.every((segment) => KEY_SEGMENT.test(segment)) &&
        (prefix.endsWith('/') ? KEY_SEGMENT.test(last) : /^[A-Za-z0-9._-]+$/.test(last) && last !== '..')));
  if (!isValid) throw new MediaKeyError(`invalid media key prefix ${JSON.stringify(prefix)}`);
  return prefix;
}

/** Throws RangeError unless 0 ≤ start ≤ end are safe integers. */
export function assertByteRange(range: ByteRange): ByteRange {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`invalid byte range ${start}-${end}`);
  }
  return range;
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, open, opendir, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../data-dir-permissions';
import { ByteCounter } from './byte-streams';
import {
  assertByteRange,
  assertMediaKey,
  assertMediaPrefix,
  type ByteRange,
  isMediaKey,
  MediaKeyError,
  MediaNotFoundError,
  type MediaObjectInfo,
  type MediaObjectStat,
  type MediaPutOptions,
  MediaRangeError,
  type MediaStorage,
} from './media-storage';

/** Unfinished writes, inside the root so that renaming stays on one filesystem; never a valid key segment. */
const TEMP_DIR = '.tmp';
/** Files unlinked at once by `delete`. */
const DELETE_CONCURRENCY = 16;

export interface LocalMediaStorageOptions {
  /** The folder that holds the objects, `<DATA_DIR>/media-store` (see `localMediaRoot`). */
  root: string;
}

/** `<DATA_DIR>/media-store`. */
export function localMediaRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'media-store');
}

/**
 * Objects as files: key `media/a/b.jpg` is `<root>/media/a/b.jpg`. A put writes `<root>/.tmp/<uuid>.part`, flushes
 * it to disk and renames it over the final name (atomic on one filesystem), so a reader opens the old file or
 * the complete new one; a reader that has the file open keeps reading it even if it is replaced or deleted.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly root: string;
  private readonly tempDir: string;

  constructor(options: LocalMediaStorageOptions) {
    this.root = path.resolve(options.root);
    this.tempDir = path.join(this.root, TEMP_DIR);
  }

  async put(key: string, body: Readable, options: MediaPutOptions): Promise<{ size: number }> {
    let temp: string | undefined;
    try {
      const file = this.fileOf(key);
      await mkdir(this.tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      temp = path.join(this.tempDir, `${randomUUID()}.part`);
      const counter = new ByteCounter(options.contentLength);
      // flush: fsync before the descriptor closes, so the renamed file is on disk whole
      await pipeline(
        body,
        counter,
        createWriteStream(temp, { flags: 'wx', mode: PRIVATE_FILE_MODE, flush: true }),
      );
      await this.renameIntoPlace(temp, file);
      await syncDirectory(path.dirname(file));
      return { size: counter.bytes };
    } catch (error) {
      body.destroy();
      if (temp) await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.fileOf(key);
    if (range) assertByteRange(range);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) throw new MediaNotFoundError(key);
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new MediaNotFoundError(key);
      if (range && range.start >= info.size) throw new MediaRangeError(key, range);
      // The stream owns the handle from here and closes it at its end or when destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<MediaObjectStat | null> {
    const file = this.fileOf(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const files = [...new Set(keys.map((key) => this.fileOf(key)))];
    for (let i = 0; i < files.length; i += DELETE_CONCURRENCY) {
      await Promise.all(files.slice(i, i + DELETE_CONCURRENCY).map((file) => this.deleteFile(file)));
    }
  }

  async *list(prefix: string): AsyncIterable<MediaObjectInfo> {
    assertMediaPrefix(prefix);
    const dirKey = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* this.walk(dirKey ? path.join(this.root, ...dirKey.split('/')) : this.root, dirKey, prefix);
  }

  /**
   * Removes the temporary files of writes that never finished (a crash or a kill during a put) and were last
   * written more than `maxAgeMs` ago. Returns how many it removed.
   */
  async removeStaleTempFiles(maxAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tempDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tempDir, name);
      const info = await lstat(file).catch(() => null);
      if (info?.isFile() && Date.now() - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** The file of a validated key; never outside the root. */
  private fileOf(key: string): string {
    assertMediaKey(key);
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep))
      throw new MediaKeyError(`key ${JSON.stringify(key)} escapes the root`);
    return file;
  }

  /** mkdir + rename; a concurrent delete may remove the emptied parent in between, so that is retried. */
  private async renameIntoPlace(temp: string, file: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        await rename(temp, file);
        return;
      } catch (error) {
        if (!isCode(error, 'ENOENT') || attempt >= 5) throw error;
      }
    }
  }

  private async deleteFile(file: string): Promise<void> {
    try {
      await unlink(file);
    } catch (error) {
      // absent, or a folder of other keys: either way there is no object under this key
      if (!isMissing(error) && !isCode(error, 'EISDIR') && !isCode(error, 'EPERM')) throw error;
      return;
    }
    // remove the folders this left empty, up to the root
    for (let dir = path.dirname(file); dir.startsWith(this.root + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (ENOTEMPTY), or already removed by a concurrent delete
      }
    }
  }

  private async *walk(dir: string, dirKey: string, prefix: string): AsyncGenerator<MediaObjectInfo> {
    let entries: AsyncIterable<{ name: string; isFile(): boolean; isDirectory(): boolean }>;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of entries) {
      if (!isMediaKey(entry.name)) continue; // the temporary folder, hidden or foreign files
      const key = dirKey ? `${dirKey}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(full, key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && isMediaKey(key)) {
        const info = await lstat(full).catch((error: unknown) => {
          if (isMissing(error)) return null; // deleted while listing
          throw error;
        });
        if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function isMissing(error: unknown): boolean {
  return isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR');
}

/** Makes a rename durable (its directory entry reaches the disk); a no-op where directories cannot be synced. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // EINVAL/EPERM on filesystems and platforms without directory fsync
  } finally {
    await handle.close();
  }
}

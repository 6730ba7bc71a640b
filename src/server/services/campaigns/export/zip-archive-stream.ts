import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Logger } from '../../../logger';

// @types/yazl 3.3 declares end()'s callback without its argument: the archive's size (README: calculatedTotalSize).
declare module 'yazl' {
  interface ZipFile {
    end(
      options: { forceZip64Format?: boolean; comment?: string },
      calculatedTotalSize: (size: number) => void,
    ): void;
  }
}

/** A file of the archive whose bytes are read only when its turn comes. */
export interface LazyZipEntry {
  name: string;
  /** Its exact size in bytes (the archive's size is computed from it; another length fails the archive). */
  size: number;
  open(): Promise<Readable>;
}

export interface ZipArchiveInput {
  /** The first entry, held in memory (the campaign's JSON). */
  first: { name: string; bytes: Buffer };
  entries: readonly LazyZipEntry[];
  /** Every entry's modification time. */
  mtime: Date;
  logger: Logger;
}

/** An archive being written: its exact size, and the stream of its bytes. */
export interface ZipArchive {
  size: number;
  stream: Readable;
}

/** An archive ready to be written: its exact size, known before any entry is opened, and a way to start it. */
export interface PreparedZipArchive {
  size: number;
  /** Starts the archive (streamZipArchive): read the stream to its end or destroy it. */
  open(): Readable;
}

/** Regular files readable by everyone who can read the archive's folder (umask applies when unpacked). */
const FILE_MODE = 0o100644;

const entryOptions = (input: ZipArchiveInput, entry: LazyZipEntry) => ({
  compress: false,
  size: entry.size,
  mtime: input.mtime,
  mode: FILE_MODE,
});

/**
 * The archive's exact size without writing it: the same entries added to a ZipFile that is never read, whose lazy
 * entries are never opened (yazl computes the size from the declared sizes in end()), then dropped.
 */
function zipArchiveSize(input: ZipArchiveInput): number {
  const zip = new ZipFile();
  zip.addBuffer(input.first.bytes, input.first.name, {
    compress: false,
    mtime: input.mtime,
    mode: FILE_MODE,
  });
  for (const entry of input.entries) zip.addReadStreamLazy(entry.name, entryOptions(input, entry), () => {});
  let size = -1;
  zip.end({}, (calculated) => {
    size = calculated;
  });
  if (size < 0) throw new Error('zip export: the archive size is unknown');
  return size;
}

/**
 * An archive whose size is known now and whose bytes are written only when `open()` is called: what an archive
 * nested in another needs (the outer entry's size before the first byte; its stream opened when its turn comes).
 */
export function prepareZipArchive(input: ZipArchiveInput): PreparedZipArchive {
  const size = zipArchiveSize(input);
  return { size, open: () => streamZipArchive(input).stream };
}

/**
 * A .zip streamed with yazl (decision 035): every entry stored (no compression: photos and videos are already
 * compressed, and a stored entry's size is known in advance), so `size` is the exact byte count before a byte is
 * written (a Content-Length); ZIP64 where an entry or the archive passes 4 GB. Entries are opened one at a time, when
 * the previous one is written, and the output is pulled by its reader: the memory held is a few buffers whatever the
 * files weigh.
 *
 * The caller must read `stream` to its end or destroy it. Destroyed early (the browser went away), the entry being
 * read is destroyed too (an S3 stream holds a pooled connection until then) and no other entry is opened. An entry
 * that cannot be opened, fails while read or has another length destroys `stream` with that error: the download
 * ends short of its Content-Length, which every client reports as a failed download, never as a complete archive.
 */
export function streamZipArchive(input: ZipArchiveInput): ZipArchive {
  const { logger, mtime } = input;
  const zip = new ZipFile();
  // yazl's outputStream is a PassThrough; its declared type is the older NodeJS.ReadableStream.
  const stream = zip.outputStream as Readable;
  let current: Readable | null = null;
  let isStopped = false;

  const stop = () => {
    isStopped = true;
    current?.destroy();
    current = null;
  };
  const fail = (err: unknown, name: string) => {
    if (isStopped) return;
    logger.error({ err, entry: name }, 'zip export: an entry failed, the archive is cut short');
    stop();
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  // Closed before its end: destroyed by its reader (a cancelled download) or by fail().
  stream.once('close', () => {
    if (!stream.readableEnded) stop();
  });
  // The stream's own error reaches its reader (the HTTP response); this keeps it from being an uncaught one.
  stream.on('error', () => {});
  zip.on('error', (err: unknown) => fail(err, 'archive'));

  zip.addBuffer(input.first.bytes, input.first.name, { compress: false, mtime, mode: FILE_MODE });
  for (const entry of input.entries) {
    zip.addReadStreamLazy(entry.name, entryOptions(input, entry), (give) => {
      if (isStopped) return;
      entry.open().then(
        (source) => {
          if (isStopped) {
            source.destroy();
            return;
          }
          current = source;
          // yazl pipes the source but does not listen for its errors.
          source.once('error', (err) => fail(err, entry.name));
          source.once('close', () => {
            if (current === source) current = null;
          });
          give(null, source);
        },
        (err: unknown) => fail(err, entry.name),
      );
    });
  }
  let size = -1;
  zip.end({}, (calculated) => {
    size = calculated;
  });
  // Every entry is stored with a known size, so yazl computes the size within end().
  if (size < 0) {
    stop();
    stream.destroy();
    throw new Error('zip export: the archive size is unknown');
  }
  return { size, stream };
}

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { isZipClutter, zipNameKey } from '../../../../shared/campaign-import/zip-paths';
import { CAMPAIGN_ZIP_TEXTS } from '../../../../shared/campaign-import/zip-texts';
import { AppError } from '../../../errors/app-error';
import {
  checkDeclaredTotal,
  checkEntry,
  checkEntryCount,
  checkNoOverlap,
  type EntryRange,
  unsafeNameError,
} from './check-zip-entries';

const refuse = (message: string) => new AppError('INVALID_REQUEST', message);

/**
 * yauzl's options: entries one at a time from the central directory (nothing is inflated to list them), names
 * decoded and refused when absolute, with '..' or a backslash, and every entry's actual inflated size held to the
 * size it declares (a lying header fails while it is read, not after).
 */
const ZIP_OPTIONS: yauzl.Options = {
  lazyEntries: true,
  autoClose: false,
  decodeStrings: true,
  strictFileNames: true,
  validateEntrySizes: true,
};

/**
 * Where each entry's bytes lie: its local header's offset and, from that header's own name and extra field lengths
 * (30 bytes read per entry, nothing inflated), the end of its compressed data.
 */
async function entryRanges(zip: ZipFile, entries: readonly Entry[]): Promise<EntryRange[]> {
  const ranges: EntryRange[] = [];
  for (const entry of entries) {
    let dataStart: number;
    try {
      ({ fileDataStart: dataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true }));
    } catch {
      throw refuse(CAMPAIGN_ZIP_TEXTS.corruptEntry(entry.fileName));
    }
    ranges.push({
      fileName: entry.fileName,
      start: entry.relativeOffsetOfLocalHeader,
      end: dataStart + entry.compressedSize,
    });
  }
  return ranges;
}

/**
 * A campaign .zip staged on disk, opened read-only. Listing it reads only the central directory; every entry's
 * header is checked before anything is inflated (checkEntry: unsafe names, encryption, zip-bomb ratios; then no
 * two entries sharing bytes, checkNoOverlap; then the declared total). Entries are read by name into memory (the JSON) or into a file the caller names (never a path
 * made from the entry's name), counting the bytes as they inflate. Close it when done.
 */
export class CampaignZip {
  readonly #zip: ZipFile;
  readonly #files = new Map<string, Entry>();
  /** Every entry's name (files and folders), in archive order. */
  readonly names: string[];

  private constructor(zip: ZipFile, entries: Entry[]) {
    this.#zip = zip;
    this.names = entries.map((entry) => entry.fileName);
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const key = zipNameKey(entry.fileName);
      if (this.#files.has(key) && !isZipClutter(entry.fileName)) {
        throw refuse(CAMPAIGN_ZIP_TEXTS.duplicateEntry(entry.fileName));
      }
      this.#files.set(key, entry);
    }
  }

  /**
   * Opens and checks the archive; 400 INVALID_REQUEST with a Spanish message when it is refused. `maxEntries`: a
   * campaign .zip's (CAMPAIGN_ZIP_MAX_ENTRIES) unless given (the agency archive holds one entry per campaign).
   */
  static async open(
    filePath: string,
    limits: { maxTotalUncompressedBytes: number; maxEntries?: number },
  ): Promise<CampaignZip> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(filePath, ZIP_OPTIONS);
    } catch (err) {
      throw unsafeNameError(err) ?? refuse(CAMPAIGN_ZIP_TEXTS.notAZip);
    }
    try {
      checkEntryCount(zip.entryCount, limits.maxEntries);
      const entries: Entry[] = [];
      let total = 0;
      try {
        for await (const entry of zip.eachEntry()) {
          checkEntry(entry);
          total += entry.uncompressedSize;
          entries.push(entry);
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unsafeNameError(err) ?? refuse(CAMPAIGN_ZIP_TEXTS.notAZip);
      }
      checkNoOverlap(await entryRanges(zip, entries));
      checkDeclaredTotal(total, limits.maxTotalUncompressedBytes);
      return new CampaignZip(zip, entries);
    } catch (err) {
      zip.close();
      throw err;
    }
  }

  /** The file entry of a name (matched by zipNameKey), or undefined. */
  file(name: string): Entry | undefined {
    return this.#files.get(zipNameKey(name));
  }

  /** The whole entry in memory; `tooLarge` when it declares, or inflates to, more than `maxBytes`. */
  async readBytes(entry: Entry, maxBytes: number, tooLarge: () => AppError): Promise<Buffer> {
    if (entry.uncompressedSize > maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    await this.#inflate(
      entry,
      maxBytes,
      tooLarge,
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      }),
    );
    return Buffer.concat(chunks);
  }

  /**
   * Inflates the entry into a new file at `filePath` (a staging path the caller chose), removed again on failure;
   * `tooLarge` when it declares, or inflates to, more than `maxBytes`.
   */
  async extract(entry: Entry, filePath: string, maxBytes: number, tooLarge: () => AppError): Promise<void> {
    if (entry.uncompressedSize > maxBytes) throw tooLarge();
    try {
      await this.#inflate(entry, maxBytes, tooLarge, createWriteStream(filePath, { flags: 'wx' }));
    } catch (err) {
      await rm(filePath, { force: true });
      throw err;
    }
  }

  close(): void {
    this.#zip.close();
  }

  async #inflate(entry: Entry, maxBytes: number, tooLarge: () => AppError, sink: Writable): Promise<void> {
    const name = entry.fileName;
    if (!entry.canDecodeFileData()) throw refuse(CAMPAIGN_ZIP_TEXTS.unsupportedCompression(name));
    let source: Readable;
    try {
      source = await this.#zip.openReadStreamPromise(entry);
    } catch {
      throw refuse(CAMPAIGN_ZIP_TEXTS.corruptEntry(name));
    }
    // yauzl already stops an entry that inflates past its declared size; counting here too keeps the limit ours
    // whatever the header says.
    let size = 0;
    let isSourceError = false;
    source.once('error', () => {
      isSourceError = true;
    });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) callback(tooLarge());
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, sink);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Bad compressed data, a wrong size or CRC: the archive's fault. A failing disk is not.
      if (isSourceError) throw refuse(CAMPAIGN_ZIP_TEXTS.corruptEntry(name));
      throw err;
    }
  }
}

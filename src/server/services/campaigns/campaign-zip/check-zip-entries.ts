import { zipPathProblem } from '../../../../shared/campaign-import/zip-paths';
import {
  CAMPAIGN_ZIP_MAX_ENTRIES,
  CAMPAIGN_ZIP_TEXTS,
  ZIP_BOMB_MIN_BYTES,
  ZIP_BOMB_RATIO,
} from '../../../../shared/campaign-import/zip-texts';
import { formatBytes } from '../../../../shared/media/format-bytes';
import { AppError } from '../../../errors/app-error';

/** What the archive's central directory says of one entry (yauzl's Entry has these). */
export interface ZipEntryHeader {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
  isEncrypted(): boolean;
}

const refuse = (message: string) => new AppError('INVALID_REQUEST', message);

/** Before any entry is read: too many entries. */
export function checkEntryCount(count: number): void {
  if (count > CAMPAIGN_ZIP_MAX_ENTRIES) throw refuse(CAMPAIGN_ZIP_TEXTS.tooManyEntries(count));
}

/**
 * One entry, from its header only (nothing inflated): a name that is absolute, has a drive letter, a '..'
 * segment, a backslash or control characters (path traversal when unpacked; refused for the whole archive even if
 * no story names it); encryption; and a declared size that inflates more than ZIP_BOMB_RATIO times its compressed
 * size beyond ZIP_BOMB_MIN_BYTES (real photos and videos hardly compress). yauzl makes the actual bytes match the
 * declared size when an entry is read, so a lying header is caught then (see open-campaign-zip.ts).
 */
export function checkEntry(entry: ZipEntryHeader): void {
  const name = entry.fileName;
  const problem = zipPathProblem(name.endsWith('/') ? name.slice(0, -1) : name);
  if (problem && problem !== 'segment') throw refuse(CAMPAIGN_ZIP_TEXTS.unsafeEntry(name));
  if (entry.isEncrypted()) throw refuse(CAMPAIGN_ZIP_TEXTS.encrypted(name));
  if (
    entry.uncompressedSize > ZIP_BOMB_MIN_BYTES &&
    entry.uncompressedSize > ZIP_BOMB_RATIO * entry.compressedSize
  ) {
    throw refuse(CAMPAIGN_ZIP_TEXTS.bombRatio(name));
  }
}

/** After every header: the sizes the entries declare, added up, against the limit. */
export function checkDeclaredTotal(totalUncompressed: number, maxTotal: number): void {
  if (totalUncompressed > maxTotal)
    throw refuse(CAMPAIGN_ZIP_TEXTS.bombTotal(formatBytes(totalUncompressed)));
}

/**
 * yauzl refuses unsafe names itself (strictFileNames) with an English message naming the entry: the same refusal
 * in Spanish, or null for any other error.
 */
export function unsafeNameError(err: unknown): AppError | null {
  const message = err instanceof Error ? err.message : '';
  const match = /^(?:invalid characters in fileName|absolute path|invalid relative path): (.*)$/s.exec(
    message,
  );
  return match ? refuse(CAMPAIGN_ZIP_TEXTS.unsafeEntry(match[1] ?? '')) : null;
}

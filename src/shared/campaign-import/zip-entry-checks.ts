import { formatBytes } from '../media/format-bytes';
import { zipPathProblem } from './zip-paths';
import {
  CAMPAIGN_ZIP_MAX_ENTRIES,
  CAMPAIGN_ZIP_TEXTS,
  ZIP_BOMB_MIN_BYTES,
  ZIP_BOMB_RATIO,
} from './zip-texts';

/** What an archive's central directory says of one entry. */
export interface ZipEntryHeader {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
  isEncrypted: boolean;
}

/** Too many entries, before any is read: the Spanish refusal, or null. */
export function entryCountProblem(count: number, max: number = CAMPAIGN_ZIP_MAX_ENTRIES): string | null {
  return count > max ? CAMPAIGN_ZIP_TEXTS.tooManyEntries(count, max) : null;
}

/**
 * One entry, from its header only (nothing inflated): a name that is absolute, has a drive letter, a '..'
 * segment, a backslash or control characters (path traversal when unpacked; refused for the whole archive even if
 * no story names it); encryption; a declared size more than ZIP_BOMB_RATIO times its compressed size beyond
 * ZIP_BOMB_MIN_BYTES (real photos and videos hardly compress). The Spanish refusal, or null.
 */
export function entryProblem(entry: ZipEntryHeader): string | null {
  const name = entry.fileName;
  const pathProblem = zipPathProblem(name.endsWith('/') ? name.slice(0, -1) : name);
  if (pathProblem && pathProblem !== 'segment') return CAMPAIGN_ZIP_TEXTS.unsafeEntry(name);
  if (entry.isEncrypted) return CAMPAIGN_ZIP_TEXTS.encrypted(name);
  if (
    entry.uncompressedSize > ZIP_BOMB_MIN_BYTES &&
    entry.uncompressedSize > ZIP_BOMB_RATIO * entry.compressedSize
  ) {
    return CAMPAIGN_ZIP_TEXTS.bombRatio(name);
  }
  return null;
}

/** The sizes every entry declares, added up, against a limit: the Spanish refusal, or null. */
export function declaredTotalProblem(totalUncompressed: number, maxTotal: number): string | null {
  return totalUncompressed > maxTotal ? CAMPAIGN_ZIP_TEXTS.bombTotal(formatBytes(totalUncompressed)) : null;
}

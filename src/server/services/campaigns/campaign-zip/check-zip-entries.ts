import {
  declaredTotalProblem,
  entryCountProblem,
  entryProblem,
} from '../../../../shared/campaign-import/zip-entry-checks';
import { CAMPAIGN_ZIP_TEXTS } from '../../../../shared/campaign-import/zip-texts';
import { AppError } from '../../../errors/app-error';

/** The header fields of yauzl's Entry the checks read. */
interface EntryHeader {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
  isEncrypted(): boolean;
}

function refuseIf(problem: string | null): void {
  if (problem) throw new AppError('INVALID_REQUEST', problem);
}

/** Before any entry is read: too many entries (400); `max` is a campaign .zip's unless given. */
export function checkEntryCount(count: number, max?: number): void {
  refuseIf(entryCountProblem(count, max));
}

/**
 * One entry from its header (400 for unsafe names, encryption, a zip-bomb ratio: entryProblem). yauzl makes the
 * actual bytes match the declared size when an entry is read, so a lying header is caught then (campaign-zip.ts).
 */
export function checkEntry(entry: EntryHeader): void {
  refuseIf(
    entryProblem({
      fileName: entry.fileName,
      compressedSize: entry.compressedSize,
      uncompressedSize: entry.uncompressedSize,
      isEncrypted: entry.isEncrypted(),
    }),
  );
}

/** Where one entry's bytes lie in the archive: its local header, then its compressed data. */
export interface EntryRange {
  fileName: string;
  /** The offset of its local header. */
  start: number;
  /** Just past its compressed data (the local header's own name and extra field lengths counted). */
  end: number;
}

/**
 * After every header, before anything is inflated: no two entries may share bytes. Several central-directory
 * entries pointing at the same (or overlapping) local data is the zip bomb without recursion (David Fifield, "A
 * better zip bomb"): each entry alone looks harmless, together they inflate one kernel hundreds of times. Real
 * zip writers lay entries one after another, so any overlap is refused (400), naming the two entries.
 */
export function checkNoOverlap(ranges: readonly EntryRange[]): void {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as EntryRange;
    const after = sorted[i] as EntryRange;
    if (after.start < before.end) {
      throw new AppError(
        'INVALID_REQUEST',
        CAMPAIGN_ZIP_TEXTS.overlappingEntries(before.fileName, after.fileName),
      );
    }
  }
}

/** After every header: the declared total against the limit (400). */
export function checkDeclaredTotal(totalUncompressed: number, maxTotal: number): void {
  refuseIf(declaredTotalProblem(totalUncompressed, maxTotal));
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
  return match ? new AppError('INVALID_REQUEST', CAMPAIGN_ZIP_TEXTS.unsafeEntry(match[1] ?? '')) : null;
}

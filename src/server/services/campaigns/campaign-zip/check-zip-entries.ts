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

/** Before any entry is read: too many entries (400). */
export function checkEntryCount(count: number): void {
  refuseIf(entryCountProblem(count));
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

import { IssueList } from '@shared/campaign-import/issue-list';
import { atPosition } from '@shared/campaign-import/messages';
import { readCampaignJson } from '@shared/campaign-import/parse-campaign-file';
import type { CampaignImportResult, NormalizedCampaign } from '@shared/campaign-import/types';
import { validateCampaignImport } from '@shared/campaign-import/validate-campaign-import';
import { entryCountProblem, entryProblem } from '@shared/campaign-import/zip-entry-checks';
import { findCampaignJson, namedMediaFiles, unusedZipFiles } from '@shared/campaign-import/zip-layout';
import { isZipClutter, zipNameKey } from '@shared/campaign-import/zip-paths';
import {
  CAMPAIGN_ZIP_MAX_ENTRIES,
  CAMPAIGN_ZIP_TEXTS,
  MEDIA_FIELD_PROBLEMS,
} from '@shared/campaign-import/zip-texts';
import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '@shared/constants';
import { detectMediaFormat, MEDIA_SNIFF_BYTES } from '@shared/media/detect-media-format';
import { formatBytes } from '@shared/media/format-bytes';
import { Inflate } from 'fflate';
import { entryDataRange, readZipDirectory, type ZipDirectoryEntry, ZipFormatError } from './zip-directory';

/**
 * What the panel learns from a chosen .zip before anything is sent. Loaded only when a .zip is chosen (it brings
 * fflate): the archive's directory is read by slices, then only its JSON and the first bytes of each file a story
 * names are inflated (a video is never inflated whole, nor read beyond its first kilobytes).
 */
export type CampaignZipCheck =
  /** The archive as a whole is refused (not a zip, no JSON, unsafe names, a bomb…): the general error card. */
  | { ok: false; message: string }
  | {
      ok: true;
      /** The JSON's validation, then the stories' files (missing, not an image or video) as issues. */
      result: CampaignImportResult;
      /** Files in the archive that no story names (not imported). */
      ignoredFiles: string[];
    };

const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes read to get a file's first MEDIA_SNIFF_BYTES (deflate rarely needs more than a few KB). */
const HEAD_READ_BYTES = 64 * 1024;
/** Compressed bytes inflated at a time while looking for a file's head. */
const HEAD_PUSH_BYTES = 1024;

class RefusedZip extends Error {}

/** The whole data of an entry, inflated, refusing more than `maxBytes` (the header is not trusted). */
async function readWhole(file: Blob, entry: ZipDirectoryEntry, maxBytes: number): Promise<Uint8Array> {
  const { start, end } = await entryDataRange(file, entry);
  const data = new Uint8Array(await file.slice(start, end).arrayBuffer());
  if (entry.compressionMethod === STORED) return data;
  if (entry.compressionMethod !== DEFLATED) {
    throw new RefusedZip(CAMPAIGN_ZIP_TEXTS.unsupportedCompression(entry.fileName));
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    size += chunk.length;
    if (size > maxBytes) throw new RefusedZip(CAMPAIGN_ZIP_TEXTS.corruptEntry(entry.fileName));
    chunks.push(chunk);
  });
  try {
    inflate.push(data, true);
  } catch (err) {
    if (err instanceof RefusedZip) throw err;
    throw new RefusedZip(CAMPAIGN_ZIP_TEXTS.corruptEntry(entry.fileName));
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The first `want` bytes of an entry: stored ones sliced, deflated ones inflated from their first chunk only. */
async function readHead(file: Blob, entry: ZipDirectoryEntry, want: number): Promise<Uint8Array> {
  const { start, end } = await entryDataRange(file, entry);
  if (entry.compressionMethod === STORED) {
    return new Uint8Array(await file.slice(start, Math.min(end, start + want)).arrayBuffer());
  }
  if (entry.compressionMethod !== DEFLATED) return new Uint8Array();
  const readEnd = Math.min(end, start + HEAD_READ_BYTES);
  const data = new Uint8Array(await file.slice(start, readEnd).arrayBuffer());
  const head = new Uint8Array(want);
  let got = 0;
  const inflate = new Inflate((chunk) => {
    const take = Math.min(chunk.length, want - got);
    head.set(chunk.subarray(0, take), got);
    got += take;
  });
  try {
    // Small pieces, stopping once the head is there: a highly compressible file never inflates much.
    for (let at = 0; at < data.length && got < want; at += HEAD_PUSH_BYTES) {
      const next = Math.min(data.length, at + HEAD_PUSH_BYTES);
      inflate.push(data.subarray(at, next), next === data.length && readEnd === end);
    }
  } catch {
    // Damaged data: whatever came out first is all there is to look at.
  }
  return head.subarray(0, got);
}

/** The archive-level checks the server makes from the headers (it also limits the declared total). */
function archiveProblem(count: number, entries: ZipDirectoryEntry[]): string | null {
  const countProblem = entryCountProblem(count);
  if (countProblem) return countProblem;
  const seen = new Set<string>();
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return problem;
    if (entry.fileName.endsWith('/')) continue;
    const key = zipNameKey(entry.fileName);
    if (seen.has(key) && !isZipClutter(entry.fileName))
      return CAMPAIGN_ZIP_TEXTS.duplicateEntry(entry.fileName);
    seen.add(key);
  }
  return null;
}

/** The stories' files against the archive: missing names, and files whose first bytes are no image or video. */
async function mediaIssues(
  file: Blob,
  campaign: NormalizedCampaign,
  files: Map<string, ZipDirectoryEntry>,
  base: string,
): Promise<IssueList> {
  const issues = new IssueList();
  const isMedia = new Map<ZipDirectoryEntry, boolean>();
  for (const named of namedMediaFiles(campaign)) {
    const entry = files.get(zipNameKey(base + named.name));
    let problem: string | null = null;
    if (!entry) problem = MEDIA_FIELD_PROBLEMS.missing(named.name);
    else {
      let ok = isMedia.get(entry);
      if (ok === undefined) {
        ok = detectMediaFormat(await readHead(file, entry, MEDIA_SNIFF_BYTES)) !== null;
        isMedia.set(entry, ok);
      }
      if (!ok) problem = MEDIA_FIELD_PROBLEMS.notMedia(named.name);
    }
    if (problem) issues.add(named.path, atPosition(named.position, problem));
  }
  return issues;
}

/**
 * Checks a chosen .zip as the server will, as far as the browser can without inflating the files: the archive's
 * headers (entry count, names, encryption, zip-bomb ratios, duplicates), its JSON (found as the server finds it,
 * validated with the shared validator as the JSON of a .zip), and each file a story names (present, and an image
 * or a video by its first bytes). Never throws for a bad archive.
 */
export async function readCampaignZip(file: Blob): Promise<CampaignZipCheck> {
  try {
    const { count, entries } = await readZipDirectory(file, CAMPAIGN_ZIP_MAX_ENTRIES);
    const problem = archiveProblem(count, entries);
    if (problem) return { ok: false, message: problem };
    const names = entries.map((entry) => entry.fileName);
    const layout = findCampaignJson(names);
    if (!layout.ok) return { ok: false, message: layout.message };
    const files = new Map<string, ZipDirectoryEntry>();
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) files.set(zipNameKey(entry.fileName), entry);
    }
    const jsonEntry = files.get(zipNameKey(layout.jsonName)) as ZipDirectoryEntry;
    if (jsonEntry.uncompressedSize > CAMPAIGN_IMPORT_MAX_FILE_BYTES) {
      return {
        ok: false,
        message: CAMPAIGN_ZIP_TEXTS.jsonTooLarge(
          layout.jsonName,
          formatBytes(CAMPAIGN_IMPORT_MAX_FILE_BYTES),
        ),
      };
    }
    const bytes = await readWhole(file, jsonEntry, CAMPAIGN_IMPORT_MAX_FILE_BYTES);
    const read = readCampaignJson(new TextDecoder().decode(bytes));
    if (!read.ok) return { ok: false, message: read.message };
    const result = validateCampaignImport(read.value, { source: 'zip' });
    if (!result.ok) return { ok: true, result, ignoredFiles: [] };
    const issues = await mediaIssues(file, result.campaign, files, layout.base);
    const ignoredFiles = unusedZipFiles(names, layout, result.campaign);
    if (!issues.isEmpty) {
      return {
        ok: true,
        result: { ok: false, message: CAMPAIGN_ZIP_TEXTS.validationFailed, errors: issues.toList() },
        ignoredFiles,
      };
    }
    return { ok: true, result, ignoredFiles };
  } catch (err) {
    if (err instanceof RefusedZip) return { ok: false, message: err.message };
    if (err instanceof ZipFormatError) return { ok: false, message: CAMPAIGN_ZIP_TEXTS.notAZip };
    throw err;
  }
}

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { campaignFileOf } from '../../../../shared/campaign-export/campaign-file-of';
import {
  CAMPAIGN_ZIP_EXPORT_JSON,
  CAMPAIGN_ZIP_EXPORT_TEXTS,
  planZipExportMedia,
  type ZipExportEntry,
  type ZipExportStory,
  zipExportPosition,
} from '../../../../shared/campaign-export/campaign-zip-media';
import { CAMPAIGN_ZIP_MAX_ENTRIES } from '../../../../shared/campaign-import/zip-texts';
import { CAMPAIGN_IMPORT_MAX_FILE_BYTES } from '../../../../shared/constants';
import { formatBytes } from '../../../../shared/media/format-bytes';
import { MAX_FILES_PER_STORY } from '../../../../shared/media/media-types';
import type { AppDeps } from '../../../context/app-deps';
import { AppError } from '../../../errors/app-error';
import type { MediaStorage } from '../../../media/storage/media-storage';
import { campaignExportFileName, inSnapshot } from './export-campaign';
import { readCampaignMedia, type StoredStoryFile } from './read-campaign-media';
import { readCampaignSnapshot, type StoredCampaign } from './read-campaign-snapshot';
import { type PreparedZipArchive, prepareZipArchive } from './zip-archive-stream';

export type ExportCampaignZipDeps = Pick<AppDeps, 'database' | 'logger' | 'media' | 'now'>;

/** The .zip to download: its name, its exact size (the Content-Length) and its bytes, streamed. */
export interface ExportedZip {
  fileName: string;
  size: number;
  /** Read it to its end or destroy it: it holds a storage stream open. */
  stream: Readable;
}

/** A campaign's .zip checked and sized, not started: `open()` writes it (read it to its end or destroy it). */
export interface PreparedCampaignZip extends PreparedZipArchive {
  fileName: string;
}

/** Storage objects looked up at once before the archive starts (S3 answers each in a round trip). */
const STAT_CONCURRENCY = 8;

type StoryFiles = ZipExportStory<StoredStoryFile>;

/** The stories in the file's order (days in order, each day's stories by number), with their files. */
function storiesOf(campaign: StoredCampaign, files: ReadonlyMap<string, StoredStoryFile[]>): StoryFiles[] {
  return campaign.days.flatMap((day, index) =>
    day.stories.map((story) => ({
      dayNumber: index + 1,
      storyNumber: story.storyNumber,
      files: files.get(story.id) ?? [],
    })),
  );
}

/** What the .zip import would refuse (409: the archive could not be imported back), checked before anything else. */
function assertImportable(stories: readonly StoryFiles[], fileEntries: number): void {
  for (const story of stories) {
    if (story.files.length > MAX_FILES_PER_STORY) {
      throw new AppError(
        'CONFLICT',
        CAMPAIGN_ZIP_EXPORT_TEXTS.tooManyFiles(zipExportPosition(story), story.files.length),
      );
    }
  }
  if (fileEntries + 1 > CAMPAIGN_ZIP_MAX_ENTRIES) {
    throw new AppError('CONFLICT', CAMPAIGN_ZIP_EXPORT_TEXTS.tooManyEntries(fileEntries));
  }
}

/** Each entry's stored size, looked up STAT_CONCURRENCY at a time; 409 naming the story when an object is gone. */
async function sizesOf(
  storage: MediaStorage,
  entries: readonly ZipExportEntry<StoredStoryFile>[],
): Promise<number[]> {
  const sizes = new Array<number>(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const entry = entries[index] as ZipExportEntry<StoredStoryFile>;
      const info = await storage.stat(entry.file.storageKey);
      if (!info) {
        throw new AppError(
          'CONFLICT',
          CAMPAIGN_ZIP_EXPORT_TEXTS.missingObject(zipExportPosition(entry.story), entry.file.originalName),
        );
      }
      sizes[index] = info.size;
    }
  };
  await Promise.all(Array.from({ length: Math.min(STAT_CONCURRENCY, entries.length) }, worker));
  return sizes;
}

/** The export file as JSON: indented when it stays within what the import reads (2 MB), else compact; else 409. */
function jsonBytes(file: unknown): Buffer {
  const pretty = Buffer.from(`${JSON.stringify(file, null, 2)}\n`);
  if (pretty.length <= CAMPAIGN_IMPORT_MAX_FILE_BYTES) return pretty;
  const compact = Buffer.from(JSON.stringify(file));
  if (compact.length <= CAMPAIGN_IMPORT_MAX_FILE_BYTES) return compact;
  throw new AppError(
    'CONFLICT',
    CAMPAIGN_ZIP_EXPORT_TEXTS.jsonTooLarge(formatBytes(CAMPAIGN_IMPORT_MAX_FILE_BYTES)),
  );
}

/**
 * A campaign as a .zip that the .zip import reads back (docs/campaign-import.md, «Exportar una campaña»):
 * `campaign.json` (the JSON export, each story's `media` naming its files) and one stored entry per distinct storage
 * object (`media/dia<D>-historia<N>-<k>.<ext>`, planZipExportMedia), all with the export's instant as their time.
 *
 * The campaign and every story's files are read in one read-only snapshot (three statements for the campaign, ONE
 * for all the files); every object is then looked up in storage, so a missing one is a 409 naming its story before
 * a byte is sent, as are a campaign the import would refuse (too many files in a story or in the archive). The
 * archive then streams (streamZipArchive): its size is exact in advance, objects are opened one at a time as the
 * reader pulls. NOT_FOUND when the campaign does not exist.
 */
export async function exportCampaignZip(
  deps: ExportCampaignZipDeps,
  campaignId: string,
): Promise<ExportedZip> {
  const { fileName, size, open } = await prepareCampaignZip(deps, campaignId, deps.now());
  return { fileName, size, stream: open() };
}

/**
 * exportCampaignZip up to the first byte: everything read and checked (the same 404 and 409s), the size exact, and
 * nothing opened in storage until `open()`. The agency export (services/agency) nests one per campaign.
 */
export async function prepareCampaignZip(
  deps: ExportCampaignZipDeps,
  campaignId: string,
  exportedAt: Date,
): Promise<PreparedCampaignZip> {
  const { storage } = deps.media;
  const { campaign, files } = await inSnapshot(deps, async (tx) => ({
    campaign: await readCampaignSnapshot(tx, campaignId),
    files: await readCampaignMedia(tx, campaignId),
  }));
  const stories = storiesOf(campaign, files);
  const plan = planZipExportMedia(stories);
  assertImportable(stories, plan.entries.length);
  const sizes = await sizesOf(storage, plan.entries);

  let storyIndex = 0;
  const withMedia = {
    ...campaign,
    days: campaign.days.map((day) => ({
      ...day,
      stories: day.stories.map((story) => ({ ...story, media: plan.names[storyIndex++] ?? [] })),
    })),
  };
  const file = campaignFileOf(withMedia, { key: randomUUID(), exported_at: exportedAt.toISOString() });
  const archive = prepareZipArchive({
    first: { name: CAMPAIGN_ZIP_EXPORT_JSON, bytes: jsonBytes(file) },
    entries: plan.entries.map((entry, index) => ({
      name: entry.name,
      size: sizes[index] as number,
      open: () => storage.get(entry.file.storageKey),
    })),
    mtime: exportedAt,
    logger: deps.logger,
  });
  return { fileName: campaignExportFileName(campaign, 'zip'), ...archive };
}

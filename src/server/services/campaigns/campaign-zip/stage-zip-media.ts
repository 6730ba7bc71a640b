import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { IssueList } from '../../../../shared/campaign-import/issue-list';
import { atPosition } from '../../../../shared/campaign-import/messages';
import type { NormalizedCampaign } from '../../../../shared/campaign-import/types';
import { type CampaignZipLayout, namedMediaFiles } from '../../../../shared/campaign-import/zip-layout';
import { zipNameKey } from '../../../../shared/campaign-import/zip-paths';
import { CAMPAIGN_ZIP_TEXTS, MEDIA_FIELD_PROBLEMS } from '../../../../shared/campaign-import/zip-texts';
import { formatBytes } from '../../../../shared/media/format-bytes';
import { AppError } from '../../../errors/app-error';
import type { Logger } from '../../../logger';
import { type ProbedMedia, probeMedia, UnsupportedMediaError } from '../../../media/probe/probe-media';
import type { CampaignZip } from './campaign-zip';

/** One file of the archive that stories name, inflated to a staging file and probed. */
export interface StagedZipFile {
  /** Its name in the archive (the stored file keeps its last segment as its name). */
  entryName: string;
  filePath: string;
  facts: ProbedMedia;
}

export interface StageZipMediaOptions {
  zip: CampaignZip;
  layout: CampaignZipLayout;
  campaign: NormalizedCampaign;
  /** This import's own staging folder: every file goes there under a random name, never under its entry's. */
  stagingDir: string;
  /** The largest story file (MEDIA_MAX_BYTES, as for an upload). */
  maxFileBytes: number;
  logger: Logger;
}

function refused(issues: IssueList): AppError {
  return new AppError('INVALID_REQUEST', CAMPAIGN_ZIP_TEXTS.validationFailed, issues.toList());
}

/**
 * Checks and stages every file the stories name, before anything is stored. First from the archive's headers
 * alone: each name must be an entry of the archive (relative to the JSON's folder) no larger than a story file
 * may be; any problem refuses the import at once, each issue naming the story ('Día 2, bloque 1, historia 1:
 * falta el archivo «x.jpg» en el .zip'). Then each file named (once, however many stories name it) is inflated to
 * a staging file and probed: what is not an image or a video refuses the import, naming every story that uses it.
 * Returns each story's files in order, by the story's index among all the stories; the caller removes the
 * staging folder.
 */
export async function stageZipMedia(options: StageZipMediaOptions): Promise<Map<number, StagedZipFile[]>> {
  const { zip, layout, campaign, stagingDir, maxFileBytes, logger } = options;
  const named = namedMediaFiles(campaign);
  const maxLabel = formatBytes(maxFileBytes);

  const issues = new IssueList();
  for (const file of named) {
    const entry = zip.file(layout.base + file.name);
    let problem: string | null = null;
    if (!entry) problem = MEDIA_FIELD_PROBLEMS.missing(file.name);
    else if (entry.uncompressedSize > maxFileBytes)
      problem = MEDIA_FIELD_PROBLEMS.fileTooLarge(file.name, maxLabel);
    if (problem) issues.add(file.path, atPosition(file.position, problem));
  }
  if (!issues.isEmpty) throw refused(issues);

  const staged = new Map<string, StagedZipFile | null>();
  const stories = new Map<number, StagedZipFile[]>();
  for (const file of named) {
    const entry = zip.file(layout.base + file.name);
    if (!entry) continue; // checked above
    const key = zipNameKey(entry.fileName);
    let one = staged.get(key);
    if (one === undefined) {
      const filePath = path.join(stagingDir, randomUUID());
      await zip.extract(
        entry,
        filePath,
        maxFileBytes,
        () => new AppError('INVALID_REQUEST', CAMPAIGN_ZIP_TEXTS.corruptEntry(entry.fileName)),
      );
      try {
        one = { entryName: entry.fileName, filePath, facts: await probeMedia(filePath, { logger }) };
      } catch (err) {
        if (!(err instanceof UnsupportedMediaError)) throw err;
        logger.info({ entry: entry.fileName, reason: err.reason }, 'campaign zip: not a story file');
        await rm(filePath, { force: true });
        one = null;
      }
      staged.set(key, one);
    }
    if (!one) {
      issues.add(file.path, atPosition(file.position, MEDIA_FIELD_PROBLEMS.notMedia(file.name)));
      continue;
    }
    const files = stories.get(file.story) ?? [];
    files.push(one);
    stories.set(file.story, files);
  }
  if (!issues.isEmpty) throw refused(issues);
  return stories;
}

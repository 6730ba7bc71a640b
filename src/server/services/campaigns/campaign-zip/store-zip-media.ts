import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { storyFormatFlags } from '../../../../shared/media/story-format';
import type { Logger } from '../../../logger';
import { mediaKeys } from '../../../media/media-keys';
import { makeThumbnail, type Thumbnail } from '../../../media/probe/make-thumbnail';
import type { MediaStorage } from '../../../media/storage/media-storage';
import { cleanFileName } from '../../media/store-story-media';
import type { ImportedStoryFile, ImportedStoryMedia } from '../import-campaign-media';
import type { StagedZipFile } from './stage-zip-media';

export interface StoredZipMedia {
  /** For importCampaign: each story's id (chosen here: the keys contain it) and its files. */
  storyMedia: Map<number, ImportedStoryMedia>;
  /** Every object written, to delete again if the campaign cannot be written. */
  keys: string[];
}

/**
 * Streams every staged file, and its thumbnail, to storage under keys made of ids only (a story id chosen now for
 * each story with files, a new id per file), with its format warnings, ready for the rows importCampaign writes.
 * A file two stories name is stored twice (each row owns its object). If any write fails, what was written is
 * deleted again and the error thrown.
 */
export async function storeZipMedia(options: {
  stories: ReadonlyMap<number, StagedZipFile[]>;
  storage: MediaStorage;
  logger: Logger;
}): Promise<StoredZipMedia> {
  const { stories, storage, logger } = options;
  const thumbnails = new Map<StagedZipFile, Thumbnail | null>();
  const stored: StoredZipMedia = { storyMedia: new Map(), keys: [] };
  try {
    for (const [storyIndex, staged] of stories) {
      const storyId = randomUUID();
      const files: ImportedStoryFile[] = [];
      for (const one of staged) {
        const { facts } = one;
        let thumbnail = thumbnails.get(one);
        if (thumbnail === undefined) {
          thumbnail = await makeThumbnail(one.filePath, facts, { logger });
          thumbnails.set(one, thumbnail);
        }
        const id = randomUUID();
        const keys = mediaKeys(storyId, id, facts.extension);
        const { size } = await storage.put(keys.file, createReadStream(one.filePath), {
          contentType: facts.mimeType,
        });
        stored.keys.push(keys.file);
        if (thumbnail) {
          await storage.put(keys.thumbnail, Readable.from(thumbnail.data), {
            contentType: thumbnail.contentType,
            contentLength: thumbnail.data.length,
          });
          stored.keys.push(keys.thumbnail);
        }
        files.push({
          id,
          kind: facts.kind,
          mimeType: facts.mimeType,
          originalName: cleanFileName(
            one.entryName.slice(one.entryName.lastIndexOf('/') + 1),
            facts.extension,
          ),
          sizeBytes: size,
          width: facts.width ?? null,
          height: facts.height ?? null,
          durationMs: facts.kind === 'video' ? (facts.durationMs ?? null) : null,
          videoCodec: facts.kind === 'video' ? (facts.videoCodec ?? null) : null,
          audioCodec: facts.kind === 'video' ? (facts.audioCodec ?? null) : null,
          flags: storyFormatFlags(facts),
          storageKey: keys.file,
          thumbnailKey: thumbnail ? keys.thumbnail : null,
        });
      }
      stored.storyMedia.set(storyIndex, { storyId, files });
    }
    return stored;
  } catch (err) {
    await deleteStoredObjects(storage, logger, stored.keys);
    throw err;
  }
}

/** Best effort: what cannot be deleted now is an orphan the media sweep removes later. */
export async function deleteStoredObjects(
  storage: MediaStorage,
  logger: Logger,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  await storage.delete(keys).catch((err: unknown) => {
    logger.warn(
      { err, keys },
      'campaign zip: could not remove stored files of a failed import (the sweep will)',
    );
  });
}

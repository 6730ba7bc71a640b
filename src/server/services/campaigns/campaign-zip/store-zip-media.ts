import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { storyFormatFlags } from '../../../../shared/media/story-format';
import type { Db } from '../../../db/client';
import type { Logger } from '../../../logger';
import { fileSha256 } from '../../../media/file-sha256';
import { contentKeys } from '../../../media/media-keys';
import { makeThumbnail } from '../../../media/probe/make-thumbnail';
import type { MediaStorage } from '../../../media/storage/media-storage';
import { deleteUnreferencedMedia, type StoredObject } from '../../media/delete-unreferenced-media';
import { cleanFileName } from '../../media/store-story-media';
import type { ImportedStoryFile, ImportedStoryMedia } from '../import-campaign-media';
import type { StagedZipFile } from './stage-zip-media';

export interface StoredZipMedia {
  /** For importCampaign: each story's id (chosen here) and its files. */
  storyMedia: Map<number, ImportedStoryMedia>;
  /**
   * Every object stored, once per content, with how to store it again: the transaction that writes the rows
   * keeps them (keepStoredObjects), and if the campaign cannot be written they are discarded again.
   */
  objects: StoredObject[];
}

/** One content as stored: its keys, size, and whether it has a thumbnail. */
interface StoredContent {
  file: string;
  size: number;
  thumbnail: string | null;
}

/**
 * Stores every staged file, and its thumbnail, once per content (decision 029): under keys made of the SHA-256 of
 * its bytes (contentKeys), so a file that five stories name, two entries with the same bytes, or a photo an earlier
 * campaign already stored are one object that the rows share. An object already in storage is not written again
 * (the transaction that writes the rows makes sure it is still there: keepStoredObjects). Returns each story's
 * files, with their format warnings, ready for the rows importCampaign writes. If any write fails, what this
 * import stored and no row names is deleted again and the error thrown.
 */
export async function storeZipMedia(options: {
  db: Db;
  stories: ReadonlyMap<number, StagedZipFile[]>;
  storage: MediaStorage;
  logger: Logger;
}): Promise<StoredZipMedia> {
  const { db, stories, storage, logger } = options;
  const byFile = new Map<StagedZipFile, StoredContent>();
  const byKey = new Map<string, StoredContent>();
  const stored: StoredZipMedia = { storyMedia: new Map(), objects: [] };

  /** Stores `object` unless it is already there, and remembers it. */
  const keep = async (object: StoredObject) => {
    stored.objects.push(object);
    if (!(await storage.stat(object.key))) await object.write();
  };

  const storeContent = async (one: StagedZipFile): Promise<StoredContent> => {
    const { facts, filePath } = one;
    const keys = contentKeys(await fileSha256(filePath), facts.extension);
    const known = byKey.get(keys.file);
    if (known) return known;
    const { size } = await stat(filePath);
    await keep({
      key: keys.file,
      write: async () => {
        await storage.put(keys.file, createReadStream(filePath), {
          contentType: facts.mimeType,
          contentLength: size,
        });
      },
    });
    const thumbnail = await makeThumbnail(filePath, facts, { logger });
    if (thumbnail) {
      await keep({
        key: keys.thumbnail,
        write: async () => {
          await storage.put(keys.thumbnail, Readable.from(thumbnail.data), {
            contentType: thumbnail.contentType,
            contentLength: thumbnail.data.length,
          });
        },
      });
    }
    const content = { file: keys.file, size, thumbnail: thumbnail ? keys.thumbnail : null };
    byKey.set(keys.file, content);
    return content;
  };

  try {
    for (const [storyIndex, staged] of stories) {
      const storyId = randomUUID();
      const files: ImportedStoryFile[] = [];
      for (const one of staged) {
        const { facts } = one;
        let content = byFile.get(one);
        if (!content) {
          content = await storeContent(one);
          byFile.set(one, content);
        }
        files.push({
          id: randomUUID(),
          kind: facts.kind,
          mimeType: facts.mimeType,
          originalName: cleanFileName(
            one.entryName.slice(one.entryName.lastIndexOf('/') + 1),
            facts.extension,
          ),
          sizeBytes: content.size,
          width: facts.width ?? null,
          height: facts.height ?? null,
          durationMs: facts.kind === 'video' ? (facts.durationMs ?? null) : null,
          videoCodec: facts.kind === 'video' ? (facts.videoCodec ?? null) : null,
          audioCodec: facts.kind === 'video' ? (facts.audioCodec ?? null) : null,
          flags: storyFormatFlags(facts),
          storageKey: content.file,
          thumbnailKey: content.thumbnail,
        });
      }
      stored.storyMedia.set(storyIndex, { storyId, files });
    }
    return stored;
  } catch (err) {
    await discardStoredObjects({ db, storage, logger, objects: stored.objects });
    throw err;
  }
}

/**
 * Best effort, after a failed import: deletes the objects it stored that no row names (an object another story
 * shares stays). What cannot be deleted now is an orphan the media sweep removes later.
 */
export async function discardStoredObjects(options: {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  objects: readonly StoredObject[];
}): Promise<void> {
  const { db, storage, logger, objects } = options;
  if (objects.length === 0) return;
  const keys = objects.map((o) => o.key);
  await deleteUnreferencedMedia({ db, storage, keys }).catch((err: unknown) => {
    logger.warn(
      { err, keys },
      'campaign zip: could not remove stored files of a failed import (the sweep will)',
    );
  });
}

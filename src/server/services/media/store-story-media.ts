import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, count, eq, max } from 'drizzle-orm';
import { MEDIA_TEXTS } from '../../../shared/media/media-texts';
import { MAX_FILES_PER_STORY } from '../../../shared/media/media-types';
import { storyFormatFlags } from '../../../shared/media/story-format';
import type { StoryMedia } from '../../../shared/media/story-media';
import type { Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { fileSha256 } from '../../media/file-sha256';
import { contentKeys } from '../../media/media-keys';
import { makeThumbnail } from '../../media/probe/make-thumbnail';
import { probeMedia, UnsupportedMediaError } from '../../media/probe/probe-media';
import type { MediaStorage } from '../../media/storage/media-storage';
import { assertUuid } from '../access/ids';
import { deleteUnreferencedMedia, keepStoredObjects, type StoredObject } from './delete-unreferenced-media';
import { toStoryMedia } from './media-dto';
import { assertOwnedStory } from './owned-story';

export interface StoreStoryMediaOptions {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  viewer: Viewer;
  storyId: string;
  /** The whole file, on local disk (an upload's staging file): read, never moved or deleted here. */
  filePath: string;
  originalName: string;
  /** The story file this one takes the place of (same position); it is deleted in the same transaction. */
  replacesMediaId?: string | null;
}

/** The checks that can fail before any work: the story is the viewer's, and has room (or holds the file replaced). */
export async function assertCanAttach({
  db,
  viewer,
  storyId,
  replacesMediaId,
}: Pick<StoreStoryMediaOptions, 'db' | 'viewer' | 'storyId' | 'replacesMediaId'>): Promise<void> {
  await assertOwnedStory(db, { viewer, storyId });
  if (replacesMediaId) {
    assertUuid(replacesMediaId, MEDIA_TEXTS.mediaNotFound);
    const [old] = await db
      .select({ id: storyMedia.id })
      .from(storyMedia)
      .where(and(eq(storyMedia.id, replacesMediaId), eq(storyMedia.storyId, storyId)));
    if (!old) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
    return;
  }
  const [row] = await db.select({ n: count() }).from(storyMedia).where(eq(storyMedia.storyId, storyId));
  if ((row?.n ?? 0) >= MAX_FILES_PER_STORY) throw new AppError('CONFLICT', MEDIA_TEXTS.tooManyFiles);
}

/**
 * Makes a finished upload a story's file: reads what it is from its bytes (never from its name), checks it
 * against Instagram's story format (flags, not refusals), makes its thumbnail, streams file and thumbnail to
 * storage, and only then writes the row, under a lock on the story, so that concurrent uploads never exceed
 * the limit or share a position. Stored once per content (decision 029): the key is the SHA-256 of the bytes, an
 * object already stored is not written again, and the row's transaction makes sure it is still there
 * (keepStoredObjects). Nothing is a story's media before that row is committed; if the row cannot be written, the
 * stored objects no other row names are deleted again (the orphan sweep catches them if the process dies first).
 */
export async function storeStoryMedia(options: StoreStoryMediaOptions): Promise<StoryMedia> {
  const { db, storage, logger, viewer, storyId, filePath, originalName, replacesMediaId } = options;
  await assertCanAttach({ db, viewer, storyId, replacesMediaId });

  let facts: Awaited<ReturnType<typeof probeMedia>>;
  try {
    facts = await probeMedia(filePath);
  } catch (err) {
    if (err instanceof UnsupportedMediaError) throw new AppError('UNSUPPORTED_MEDIA', err.message);
    throw err;
  }
  const flags = storyFormatFlags(facts);
  const thumbnail = await makeThumbnail(filePath, facts).catch((err: unknown) => {
    logger.warn({ err, storyId }, 'media: no thumbnail');
    return null;
  });

  const mediaId = randomUUID();
  const keys = contentKeys(await fileSha256(filePath), facts.extension);
  const { size } = await stat(filePath);
  const objects: StoredObject[] = [
    {
      key: keys.file,
      write: async () => {
        await storage.put(keys.file, createReadStream(filePath), {
          contentType: facts.mimeType,
          contentLength: size,
        });
      },
    },
  ];
  if (thumbnail) {
    objects.push({
      key: keys.thumbnail,
      write: async () => {
        await storage.put(keys.thumbnail, Readable.from(thumbnail.data), {
          contentType: thumbnail.contentType,
          contentLength: thumbnail.data.length,
        });
      },
    });
  }
  const written: StoredObject[] = [];
  try {
    for (const object of objects) {
      written.push(object);
      if (!(await storage.stat(object.key))) await object.write();
    }
    const row = await db.transaction(async (tx) => {
      await assertOwnedStory(tx, { viewer, storyId, lock: true });
      await keepStoredObjects({ tx, storage, objects });
      let position: number;
      if (replacesMediaId) {
        const [old] = await tx
          .delete(storyMedia)
          .where(and(eq(storyMedia.id, replacesMediaId), eq(storyMedia.storyId, storyId)))
          .returning({ position: storyMedia.position });
        if (!old) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
        position = old.position;
      } else {
        const [agg] = await tx
          .select({ n: count(), last: max(storyMedia.position) })
          .from(storyMedia)
          .where(eq(storyMedia.storyId, storyId));
        if ((agg?.n ?? 0) >= MAX_FILES_PER_STORY) throw new AppError('CONFLICT', MEDIA_TEXTS.tooManyFiles);
        position = (agg?.last ?? 0) + 1;
      }
      const [inserted] = await tx
        .insert(storyMedia)
        .values({
          id: mediaId,
          storyId,
          position,
          kind: facts.kind,
          mimeType: facts.mimeType,
          originalName: cleanFileName(originalName, facts.extension),
          sizeBytes: size,
          width: facts.width ?? null,
          height: facts.height ?? null,
          durationMs: facts.durationMs ?? null,
          videoCodec: facts.videoCodec ?? null,
          audioCodec: facts.audioCodec ?? null,
          flags,
          storageKey: keys.file,
          thumbnailKey: thumbnail ? keys.thumbnail : null,
          uploadedBy: viewer.userId,
        })
        .returning();
      if (!inserted) throw new Error('story_media insert returned nothing');
      return inserted;
    });
    written.length = 0;
    return toStoryMedia(row);
  } finally {
    if (written.length > 0) {
      const keys = written.map((o) => o.key);
      await deleteUnreferencedMedia({ db, storage, keys }).catch((err: unknown): void => {
        logger.warn({ err, keys }, 'media: could not remove objects of a refused file (the sweep will)');
      });
    }
  }
}

const UNSAFE_NAME = /[\p{Cc}/\\]/gu;

/** The name to show and to download under: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = name.replace(UNSAFE_NAME, '_').trim().slice(-200);
  return base.length > 0 ? base : `archivo.${extension}`;
}

import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { formatBytes } from '../../shared/media/format-bytes';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import type { StoryMedia } from '../../shared/media/story-media';
import type { RequestBodyUpload } from '../context/app-deps';
import type { Db } from '../db/client';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logger';
import { stageRequestBody } from '../media/stage-request-body';
import type { MediaStorage } from '../media/storage/media-storage';
import {
  type MediaUploadLimits,
  releaseMediaUpload,
  touchMediaUpload,
} from '../services/media/media-upload-rows';
import { reserveMediaUpload } from '../services/media/reserve-media-upload';
import { assertCanAttach, storeStoryMedia } from '../services/media/store-story-media';

/** Frees an upload's place in the staging quotas; a failure is logged (the idle sweep frees it later). */
export async function releaseReservation(
  { db, logger }: { db: Db; logger: Logger },
  uploadId: string,
): Promise<void> {
  await releaseMediaUpload(db, uploadId).catch((err: unknown) =>
    logger.warn({ err, uploadId }, 'media upload: could not release its reservation'),
  );
}

/**
 * The one-request upload (POST /api/stories/{id}/media): its body is staged too, so it holds a place in the same
 * quotas as resumable uploads while it streams (its Content-Length, or MEDIA_MAX_BYTES when it has none), after
 * the access check, so nobody stages bytes for a story they cannot change. Stored like a finished resumable upload.
 */
export async function storeRequestBody(
  deps: {
    db: Db;
    storage: MediaStorage;
    logger: Logger;
    stagingDir: string;
    maxBytes: number;
    limits: MediaUploadLimits;
  },
  { body, contentLength, viewer, storyId, originalName, replacesMediaId }: RequestBodyUpload,
): Promise<StoryMedia> {
  const { db, storage, logger, stagingDir, maxBytes } = deps;
  const declared = contentLength && /^\d{1,16}$/.test(contentLength) ? Number(contentLength) : maxBytes;
  if (declared > maxBytes)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      MEDIA_TEXTS.tooLarge(formatBytes(maxBytes), formatBytes(declared)),
    );
  await assertCanAttach({ db, viewer, storyId, replacesMediaId });
  const uploadId = `plain-${randomUUID()}`;
  // Bounded per user and in total; per story, storeStoryMedia's lock bounds it (10 files, 409 past them).
  const limits = { ...deps.limits, perStory: Number.POSITIVE_INFINITY };
  await reserveMediaUpload({ db, viewer, uploadId, storyId, sizeBytes: Math.max(declared, 1), limits });
  // Marked active while the body streams, like a PATCH (a slow body is not an abandoned one).
  const touching = setInterval(
    () => {
      touchMediaUpload(db, { uploadId }).catch(() => {});
    },
    Math.min(60_000, deps.limits.idleMs / 4),
  );
  try {
    const { filePath } = await stageRequestBody(body, { stagingDir, maxBytes });
    try {
      return await storeStoryMedia({
        db,
        storage,
        logger,
        viewer,
        storyId,
        filePath,
        originalName,
        replacesMediaId,
      });
    } finally {
      await rm(filePath, { force: true });
    }
  } finally {
    clearInterval(touching);
    await releaseReservation(deps, uploadId);
  }
}

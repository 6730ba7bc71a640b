/**
 * Uploads one file to a story over the resumable tus endpoint (`/api/uploads`, tus-js-client): 8 MB chunks, so a
 * dropped connection costs at most one chunk; retried after 0, 1, 3, 5 and 10 s; remembered in localStorage
 * until it finishes, so choosing the same file again for the same story (after a failure, or after a reload)
 * resumes where it stopped. Resolves with the stored `StoryMedia`; rejects with an `ApiError` carrying a Spanish
 * message, or an `AbortError` when `signal` aborts (the unfinished upload is then deleted from the server).
 *
 * With tus-js-client and the zod schema of the answer, this costs ~18 KB gzip (plus zod's ~25 KB if not loaded
 * yet): import this module on demand (`await import(...)`) rather than statically.
 */

import { MEDIA_TEXTS } from '@shared/media/media-texts';
import type { StoryMedia } from '@shared/media/story-media';
import { FINISHED_MEDIA_HEADER, mediaPaths } from '@shared/media/story-media';
import { Upload } from 'tus-js-client';
import { apiClient, idParam, read } from '@/lib/api/client';
import { ApiError, emitApiEvents } from '@/lib/api-client';
import { abortError } from './abort-error';
import {
  parseUploadResponse,
  pickPreviousUpload,
  shouldRetryUpload,
  toUploadError,
  type UploadTarget,
  uploadFingerprint,
} from './upload-response';

export const UPLOAD_CHUNK_SIZE = 8 * 1024 * 1024;
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];

export type UploadProgress = { bytesSent: number; bytesTotal: number };

export type UploadMediaFileOptions = UploadTarget & {
  file: File;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
};

/** A story file by id, read from the story's list (the file a finished upload became). */
async function storedMediaOf(storyId: string, mediaId: string): Promise<StoryMedia> {
  const { media } = await read(apiClient.api.stories[':id'].media.$get({ param: idParam(storyId) }));
  const found = media.find((m) => m.id === mediaId);
  if (!found) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: MEDIA_TEXTS.mediaNotFound });
  return found;
}

export function uploadMediaFile({
  file,
  storyId,
  replaces,
  signal,
  onProgress,
}: UploadMediaFileOptions): Promise<StoryMedia> {
  return new Promise<StoryMedia>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    // Absolute: tus-js-client resolves the relative Location the server answers against it.
    const endpoint = new URL(mediaPaths.uploads(), globalThis.location.href).href;
    const target = { storyId, replaces: replaces || null };
    const metadata: Record<string, string> = { storyId, filename: file.name };
    // An empty value would be sent as a malformed metadata pair (some browsers give HEIC no type).
    if (file.type) metadata.filetype = file.type;
    if (replaces) metadata.replaces = replaces;

    const upload = new Upload(file, {
      endpoint,
      metadata,
      chunkSize: UPLOAD_CHUNK_SIZE,
      retryDelays: UPLOAD_RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: (chosen) => Promise.resolve(uploadFingerprint(chosen, { ...target, endpoint })),
      onShouldRetry: (error) => shouldRetryUpload(error),
      onProgress: (bytesSent, bytesTotal) => onProgress?.({ bytesSent, bytesTotal }),
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', onAbort);
        // A resumed upload whose last answer was lost ends on a HEAD that names the stored file instead.
        const finishedId = lastResponse.getBody() ? null : lastResponse.getHeader(FINISHED_MEDIA_HEADER);
        const stored = finishedId
          ? storedMediaOf(storyId, finishedId)
          : Promise.resolve().then(() => parseUploadResponse(lastResponse.getBody()));
        stored.then(resolve, (error: unknown) => reject(toUploadError(error)));
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        const apiError = toUploadError(error, file.size);
        emitApiEvents(apiError);
        reject(apiError);
      },
    });

    function onAbort() {
      // `true`: the server deletes what it staged (and the stored fingerprint goes with it).
      upload.abort(true).catch(() => undefined);
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    upload
      .findPreviousUploads()
      .then((previous) => {
        const resumable = pickPreviousUpload(previous, target);
        if (resumable) upload.resumeFromPreviousUpload(resumable);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!signal?.aborted) upload.start();
      });
  });
}

/**
 * The pure half of the resumable upload (upload-media-file.ts): reading the server's answers, deciding what a
 * failure means and whether to retry it, and which stored upload a file resumes. No tus-js-client at runtime
 * here (only its types), so it is tested without a network.
 */

import { DEFAULT_ERROR_MESSAGES } from '@shared/api/errors';
import { StoryMediaResponse } from '@shared/api/media';
import { formatBytes } from '@shared/media/format-bytes';
import { MEDIA_TEXTS } from '@shared/media/media-texts';
import type { StoryMedia } from '@shared/media/story-media';
import type { HttpResponse, PreviousUpload } from 'tus-js-client';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from '@/lib/api-client';

export const UPLOAD_TEXTS = {
  network:
    'No se pudo subir el archivo: se perdió la conexión con el servidor. Comprueba tu conexión y vuelve a ' +
    'elegirlo; la subida seguirá donde se quedó.',
  tooLarge: 'El archivo supera el tamaño máximo permitido.',
  tooLargeWithSize: (sizeLabel: string) => `El archivo pesa ${sizeLabel}, más de lo que el servidor admite.`,
  badAnswer: 'El archivo se ha subido, pero el servidor no ha confirmado sus datos. Recarga la página.',
  failed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
} as const;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** True when a body is our API's error answer, `{ error: { code, message } }`: a decision, not a glitch. */
export function isApiErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

/** The stored file the final PATCH answers (200 `{ media }`). */
export function parseUploadResponse(body: string): StoryMedia {
  const parsed = StoryMediaResponse.safeParse(parseJson(body));
  if (!parsed.success) throw new ApiError({ status: 0, code: 'INTERNAL', message: UPLOAD_TEXTS.badAnswer });
  return parsed.data.media;
}

/** The parts of tus-js-client's `DetailedError` this reads (a plain `Error` has neither). */
type UploadFailure = Error & { originalRequest?: unknown; originalResponse?: HttpResponse | null };

/** Messages for refusals that tus itself answers with a plain-text body (ours carry their own). */
const FALLBACK_BY_STATUS: Record<number, { code: string; message: string }> = {
  404: { code: 'NOT_FOUND', message: MEDIA_TEXTS.uploadNotFound },
  413: { code: 'PAYLOAD_TOO_LARGE', message: UPLOAD_TEXTS.tooLarge },
  415: { code: 'UNSUPPORTED_MEDIA', message: DEFAULT_ERROR_MESSAGES.UNSUPPORTED_MEDIA },
};

/**
 * What a failed upload tells the user, as an `ApiError`: our JSON error body (its Spanish message: 409 too many
 * files, 413 too large, 415 not an image or video...) when the server sent one; a Spanish message of our own
 * for tus's plain-text refusals (a 413 names the file's size when `fileSize` is given); `NETWORK_ERROR` (status 0)
 * when no answer came back.
 */
export function toUploadError(error: unknown, fileSize?: number): ApiError {
  if (error instanceof ApiError) return error;
  const failure = (error ?? {}) as UploadFailure;
  const response = failure.originalResponse ?? null;
  const status = response?.getStatus() ?? 0;
  if (response && status > 0) {
    const body = parseJson(response.getBody());
    if (isApiErrorBody(body)) return toApiError(status, body);
    if (status === 413 && fileSize !== undefined) {
      const message = UPLOAD_TEXTS.tooLargeWithSize(formatBytes(fileSize));
      return new ApiError({ status, code: 'PAYLOAD_TOO_LARGE', message });
    }
    const fallback = FALLBACK_BY_STATUS[status];
    return fallback ? new ApiError({ status, ...fallback }) : toApiError(status, null);
  }
  if (failure.originalRequest) {
    return new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: UPLOAD_TEXTS.network });
  }
  return new ApiError({ status: 0, code: 'INTERNAL', message: UPLOAD_TEXTS.failed });
}

/**
 * Whether tus-js-client tries a failed request again (after `retryDelays`): a lost connection, a 5xx from a
 * proxy, tus's own 409 (offset mismatch) and 423 (locked) yes; any answer carrying our error body no (a refusal
 * stays a refusal, and the final PATCH's refusal has already discarded the staged bytes), nor other 4xx.
 */
export function shouldRetryUpload(
  error: { originalResponse?: HttpResponse | null },
  isOnline = typeof navigator === 'undefined' || navigator.onLine !== false,
): boolean {
  const response = error.originalResponse ?? null;
  if (response && isApiErrorBody(parseJson(response.getBody()))) return false;
  const status = response?.getStatus() ?? 0;
  const isClientError = status >= 400 && status < 500;
  return (!isClientError || status === 409 || status === 423) && isOnline;
}

export type UploadTarget = { storyId: string; replaces?: string | null | undefined };

/**
 * The key an unfinished upload is remembered by (tus-js-client keeps it in localStorage): the file as the device
 * describes it, and where it goes. The same photo chosen again for another story, or to replace another file,
 * is a different upload, never the resumption of this one.
 */
export function uploadFingerprint(
  file: { name: string; type: string; size: number; lastModified: number },
  target: UploadTarget & { endpoint: string },
): string {
  return [
    'stories-panel',
    target.endpoint,
    target.storyId,
    target.replaces || '-',
    file.name,
    file.type,
    file.size,
    file.lastModified,
  ].join('/');
}

/** The most recent stored upload of the same file to the same target, to resume (or null: start anew). */
export function pickPreviousUpload(
  previous: readonly PreviousUpload[],
  target: UploadTarget,
): PreviousUpload | null {
  let best: PreviousUpload | null = null;
  for (const candidate of previous) {
    if (!candidate.uploadUrl) continue;
    if (candidate.metadata.storyId !== target.storyId) continue;
    if ((candidate.metadata.replaces || null) !== (target.replaces || null)) continue;
    if (!best || Date.parse(candidate.creationTime) > Date.parse(best.creationTime)) best = candidate;
  }
  return best;
}

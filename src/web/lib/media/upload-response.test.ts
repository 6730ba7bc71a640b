import type { StoryMedia } from '@shared/media/story-media';
import type { HttpResponse, PreviousUpload } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isAbortError } from './abort-error';
import {
  parseUploadResponse,
  pickPreviousUpload,
  shouldRetryUpload,
  toUploadError,
  UPLOAD_TEXTS,
  uploadFingerprint,
} from './upload-response';

const media: StoryMedia = {
  id: '7d1f3c8e-0000-4000-8000-000000000001',
  storyId: 's1',
  position: 1,
  kind: 'image',
  mimeType: 'image/jpeg',
  originalName: 'foto.jpg',
  sizeBytes: 1024,
  width: 1080,
  height: 1920,
  durationMs: null,
  flags: [],
  url: '/api/media/7d1f3c8e-0000-4000-8000-000000000001',
  thumbnailUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function response(status: number, body: string): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
}

/** A tus-js-client DetailedError as it reaches `onError` / `onShouldRetry`. */
function failure(res: HttpResponse | null) {
  return Object.assign(new Error('tus: failed'), { originalRequest: {}, originalResponse: res });
}

const ourError = (code: string, message: string) => JSON.stringify({ error: { code, message } });

describe('parseUploadResponse', () => {
  it("reads the stored file from the final PATCH's body", () => {
    expect(parseUploadResponse(JSON.stringify({ media }))).toEqual(media);
  });

  it('refuses a body that is not a stored file, with a Spanish message', () => {
    for (const body of ['', 'ok', JSON.stringify({ media: { id: 1 } })]) {
      expect(() => parseUploadResponse(body)).toThrow(UPLOAD_TEXTS.badAnswer);
    }
  });
});

describe('toUploadError', () => {
  it("keeps our API's status, code and Spanish message (409, 413, 415)", () => {
    const tooMany = toUploadError(failure(response(409, ourError('CONFLICT', 'Ya hay 10 archivos.'))));
    expect(tooMany).toBeInstanceOf(ApiError);
    expect(tooMany).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Ya hay 10 archivos.' });
    expect(
      toUploadError(failure(response(415, ourError('UNSUPPORTED_MEDIA', 'No es una imagen.')))),
    ).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA', message: 'No es una imagen.' });
  });

  it("gives tus's plain-text refusals a Spanish message", () => {
    expect(toUploadError(failure(response(413, 'Maximum size exceeded\n')))).toMatchObject({
      status: 413,
      message: UPLOAD_TEXTS.tooLarge,
    });
    // Knowing the file, the message says how much it weighs.
    expect(toUploadError(failure(response(413, 'Maximum size exceeded\n')), 312 * 1024 * 1024)).toMatchObject(
      {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'El archivo pesa 312 MB, más de lo que el servidor admite.',
      },
    );
    expect(toUploadError(failure(response(415, 'Unsupported')))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: expect.stringMatching(/imagen ni un vídeo/),
    });
    expect(toUploadError(failure(response(500, 'boom'))).message).toMatch(/inesperado/);
  });

  it('reads a request without an answer as a network failure', () => {
    expect(toUploadError(failure(null))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: UPLOAD_TEXTS.network,
    });
  });

  it('passes an ApiError through and names anything else a failed upload', () => {
    const error = new ApiError({ status: 400, code: 'INVALID_REQUEST', message: 'Mal' });
    expect(toUploadError(error)).toBe(error);
    expect(toUploadError(new Error('tus: no file'))).toMatchObject({ message: UPLOAD_TEXTS.failed });
  });
});

describe('shouldRetryUpload', () => {
  it('retries lost connections, 5xx without our body and tus conflicts', () => {
    expect(shouldRetryUpload(failure(null), true)).toBe(true);
    expect(shouldRetryUpload(failure(response(502, 'Bad gateway')), true)).toBe(true);
    expect(shouldRetryUpload(failure(response(409, 'Upload-Offset conflict')), true)).toBe(true);
    expect(shouldRetryUpload(failure(response(423, 'Locked')), true)).toBe(true);
  });

  it('never retries a refusal of ours, another 4xx, or while offline', () => {
    expect(shouldRetryUpload(failure(response(409, ourError('CONFLICT', 'Máximo'))), true)).toBe(false);
    expect(shouldRetryUpload(failure(response(500, ourError('INTERNAL', 'Error'))), true)).toBe(false);
    expect(shouldRetryUpload(failure(response(413, 'too large')), true)).toBe(false);
    expect(shouldRetryUpload(failure(null), false)).toBe(false);
  });
});

describe('resuming', () => {
  const file = { name: 'a.mp4', type: 'video/mp4', size: 10, lastModified: 5 };
  const endpoint = 'http://localhost/api/uploads';

  it('fingerprints the file together with its story and the file it replaces', () => {
    const base = uploadFingerprint(file, { endpoint, storyId: 's1' });
    expect(uploadFingerprint(file, { endpoint, storyId: 's1', replaces: null })).toBe(base);
    expect(uploadFingerprint(file, { endpoint, storyId: 's2' })).not.toBe(base);
    expect(uploadFingerprint(file, { endpoint, storyId: 's1', replaces: 'm1' })).not.toBe(base);
    expect(uploadFingerprint({ ...file, lastModified: 6 }, { endpoint, storyId: 's1' })).not.toBe(base);
  });

  it('resumes the newest stored upload of the same target', () => {
    const stored = (metadata: Record<string, string>, creationTime: string, url: string | null) =>
      ({
        size: 10,
        metadata,
        creationTime,
        urlStorageKey: `k-${creationTime}`,
        uploadUrl: url,
        parallelUploadUrls: null,
      }) satisfies PreviousUpload;
    const older = stored({ storyId: 's1' }, '2026-11-20T10:00:00Z', '/api/uploads/a');
    const newer = stored({ storyId: 's1' }, '2026-11-20T11:00:00Z', '/api/uploads/b');
    const other = stored({ storyId: 's1', replaces: 'm1' }, '2026-11-20T12:00:00Z', '/api/uploads/c');
    const noUrl = stored({ storyId: 's1' }, '2026-11-20T13:00:00Z', null);
    expect(pickPreviousUpload([older, newer, other, noUrl], { storyId: 's1' })).toBe(newer);
    expect(pickPreviousUpload([older, newer, other], { storyId: 's1', replaces: 'm1' })).toBe(other);
    expect(pickPreviousUpload([older], { storyId: 's2' })).toBeNull();
  });
});

describe('isAbortError', () => {
  it('tells a cancelled upload from a failed one', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(false);
  });
});

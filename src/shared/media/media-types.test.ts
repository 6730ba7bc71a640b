import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGES } from '../api/errors';
import { ACCEPTED_MEDIA_EXTENSIONS, MEDIA_INPUT_ACCEPT, MEDIA_MESSAGES, mediaKindOf } from './media-types';

describe('media types', () => {
  it('names every accepted format in the refusal message', () => {
    expect(MEDIA_MESSAGES.unsupported).toBe(
      'El archivo no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV).',
    );
  });

  it('lets the file picker show HEIC files that have no MIME type', () => {
    expect(ACCEPTED_MEDIA_EXTENSIONS).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.mp4', '.mov']),
    );
    expect(MEDIA_INPUT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/heic', 'video/quicktime', '.heic']),
    );
  });

  it('knows which formats are videos', () => {
    expect(mediaKindOf('heic')).toBe('image');
    expect(mediaKindOf('mov')).toBe('video');
  });
});

describe('the refusal message', () => {
  it("is the API's default message for UNSUPPORTED_MEDIA, word for word", () => {
    expect(DEFAULT_ERROR_MESSAGES.UNSUPPORTED_MEDIA).toBe(MEDIA_MESSAGES.unsupported);
  });
});

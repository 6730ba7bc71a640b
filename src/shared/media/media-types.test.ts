import { describe, expect, it } from 'vitest';
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

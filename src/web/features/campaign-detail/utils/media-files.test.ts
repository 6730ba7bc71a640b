import { describe, expect, it } from 'vitest';
import { isSupportedMediaFile, splitByRoom } from './media-files';

describe('isSupportedMediaFile', () => {
  it('accepts the images and videos the server stores', () => {
    expect(isSupportedMediaFile({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isSupportedMediaFile({ name: 'a.mov', type: 'video/quicktime' })).toBe(true);
    expect(isSupportedMediaFile({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
  });

  it('refuses anything else, whatever its name says when the browser knows its type', () => {
    expect(isSupportedMediaFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isSupportedMediaFile({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isSupportedMediaFile({ name: 'a.jpg', type: 'text/plain' })).toBe(false);
    expect(isSupportedMediaFile({ name: 'notes', type: '' })).toBe(false);
  });
});

describe('splitByRoom', () => {
  it('keeps the first files that fit, in the order chosen', () => {
    expect(splitByRoom(['a', 'b', 'c'], 2)).toEqual({ accepted: ['a', 'b'], excess: ['c'] });
    expect(splitByRoom(['a'], -1)).toEqual({ accepted: [], excess: ['a'] });
  });
});

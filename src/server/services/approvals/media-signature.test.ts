import { describe, expect, it } from 'vitest';
import { isValidMediaSignature, signedMediaPath } from './media-signature';

const SECRET = 'x'.repeat(32);
const NOW = new Date('2026-12-01T10:20:00Z');

function query(path: string) {
  const url = new URL(path, 'http://panel.test');
  return { exp: url.searchParams.get('exp')!, sig: url.searchParams.get('sig')! };
}

describe('signed approval media URLs', () => {
  it('open their own file and variant until they expire, between 1 and 2 hours later', () => {
    const path = signedMediaPath({ secret: SECRET, mediaId: 'media-1', variant: 'file', now: NOW });
    const q = query(path);
    const expMs = Number(q.exp) * 1000;
    expect(expMs - NOW.getTime()).toBeGreaterThanOrEqual(3_600_000);
    expect(expMs - NOW.getTime()).toBeLessThanOrEqual(7_200_000);
    expect(
      isValidMediaSignature({ secret: SECRET, mediaId: 'media-1', variant: 'file', query: q, now: NOW }),
    ).toBe(true);
    expect(
      isValidMediaSignature({
        secret: SECRET,
        mediaId: 'media-1',
        variant: 'file',
        query: q,
        now: new Date(expMs - 1),
      }),
    ).toBe(true);
    expect(
      isValidMediaSignature({
        secret: SECRET,
        mediaId: 'media-1',
        variant: 'file',
        query: q,
        now: new Date(expMs),
      }),
    ).toBe(false);
  });

  it('are the same within the hour, so the browser cache keeps working', () => {
    expect(signedMediaPath({ secret: SECRET, mediaId: 'm', variant: 'file', now: NOW })).toBe(
      signedMediaPath({
        secret: SECRET,
        mediaId: 'm',
        variant: 'file',
        now: new Date('2026-12-01T10:59:59Z'),
      }),
    );
  });

  it('refuse another file, another variant, another secret, a changed expiry or a forged signature', () => {
    const q = query(signedMediaPath({ secret: SECRET, mediaId: 'media-1', variant: 'file', now: NOW }));
    expect(
      isValidMediaSignature({ secret: SECRET, mediaId: 'media-2', variant: 'file', query: q, now: NOW }),
    ).toBe(false);
    expect(
      isValidMediaSignature({ secret: SECRET, mediaId: 'media-1', variant: 'thumbnail', query: q, now: NOW }),
    ).toBe(false);
    expect(
      isValidMediaSignature({
        secret: 'y'.repeat(32),
        mediaId: 'media-1',
        variant: 'file',
        query: q,
        now: NOW,
      }),
    ).toBe(false);
    expect(
      isValidMediaSignature({
        secret: SECRET,
        mediaId: 'media-1',
        variant: 'file',
        query: { ...q, exp: String(Number(q.exp) + 3600) },
        now: NOW,
      }),
    ).toBe(false);
    expect(
      isValidMediaSignature({
        secret: SECRET,
        mediaId: 'media-1',
        variant: 'file',
        query: { ...q, sig: 'AAAA' },
        now: NOW,
      }),
    ).toBe(false);
    expect(
      isValidMediaSignature({
        secret: SECRET,
        mediaId: 'media-1',
        variant: 'file',
        query: { ...q, exp: '1e20' },
        now: NOW,
      }),
    ).toBe(false);
  });
});

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
    const path = signedMediaPath(SECRET, 'media-1', 'file', NOW);
    const q = query(path);
    const expMs = Number(q.exp) * 1000;
    expect(expMs - NOW.getTime()).toBeGreaterThanOrEqual(3_600_000);
    expect(expMs - NOW.getTime()).toBeLessThanOrEqual(7_200_000);
    expect(isValidMediaSignature(SECRET, 'media-1', 'file', q, NOW)).toBe(true);
    expect(isValidMediaSignature(SECRET, 'media-1', 'file', q, new Date(expMs - 1))).toBe(true);
    expect(isValidMediaSignature(SECRET, 'media-1', 'file', q, new Date(expMs))).toBe(false);
  });

  it('are the same within the hour, so the browser cache keeps working', () => {
    expect(signedMediaPath(SECRET, 'm', 'file', NOW)).toBe(
      signedMediaPath(SECRET, 'm', 'file', new Date('2026-12-01T10:59:59Z')),
    );
  });

  it('refuse another file, another variant, another secret, a changed expiry or a forged signature', () => {
    const q = query(signedMediaPath(SECRET, 'media-1', 'file', NOW));
    expect(isValidMediaSignature(SECRET, 'media-2', 'file', q, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, 'media-1', 'thumbnail', q, NOW)).toBe(false);
    expect(isValidMediaSignature('y'.repeat(32), 'media-1', 'file', q, NOW)).toBe(false);
    expect(
      isValidMediaSignature(SECRET, 'media-1', 'file', { ...q, exp: String(Number(q.exp) + 3600) }, NOW),
    ).toBe(false);
    expect(isValidMediaSignature(SECRET, 'media-1', 'file', { ...q, sig: 'AAAA' }, NOW)).toBe(false);
    expect(isValidMediaSignature(SECRET, 'media-1', 'file', { ...q, exp: '1e20' }, NOW)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MediaUrlSigner } from './media-url';

describe('MediaUrlSigner', () => {
  const signer = new MediaUrlSigner('m'.repeat(40));
  const id = '7a3c1e0e-3f6b-4a59-9d33-0a4c9e2b1f10';
  const now = new Date('2026-12-01T10:00:00Z');

  it('opens its own token until it expires', () => {
    const token = signer.token(id, new Date(now.getTime() + 60_000));
    expect(signer.verify(token, now)).toBe(id);
    expect(signer.verify(token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('refuses another id, another expiry or another secret', () => {
    const token = signer.token(id, new Date(now.getTime() + 60_000));
    const [, expiry, mac] = token.split('.');
    expect(signer.verify(`00000000-0000-4000-8000-000000000000.${expiry}.${mac}`, now)).toBeNull();
    expect(signer.verify(`${id}.${Number(expiry) + 1}.${mac}`, now)).toBeNull();
    expect(new MediaUrlSigner('n'.repeat(40)).verify(token, now)).toBeNull();
    expect(signer.verify('garbage', now)).toBeNull();
  });
});

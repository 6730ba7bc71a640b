import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

const secret = 'a'.repeat(40);

describe('TokenCipher', () => {
  it('opens what it sealed, and each seal differs (a fresh nonce)', () => {
    const cipher = new TokenCipher(secret);
    const first = cipher.seal('IGAAtoken123');
    expect(first).not.toContain('IGAAtoken123');
    expect(first).not.toBe(cipher.seal('IGAAtoken123'));
    expect(cipher.open(first)).toBe('IGAAtoken123');
  });

  it('refuses a value sealed with another AUTH_SECRET or changed by one character', () => {
    const sealed = new TokenCipher(secret).seal('IGAAtoken123');
    expect(new TokenCipher('b'.repeat(40)).open(sealed)).toBeNull();
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(new TokenCipher(secret).open(sealed.slice(0, -1) + last)).toBeNull();
    expect(new TokenCipher(secret).open('not-a-token')).toBeNull();
  });
});

import { makeSignature } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { readCookie, signValue, verifySignedValue } from './signed-cookie';

const SECRET = 'secreto-de-prueba-secreto-de-prueba-0123';
const key = Buffer.from(SECRET, 'utf8');

describe('readCookie', () => {
  it('finds a cookie among others, trimmed, unquoted and decoded', () => {
    expect(readCookie('a=1; stories.session_token=abc%2Fdef; b=2', 'stories.session_token')).toBe('abc/def');
    expect(readCookie('  x = "quoted value" ', 'x')).toBe('quoted value');
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });

  it('keeps the first of two cookies with the same name, as Better Auth does', () => {
    expect(readCookie('t=first; t=second', 't')).toBe('first');
  });

  it('skips a pair without "=" and keeps a malformed escape as it is', () => {
    expect(readCookie('flag; t=1', 't')).toBe('1');
    expect(readCookie('t=%E0%A4%A', 't')).toBe('%E0%A4%A');
  });
});

describe('verifySignedValue', () => {
  it('accepts the signature Better Auth makes and returns the value', async () => {
    const signature = await makeSignature('token-123', SECRET);
    expect(signValue('token-123', key)).toBe(`token-123.${signature}`);
    expect(verifySignedValue(`token-123.${signature}`, key)).toBe('token-123');
  });

  it('refuses another secret, another value, a truncated or malformed signature', () => {
    const signed = signValue('token-123', key);
    expect(verifySignedValue(signed, Buffer.from('otro-secreto'))).toBeNull();
    expect(verifySignedValue(signed.replace('token-123', 'token-124'), key)).toBeNull();
    expect(verifySignedValue(signed.slice(0, -2), key)).toBeNull();
    expect(verifySignedValue(`${signed.slice(0, -1)}!`, key)).toBeNull();
    expect(verifySignedValue('token-123', key)).toBeNull();
    expect(verifySignedValue(`.${signed.split('.')[1]}`, key)).toBeNull();
  });
});

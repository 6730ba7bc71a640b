import { describe, expect, it } from 'vitest';
import { OAuthState } from './oauth-state';

describe('OAuthState', () => {
  const state = new OAuthState('s'.repeat(40));
  const payload = { clientId: 'c1', userId: 'u1', expiresAt: 1_800_000_000_000 };

  it('reads back what it signed', () => {
    expect(state.verify(state.sign(payload))).toEqual(payload);
  });

  it('refuses another secret’s state, an altered payload and garbage', () => {
    const signed = state.sign(payload);
    expect(new OAuthState('t'.repeat(40)).verify(signed)).toBeNull();
    const [, mac] = signed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, clientId: 'c2' })).toString('base64url');
    expect(state.verify(`${forged}.${mac}`)).toBeNull();
    expect(state.verify('nope')).toBeNull();
    expect(state.verify('')).toBeNull();
  });
});

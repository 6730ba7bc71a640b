import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRequestKey } from './request-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newRequestKey', () => {
  it('is a new UUID v4 each time', () => {
    const first = newRequestKey();
    expect(first).toMatch(UUID_V4);
    expect(newRequestKey()).not.toBe(first);
  });

  it('is still a UUID v4 where the page is not a secure context (no crypto.randomUUID)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const keys = Array.from({ length: 50 }, () => newRequestKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(50);
  });
});

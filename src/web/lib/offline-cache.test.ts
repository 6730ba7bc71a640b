import { describe, expect, it, vi } from 'vitest';
import { clearRuntimeCaches, RUNTIME_CACHE_NAMES } from './offline-cache';
import { createQueryClient } from './query-client';
import { clearClientState } from './session/clear-client-state';

const PRECACHE = 'stories-precache-v2-https://panel.example/';

/** Cache Storage holding the app shell and both runtime caches. */
function stubCacheStorage() {
  const names = new Set([PRECACHE, RUNTIME_CACHE_NAMES.api, RUNTIME_CACHE_NAMES.media]);
  const storage = { delete: vi.fn(async (name: string) => names.delete(name)) };
  vi.stubGlobal('caches', storage);
  return names;
}

describe('the offline copies of the signed-in user', () => {
  it('are deleted (the API reads and the story files), the app shell is kept', async () => {
    const names = stubCacheStorage();
    await clearRuntimeCaches();
    expect([...names]).toEqual([PRECACHE]);
  });

  it('are deleted when the browser state is cleared (sign-out, lost session)', async () => {
    const names = stubCacheStorage();
    clearClientState(createQueryClient(), { storage: false });
    await vi.waitFor(() => expect([...names]).toEqual([PRECACHE]));
  });

  it('need nothing where there is no Cache Storage (outside a secure context), and never reject', async () => {
    await expect(clearRuntimeCaches()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { delete: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    await expect(clearRuntimeCaches()).resolves.toBeUndefined();
  });
});

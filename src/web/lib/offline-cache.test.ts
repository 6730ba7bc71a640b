import { describe, expect, it, vi } from 'vitest';
import { clearRuntimeCaches, forgetStoryStateReads, RUNTIME_CACHE_NAMES } from './offline-cache';
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

describe('after a posted mark reaches the server', () => {
  it('forgets the cached reads that show posted state, and keeps the others', async () => {
    const origin = 'https://panel.example';
    const keys = [
      '/api/client/publishing',
      '/api/client/overview',
      '/api/client/campaigns',
      '/api/campaigns/c1',
      '/api/me',
      '/api/client/me',
      '/api/client/ai-info',
    ].map((path) => new Request(`${origin}${path}`));
    const kept = new Set(keys.map((request) => request.url));
    const cache = {
      keys: vi.fn(async () => keys),
      delete: vi.fn(async (request: Request) => kept.delete(request.url)),
    };
    const open = vi.fn(async () => cache);
    vi.stubGlobal('caches', { open });
    await forgetStoryStateReads();
    expect(open).toHaveBeenCalledWith(RUNTIME_CACHE_NAMES.api);
    expect([...kept].map((url) => new URL(url).pathname)).toEqual([
      '/api/me',
      '/api/client/me',
      '/api/client/ai-info',
    ]);
  });

  it('never rejects without Cache Storage or when it refuses', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetStoryStateReads()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { open: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    await expect(forgetStoryStateReads()).resolves.toBeUndefined();
  });
});

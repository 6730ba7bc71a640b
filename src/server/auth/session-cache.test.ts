import { describe, expect, it } from 'vitest';
import {
  SESSION_CACHE_MAX_ENTRIES,
  SESSION_CACHE_TTL_MS,
  SessionCache,
  type SessionRow,
} from './session-cache';

const row = (userId: string) => ({ userId, row: { user: { id: userId } } as unknown as SessionRow });

function listeningCache() {
  const cache = new SessionCache();
  cache.setListening(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps nothing and answers nothing while it is not told of changes', () => {
    const cache = new SessionCache();
    cache.store('cookie-a', row('u1'), cache.generation(), 0);
    expect(cache.get('cookie-a', 0)).toBeNull();
    const on = listeningCache();
    on.store('cookie-a', row('u1'), on.generation(), 0);
    on.setListening(false);
    on.setListening(true);
    expect(on.get('cookie-a', 0)).toBeNull();
  });

  it('answers an entry until its time is up', () => {
    const cache = listeningCache();
    cache.store('cookie-a', row('u1'), cache.generation(), 1_000);
    expect(cache.get('cookie-a', 1_000 + SESSION_CACHE_TTL_MS - 1)?.userId).toBe('u1');
    expect(cache.get('cookie-a', 1_000 + SESSION_CACHE_TTL_MS)).toBeNull();
  });

  it('a lookup that began before a change stores nothing: a row read before a sign-out never comes back', () => {
    const cache = listeningCache();
    const before = cache.generation();
    cache.evictUser('u1');
    cache.store('cookie-a', row('u1'), before, 0);
    expect(cache.get('cookie-a', 0)).toBeNull();
    // Any drop counts, whoever it was for: the row in flight may be the one that changed.
    const again = cache.generation();
    cache.evictUser('someone-else');
    cache.store('cookie-a', row('u1'), again, 0);
    expect(cache.get('cookie-a', 0)).toBeNull();
  });

  it("drops every entry of a user, and only that user's", () => {
    const cache = listeningCache();
    cache.store('cookie-a', row('u1'), cache.generation(), 0);
    cache.store('cookie-b', row('u1'), cache.generation(), 0);
    cache.store('cookie-c', row('u2'), cache.generation(), 0);
    cache.evictUser('u1');
    expect(cache.get('cookie-a', 0)).toBeNull();
    expect(cache.get('cookie-b', 0)).toBeNull();
    expect(cache.get('cookie-c', 0)?.userId).toBe('u2');
  });

  it('keeps at most SESSION_CACHE_MAX_ENTRIES, dropping the oldest', () => {
    const cache = listeningCache();
    for (let i = 0; i <= SESSION_CACHE_MAX_ENTRIES; i += 1)
      cache.store(`cookie-${i}`, row(`u${i}`), cache.generation(), 0);
    expect(cache.size).toBe(SESSION_CACHE_MAX_ENTRIES);
    expect(cache.get('cookie-0', 0)).toBeNull();
    expect(cache.get(`cookie-${SESSION_CACHE_MAX_ENTRIES}`, 0)).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { RUNTIME_CACHE_NAMES } from '@/lib/offline-cache';
import pushScript from '../../public/sw-push.js?raw';
import {
  fetchWholeFileForOpenRange,
  isClientAreaRead,
  isMediaRead,
  PUSH_SCRIPT,
  pwaOptions,
  runtimeCaching,
} from './pwa-options';

/**
 * The function as sw.js gets it: workbox-build copies its source text, so it runs with nothing around it. A
 * reference to anything outside its body fails here as it would in the service worker.
 */
function asCopiedIntoServiceWorker<T>(fn: T): T {
  return new Function(`return (${String(fn)});`)() as T;
}

const ORIGIN = 'https://panel.example';

function match(matcher: typeof isClientAreaRead, path: string, method = 'GET', origin = ORIGIN) {
  const url = new URL(path, origin);
  return asCopiedIntoServiceWorker(matcher)({
    url,
    request: new Request(url, { method }),
    sameOrigin: url.origin === ORIGIN,
  });
}

describe('what the service worker keeps for offline', () => {
  it("keeps the client area's own reads", () => {
    for (const path of [
      '/api/me',
      '/api/client/me',
      '/api/client/overview',
      '/api/client/publishing',
      '/api/client/campaigns',
      '/api/client/campaigns?q=verano',
      '/api/client/ai-info',
      '/api/campaigns/0b7c1e9e-2f1a-4a53-9a55-3f0e1c1d2e3f',
    ]) {
      expect(match(isClientAreaRead, path), path).toBe(true);
    }
  });

  it('never keeps the admin API, sessions, the event stream, the AI requests, other reads or any write', () => {
    for (const path of [
      '/api/admin/clients',
      '/api/admin/campaigns/abc',
      '/api/admin/dashboard',
      '/api/auth/get-session',
      '/api/events',
      '/api/ai/requests/abc',
      '/api/campaigns/abc/days',
      '/api/media/abc',
      '/api/meta',
      '/api/client/metrics',
    ]) {
      expect(match(isClientAreaRead, path), path).toBe(false);
    }
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(match(isClientAreaRead, '/api/client/me', method), method).toBe(false);
    }
    expect(match(isClientAreaRead, '/api/me', 'GET', 'https://elsewhere.example')).toBe(false);
  });

  it('keeps story files and thumbnails, read with GET from this origin only', () => {
    expect(match(isMediaRead, '/api/media/3f0e1c1d/file')).toBe(true);
    expect(match(isMediaRead, '/api/media/3f0e1c1d/thumbnail')).toBe(true);
    expect(match(isMediaRead, '/api/media/3f0e1c1d/file', 'DELETE')).toBe(false);
    expect(match(isMediaRead, '/api/media/3f0e1c1d/file', 'GET', 'https://elsewhere.example')).toBe(false);
    expect(match(isMediaRead, '/api/campaigns/abc')).toBe(false);
  });

  it("fetches a whole file without its 'Range: bytes=0-' so that the 200 can be cached; other ranges as asked", async () => {
    const requestWillFetch = asCopiedIntoServiceWorker(fetchWholeFileForOpenRange.requestWillFetch);
    const url = `${ORIGIN}/api/media/abc/file`;

    const whole = await requestWillFetch({ request: new Request(url, { headers: { Range: 'bytes=0-' } }) });
    expect(whole.url).toBe(url);
    expect(whole.headers.has('range')).toBe(false);
    expect(whole.credentials).toBe('same-origin');

    const seek = new Request(url, { headers: { Range: 'bytes=1048576-' } });
    expect(await requestWillFetch({ request: seek })).toBe(seek);
    const probe = new Request(url, { headers: { Range: 'bytes=0-1' } });
    expect(await requestWillFetch({ request: probe })).toBe(probe);
    const plain = new Request(url);
    expect(await requestWillFetch({ request: plain })).toBe(plain);
  });

  it('reads the API network first (4 s), story files cache first with ranges, both only 200s and expiring', () => {
    const [api, media] = runtimeCaching;
    expect(api).toMatchObject({
      urlPattern: isClientAreaRead,
      handler: 'NetworkFirst',
      options: {
        cacheName: RUNTIME_CACHE_NAMES.api,
        networkTimeoutSeconds: 4,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
      },
    });
    expect(media).toMatchObject({
      urlPattern: isMediaRead,
      handler: 'CacheFirst',
      options: {
        cacheName: RUNTIME_CACHE_NAMES.media,
        cacheableResponse: { statuses: [200] },
        rangeRequests: true,
        expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
        plugins: [fetchWholeFileForOpenRange],
      },
    });
  });

  it('waits for the user before a new version takes over, and is registered from the bundle', () => {
    expect(pwaOptions).toMatchObject({ registerType: 'prompt', injectRegister: false });
    expect(pwaOptions.workbox).toMatchObject({ skipWaiting: false, clientsClaim: false });
  });

  it('answers navigations with index.html, except the API, the health checks, metrics, tracked links and paths that name a file', () => {
    const { navigateFallback, navigateFallbackDenylist = [] } = pwaOptions.workbox ?? {};
    expect(navigateFallback).toBe('/index.html');
    const isDenied = (path: string) => navigateFallbackDenylist.some((pattern) => pattern.test(path));
    for (const path of [
      '/api/me',
      '/api',
      '/api/docs',
      '/healthz',
      '/readyz',
      '/metrics',
      '/l/Ab3dE5fG',
      '/sw.js',
      '/sw-push.js',
      '/manifest.webmanifest',
      '/favicon.svg',
    ]) {
      expect(isDenied(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/login',
      '/dashboard/campaigns/abc',
      '/admin/clients/new',
      '/apiary',
      '/metricsx',
      '/login/x',
    ]) {
      expect(isDenied(path), path).toBe(false);
    }
  });

  it('loads the push handlers, a file of the build, into the service worker', () => {
    expect(PUSH_SCRIPT).toBe('/sw-push.js');
    expect(pwaOptions.workbox?.importScripts).toEqual(['/sw-push.js']);
    expect(pushScript).toContain("self.addEventListener('push'");
  });
});

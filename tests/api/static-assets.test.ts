import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { precompressFile } from '../../src/server/build/precompress-plugin';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

// A tiny build: index.html, one hashed chunk (large enough to be precompressed) and a public file.
const INDEX_HTML = `<!doctype html><html lang="es"><head><title>Panel de Stories</title></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(40)}</body></html>`;
const CHUNK = 'export const stories = [];\n'.repeat(200);
const CHUNK_PATH = '/assets/main-Ab12Cd34.js';
// What vite-plugin-pwa writes at the root of the build (src/web/app/pwa/pwa-options.ts).
const SERVICE_WORKER = `self.addEventListener('fetch', () => {});\n${'// precache\n'.repeat(100)}`;
const WORKBOX_RUNTIME_PATH = '/workbox-591d6d53.js';
const MANIFEST = JSON.stringify({ name: 'Panel de Stories', short_name: 'Stories', start_url: '/' });

let t: TestApp;
let webRoot: string;
let spa: ReturnType<typeof createApp>;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'stories-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, CHUNK_PATH), CHUNK);
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(webRoot, WORKBOX_RUNTIME_PATH), 'self.workbox = {};');
  writeFileSync(path.join(webRoot, 'sw-push.js'), "self.addEventListener('push', () => {});");
  writeFileSync(path.join(webRoot, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(webRoot, 'pwa-192x192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await precompressFile(path.join(webRoot, CHUNK_PATH));
  await precompressFile(path.join(webRoot, 'sw.js'));
  t = await createTestApp();
  spa = createApp(t.deps, { webRoot });
});
afterAll(async () => {
  await t.cleanup();
  rmSync(webRoot, { recursive: true, force: true });
});

function get(pathname: string, acceptEncoding?: string) {
  const headers: Record<string, string> =
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return spa.request(new URL(pathname, TEST_ORIGIN).toString(), { headers });
}

async function bodyOf(res: Response): Promise<string> {
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (coding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

describe('static assets of the SPA', () => {
  it('answers a hashed chunk in brotli when the browser accepts it, immutable and varying on Accept-Encoding', async () => {
    const res = await get(CHUNK_PATH, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('content-length'))).toBeLessThan(CHUNK.length);
    expect(await bodyOf(res)).toBe(CHUNK);
  });

  it('answers gzip when only gzip is accepted', async () => {
    const res = await get(CHUNK_PATH, 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bodyOf(res)).toBe(CHUNK);
  });

  it('answers the file itself when no compression is accepted, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get(CHUNK_PATH, acceptEncoding);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(CHUNK);
    }
  });

  it('answers 404 for a missing chunk rather than the HTML of the SPA', async () => {
    const res = await get('/assets/gone-Zz99Yy88.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });

  it('serves a small public file uncompressed, with its type', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('serves the service worker compressed, as JavaScript, and revalidated on every use rather than immutable', async () => {
    const res = await get('/sw.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await bodyOf(res)).toBe(SERVICE_WORKER);
  });

  it('serves the Workbox runtime the service worker imports as JavaScript, revalidated on every use', async () => {
    const res = await get(WORKBOX_RUNTIME_PATH, 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the push handlers the service worker imports as JavaScript, revalidated on every use', async () => {
    const res = await get('/sw-push.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the web app manifest with its own type, revalidated on every use', async () => {
    const res = await get('/manifest.webmanifest', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ name: 'Panel de Stories', start_url: '/' });
  });

  it('serves index.html asked for by name (the service worker precaches it) revalidated on every use', async () => {
    const res = await get('/index.html?__WB_REVISION__=abc', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await bodyOf(res)).toBe(INDEX_HTML);
  });

  it('serves the app icons as PNG', async () => {
    const res = await get('/pwa-192x192.png', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('answers every route of the SPA with index.html, compressed as accepted and never cached unchecked', async () => {
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      [undefined, null],
    ] as const) {
      const res = await get('/dashboard/campaigns/123', acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(coding);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await bodyOf(res)).toBe(INDEX_HTML);
    }
  });

  it('keeps the security headers on static answers', async () => {
    const res = await get(CHUNK_PATH, 'br');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import {
  type ChunkLike,
  ROUTE_PRELOADS_FILE,
  routePreloadsOf,
} from '../../src/server/build/route-preload-plugin';
import { ROUTE_MODULES } from '../../src/web/app/route-table';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

// A build shaped like the real one, made from the app's real route table: the entry (with a shared vendor chunk),
// one chunk per layout and page, each layout importing its own helper chunk and each page the icons chunk.
const ROOT = '/project/src/web';
const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Panel de Stories</title></head><body><div id="root"></div></body></html>';

function fileOf(module: string): string {
  return `assets/${path.basename(module, '.tsx')}-Ab12.js`;
}

function fakeBuild(): ChunkLike[] {
  const modules = [...new Set(ROUTE_MODULES.flatMap((r) => r.modules))];
  const chunk = (fileName: string, imports: string[], facade: string | null = null): ChunkLike => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: facade && path.join(ROOT, facade),
    imports,
  });
  return [
    { ...chunk('assets/index-Ab12.js', ['assets/vendor-Ab12.js'], 'main.tsx'), isEntry: true },
    chunk('assets/vendor-Ab12.js', []),
    chunk('assets/icons-Ab12.js', ['assets/vendor-Ab12.js']),
    chunk('assets/admin-nav-Ab12.js', ['assets/vendor-Ab12.js']),
    chunk('assets/client-nav-Ab12.js', ['assets/vendor-Ab12.js']),
    ...modules.map((m) => {
      const layoutHelper = m.includes('admin-layout')
        ? ['assets/admin-nav-Ab12.js']
        : m.includes('client-layout')
          ? ['assets/client-nav-Ab12.js']
          : [];
      return chunk(fileOf(m), ['assets/vendor-Ab12.js', 'assets/icons-Ab12.js', ...layoutHelper], m);
    }),
  ];
}

let t: TestApp;
let webRoot: string;
let spa: ReturnType<typeof createApp>;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'stories-web-'));
  mkdirSync(path.join(webRoot, path.dirname(ROUTE_PRELOADS_FILE)), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(
    path.join(webRoot, ROUTE_PRELOADS_FILE),
    JSON.stringify(routePreloadsOf(fakeBuild(), ROOT, ROUTE_MODULES)),
  );
  t = await createTestApp();
  spa = createApp(t.deps, { webRoot });
});
afterAll(async () => {
  await t.cleanup();
  rmSync(webRoot, { recursive: true, force: true });
});

async function preloadsOf(pathname: string, acceptEncoding?: string): Promise<string[]> {
  const res = await spa.request(new URL(pathname, TEST_ORIGIN).toString(), {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const raw = Buffer.from(await res.arrayBuffer());
  const html =
    res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(raw).toString() : raw.toString();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? '');
}

describe('index.html announces the chunks of the route it is answered for', () => {
  it('preloads the client layout and the campaign detail page (and what they import) for a client campaign', async () => {
    for (const acceptEncoding of [undefined, 'gzip, deflate, br']) {
      const preloads = await preloadsOf(
        '/dashboard/campaigns/0b7c2b0e-5a6e-4f0e-9d5c-1f2e3d4c5b6a',
        acceptEncoding,
      );
      expect(preloads).toEqual([
        '/assets/client-layout-Ab12.js',
        '/assets/icons-Ab12.js',
        '/assets/client-nav-Ab12.js',
        '/assets/campaign-detail-page-Ab12.js',
      ]);
    }
  });

  it('preloads only the sign-in page on /login: no admin or client chunk, nothing the entry already loads', async () => {
    const preloads = await preloadsOf('/login');
    expect(preloads).toEqual(['/assets/login-page-Ab12.js', '/assets/icons-Ab12.js']);
  });

  it('prefers a static segment to a parameter, as the router does', async () => {
    expect(await preloadsOf('/admin/clients/new')).toContain('/assets/new-client-page-Ab12.js');
    expect(await preloadsOf('/admin/clients/42')).toContain('/assets/client-detail-page-Ab12.js');
    expect(await preloadsOf('/admin/clients/42/edit')).toContain('/assets/edit-client-page-Ab12.js');
    expect(await preloadsOf('/admin/')).toContain('/assets/admin-dashboard-page-Ab12.js');
  });

  it("asks a signed-in visitor's browser to preload the route's first reads, as its guard, layout and page fetch them", async () => {
    const id = '0b7c2b0e-5a6e-4f0e-9d5c-1f2e3d4c5b6a';
    const cookie = 'theme=light; better-auth.session_token=abc.def';
    const linkOf = async (pathname: string, headers: Record<string, string> = { cookie }) =>
      (await spa.request(new URL(pathname, TEST_ORIGIN).toString(), { headers })).headers.get('link');
    const links = (...urls: string[]) =>
      urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
    expect(await linkOf(`/dashboard/campaigns/${id}`)).toBe(
      links('/api/me', '/api/client/me', `/api/campaigns/${id}`),
    );
    expect(await linkOf(`/admin/campaigns/${id}/edit`)).toBe(links('/api/me', `/api/campaigns/${id}`));
    expect(await linkOf('/dashboard')).toBe(links('/api/me', '/api/client/me', '/api/client/overview'));
    expect(await linkOf('/dashboard/profile')).toBe(links('/api/me', '/api/client/me'));
    expect(await linkOf('/admin/clients')).toBe(links('/api/me', '/api/admin/clients'));
    expect(await linkOf('/admin/settings')).toBe(links('/api/me'));
    // Over HTTPS Better Auth prefixes the cookie with __Secure-.
    expect(await linkOf('/admin/settings', { cookie: '__Secure-better-auth.session_token=abc.def' })).toBe(
      links('/api/me'),
    );
    // With a query the page may read something else (a search); an id the page would encode otherwise; no data.
    expect(await linkOf('/dashboard/campaigns/a%20b')).toBe(links('/api/me', '/api/client/me'));
    for (const pathname of ['/admin/clients?q=cafe', '/login', '/nowhere']) {
      expect(await linkOf(pathname), pathname).toBeNull();
    }
    // No session cookie: the visitor is sent to /login, and the preloads would only end in 401s.
    const anonymous: Record<string, string>[] = [
      {},
      { cookie: 'theme=light' },
      { cookie: 'better-auth.session_token=' },
    ];
    for (const headers of anonymous) {
      expect(await linkOf('/dashboard', headers), JSON.stringify(headers)).toBeNull();
    }
  });

  it('answers the plain index.html for a path of no route', async () => {
    for (const pathname of ['/nowhere', '/dashboard/campaigns/1/2', '/admin/clients/42/delete']) {
      expect(await preloadsOf(pathname)).toEqual([]);
    }
  });
});

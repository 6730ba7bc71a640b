import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { PROJECT_ROOT } from './lib/app-process';
import { type BenchModule, type BenchResult, below, figure } from './lib/result';

/**
 * JavaScript (and, apart, CSS) gzip bytes a browser needs for each route: a production `vite build --manifest`
 * into a temporary directory, then the manifest walked from index.html plus the route's lazy modules (its layout
 * and its page, as src/web/app/router.tsx declares them) through their static imports. Lazy imports inside a page
 * (dialogs loaded on demand) are not counted: they are not needed to show the route.
 */

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

const SIGN_IN_LIMIT_KB = 150;
const ROUTER = 'src/web/app/router.tsx';

interface RouteModules {
  /** The route as named in router.tsx, e.g. 'paths.admin.clients' or 'paths.dashboard.root (index)'. */
  label: string;
  /** Manifest keys (app/…, relative to the Vite root src/web) loaded lazily for the route: the layout, then the page. */
  modules: string[];
}

/** Reads the lazy routes of router.tsx: every `import('./…')` with the `path:` (or `index: true`) before it. */
export function routesOfRouter(source: string): RouteModules[] {
  const routes: RouteModules[] = [];
  const adminRoot = source.indexOf('paths.admin.root.path');
  const clientRoot = source.indexOf('paths.dashboard.root.path');
  const layoutOf = (at: number): string | null => {
    const inAdmin = adminRoot >= 0 && at > adminRoot && (clientRoot < adminRoot || at < clientRoot);
    const inClient = clientRoot >= 0 && at > clientRoot && (adminRoot < clientRoot || at < adminRoot);
    if (inClient) return 'layouts/client-layout';
    if (inAdmin) return 'layouts/admin-layout';
    return null;
  };
  const markers = [...source.matchAll(/path:\s*(paths(?:\.\w+)+)\.path|index:\s*true/g)];
  let lastLayoutLabel = '';
  for (const m of source.matchAll(/import\('\.\/([^']+)'\)/g)) {
    const at = m.index ?? 0;
    const marker = markers.filter((k) => (k.index ?? 0) < at).at(-1);
    const module = m[1] ?? '';
    if (module.startsWith('layouts/')) {
      lastLayoutLabel = marker?.[1] ?? '';
      continue;
    }
    const label = marker?.[1] ?? `${lastLayoutLabel} (index)`;
    const layout = layoutOf(at);
    const modules = [...(layout ? [layout] : []), module].map((x) => `app/${x}.tsx`);
    routes.push({ label, modules });
  }
  return routes;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

export function bytesForRoute(outDir: string, manifest: Manifest, modules: string[]) {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the Vite manifest`);
    js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
    for (const i of entry.imports ?? []) walk(i);
  };
  walk('index.html');
  for (const m of modules) walk(m);
  const sum = (files: Set<string>) => [...files].reduce((t, f) => t + gzipKb(path.join(outDir, f)), 0);
  return { jsKb: Math.round(sum(js) * 10) / 10, cssKb: Math.round(sum(css) * 10) / 10, jsFiles: js.size };
}

export async function run(): Promise<BenchResult[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'stories-bench-web-'));
  try {
    await build({
      root: path.join(PROJECT_ROOT, 'src/web'),
      configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const routes = routesOfRouter(readFileSync(path.join(PROJECT_ROOT, ROUTER), 'utf8'));
    const results: BenchResult[] = [];
    for (const route of routes) {
      const { jsKb, cssKb } = bytesForRoute(outDir, manifest, route.modules);
      const name = `web ${route.label}`;
      results.push(
        route.label === 'paths.login'
          ? below(`${name} (sign-in page)`, 'JS gzip KB', jsKb, SIGN_IN_LIMIT_KB)
          : figure(name, 'JS gzip KB', jsKb),
        figure(name, 'CSS gzip KB', cssKb),
      );
    }
    return results;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export const benchModule: BenchModule = {
  name: 'web-bundle',
  description: 'JavaScript and CSS gzip bytes per route (vite build --manifest)',
  run,
};

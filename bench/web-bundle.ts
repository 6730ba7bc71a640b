import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { LOGIN_PATH } from '../src/shared/auth/roles';
import { APP_ROUTES, type AppRoute, modulesOf } from '../src/web/app/route-table';
import { paths } from '../src/web/config/paths';
import { PROJECT_ROOT } from './lib/app-process';
import { atMost, type BenchModule, type BenchResult, below, figure } from './lib/result';

/**
 * JavaScript (and, apart, CSS) gzip bytes a browser needs for each route: a production `vite build --manifest`
 * into a temporary directory, then the manifest walked from index.html plus the route's lazy modules (its layout
 * and its page, from the route table src/web/app/route-table.ts) through their static imports. Lazy imports inside a page
 * (dialogs loaded on demand) are not counted: they are not needed to show the route. Checked against issue 30's budget
 * (which replaced issue 17's 120 KB / 8 files, below what React, its DOM, the router and TanStack Query weigh
 * together): the entry (what every page loads) at most 150 KB of JavaScript gzip; each first view of a signed-in
 * route and of the pages people open from an e-mail (approval, invitation, password reset) at most 190 KB in at
 * most 12 files.
 */

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

const SIGN_IN_LIMIT_KB = 150;
/** Issue 30's budget, whatever the host: the entry's JavaScript gzip KB... */
const ENTRY_LIMIT_KB = 150;
/** ...and each budgeted route's first view: JavaScript gzip KB, and files. */
const FIRST_VIEW_LIMIT_KB = 190;
const FIRST_VIEW_LIMIT_FILES = 12;
/** The pages without a layout that people open from an e-mail: budgeted like the signed-in routes. */
const FROM_AN_EMAIL: readonly string[] = [
  paths.approval.path,
  paths.invitation.path,
  paths.resetPassword.path,
];

/** Whether a route's first view is held to the budget: the signed-in routes (those with a layout) and the above. */
export function isBudgeted(route: Pick<AppRoute, 'path' | 'layout'>): boolean {
  return route.layout !== undefined || FROM_AN_EMAIL.includes(route.path);
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
    // The entry alone (index.html and its static imports): the part of every page's first view.
    const entry = bytesForRoute(outDir, manifest, []);
    const results: BenchResult[] = [
      atMost('web entry (index.html)', 'JS gzip KB', entry.jsKb, ENTRY_LIMIT_KB),
      figure('web entry (index.html)', 'JS files', entry.jsFiles),
    ];
    // The one route table (src/web/app/route-table.ts): each route's layout and page, as the router loads them.
    for (const route of APP_ROUTES) {
      const { jsKb, cssKb, jsFiles } = bytesForRoute(outDir, manifest, modulesOf(route));
      const name = `web ${route.path}`;
      if (isBudgeted(route)) {
        // A signed-in route, or a page opened from an e-mail: the budget of issue 30.
        results.push(
          atMost(name, 'JS gzip KB', jsKb, FIRST_VIEW_LIMIT_KB),
          atMost(name, 'JS files', jsFiles, FIRST_VIEW_LIMIT_FILES),
        );
      } else {
        results.push(
          route.path === LOGIN_PATH
            ? below(`${name} (sign-in page)`, 'JS gzip KB', jsKb, SIGN_IN_LIMIT_KB)
            : figure(name, 'JS gzip KB', jsKb),
          figure(name, 'JS files', jsFiles),
        );
      }
      results.push(figure(name, 'CSS gzip KB', cssKb));
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

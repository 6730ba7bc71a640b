import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from './logger';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');

const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'src/server/build', 'package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when dist/web is missing or older than any web source. */
export function isWebBuildStale(): boolean {
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(PROJECT_ROOT, s)) > built);
}

/** Builds the SPA with Vite when it is missing or stale. */
export function ensureWebBuild(logger: Logger): void {
  if (!isWebBuildStale()) return;
  logger.info('building the web app (dist/web is missing or stale)…');
  const require = createRequire(import.meta.url);
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    // Always React's production build, whatever NODE_ENV the server runs with (the e2e server runs with 'test').
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  logger.info('web app built');
}

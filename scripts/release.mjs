// npm run release [-- --out FILE.tgz]: packs what a production server needs into one archive, building first what
// is missing or stale. The archive holds one folder, stories-panel-<version>/, with the built web app and server
// (dist/), the migrations (drizzle/), the start and CLI runners (scripts/), package.json and package-lock.json;
// on the server: unpack, `npm ci --omit=dev`, start (README, section Production).
//
// The release's package.json has no devDependencies, and its lock is the checkout's pruned to what production needs:
// with the full lock, `npm ci --omit=dev` would still install Vite, Vitest and tsx, because they are also optional
// peer dependencies of production packages (the lock marks them "devOptional"). No version changes: checked below.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ROOT } from './lib/dist.mjs';

/** Everything the production server reads from its folder, besides node_modules (which npm ci installs). */
export const RELEASE_FILES = [
  'dist/web',
  'dist/server',
  'drizzle',
  'scripts/start.mjs',
  'scripts/cli.mjs',
  'scripts/lib/dist.mjs',
  'package.json',
  'package-lock.json',
  'README.md',
];

/** package.json as production needs it: no devDependencies, and only the scripts that run the built app. */
function productionManifest(manifest) {
  const { devDependencies: _dev, scripts, ...rest } = manifest;
  const runners = Object.entries(scripts ?? {}).filter(([, command]) =>
    /^(exec )?node scripts\/(start|cli)\.mjs\b/.test(command),
  );
  return { ...rest, scripts: Object.fromEntries(runners) };
}

/** Runs the npm that runs this script (npm run release), or the one on the PATH. */
function npm(args, cwd) {
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  const result = spawnSync(command, [...prefix, ...args], { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${result.status})`);
}

/** Every package of the pruned lock at a version the checkout's lock has for that package: nothing untested. */
function checkSameVersions(prunedLock, fullLock) {
  const known = new Set(
    Object.entries(fullLock.packages).map(
      ([key, entry]) => `${key.split('node_modules/').at(-1)}@${entry.version}`,
    ),
  );
  const strangers = Object.entries(prunedLock.packages)
    .filter(([key]) => key !== '')
    .map(([key, entry]) => `${key.split('node_modules/').at(-1)}@${entry.version}`)
    .filter((id) => !known.has(id));
  if (strangers.length > 0) {
    throw new Error(`the production lock has versions the checkout's lock has not: ${strangers.join(', ')}`);
  }
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const { name, version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const folder = `${name}-${version}`;
  // A relative --out is relative to where npm was run (INIT_CWD), not to the project folder npm runs scripts in.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? `${folder}.tgz`);
  ensureBuilt(['web', 'server']);
  const staging = mkdtempSync(path.join(tmpdir(), 'stories-release-'));
  try {
    for (const file of RELEASE_FILES) {
      cpSync(path.join(ROOT, file), path.join(staging, folder, file), { recursive: true });
    }
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const target = path.join(staging, folder);
    writeFileSync(
      path.join(target, 'package.json'),
      `${JSON.stringify(productionManifest(manifest), null, 2)}\n`,
    );
    npm(
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
      target,
    );
    const readLock = (dir) => JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
    checkSameVersions(readLock(target), readLock(ROOT));
    const info = { name, version, commit: gitCommit(), builtAt: new Date().toISOString() };
    writeFileSync(path.join(staging, folder, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
    const tar = spawnSync('tar', ['-czf', out, '-C', staging, folder], { stdio: 'inherit' });
    if (tar.status !== 0) throw new Error(`tar failed (exit ${tar.status})`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  process.stdout.write(`${out}\n`);
}

try {
  main();
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

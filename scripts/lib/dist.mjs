// What `npm start`, the CLI runner, `npm run build` and `npm run release` share: where the built app is, whether it
// is stale, and how it is built. Plain JavaScript, so that it runs in a production install, which has neither the
// sources nor the build tools (Vite) nor a TypeScript loader (docs/decisions/023-compiled-server.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The two builds. `output` is the file whose presence and age stand for the whole build; `sources` are what it is
 * built from (a newer file there makes it stale); `config` is the Vite configuration that builds it.
 */
export const TARGETS = {
  web: {
    name: 'web app',
    dir: 'dist/web',
    output: 'dist/web/index.html',
    config: 'vite.config.ts',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'src/server/build', 'package-lock.json'],
  },
  server: {
    name: 'server',
    dir: 'dist/server',
    output: 'dist/server/index.js',
    config: 'vite.server.config.ts',
    sources: ['src/server', 'src/shared', 'vite.server.config.ts', 'package-lock.json'],
  },
};

/** @param {string} message */
function say(message) {
  process.stdout.write(`${message}\n`);
}

/** @param {string} target @returns {number} */
function newestMtime(target) {
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

/** True in a checkout with its devDependencies; false in a production install (no sources, or no Vite). */
export function canBuild() {
  if (!existsSync(path.join(ROOT, 'src/server/index.ts'))) return false;
  try {
    createRequire(path.join(ROOT, 'package.json')).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

/** @param {keyof typeof TARGETS} key True when the build is missing or older than any of its sources. */
export function isStale(key) {
  const target = TARGETS[key];
  const output = path.join(ROOT, target.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return target.sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/**
 * Builds one target with Vite into a folder of its own, then puts it in place with renames: a build that fails or is
 * killed half-way leaves the previous one whole (never an index.html or index.js without the files it names), and two
 * builds at once (two `npm start`) each swap in a complete folder.
 * @param {keyof typeof TARGETS} key
 */
export function build(key) {
  const target = TARGETS[key];
  const finalDir = path.join(ROOT, target.dir);
  const tempDir = `${finalDir}.building-${process.pid}`;
  const oldDir = `${finalDir}.old-${process.pid}`;
  const viteBin = path.join(
    path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  removeLeftovers(finalDir);
  const args = [
    viteBin,
    'build',
    '--config',
    target.config,
    '--outDir',
    tempDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  // The build's own temporary folder, removed after it: the PWA plugin compiles the service worker into a folder of
  // the system's temporary directory and leaves it there (one more on every build).
  const buildTmp = mkdtempSync(path.join(tmpdir(), 'stories-build-'));
  let result;
  try {
    result = spawnSync(process.execPath, args, {
      cwd: ROOT,
      stdio: 'inherit',
      // Always React's production build, whatever NODE_ENV the server runs with (the e2e server runs with 'test').
      env: { ...process.env, NODE_ENV: 'production', TMPDIR: buildTmp },
    });
  } finally {
    rmSync(buildTmp, { recursive: true, force: true });
  }
  if (result.status !== 0 || !existsSync(path.join(tempDir, path.relative(target.dir, target.output)))) {
    rmSync(tempDir, { recursive: true, force: true });
    throw new Error(`building the ${target.name} failed (vite build --config ${target.config})`);
  }
  if (existsSync(finalDir)) renameSync(finalDir, oldDir);
  renameSync(tempDir, finalDir);
  rmSync(oldDir, { recursive: true, force: true });
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/** Removes the temporary folders of builds whose process is gone (killed half-way). @param {string} finalDir */
function removeLeftovers(finalDir) {
  const parent = path.dirname(finalDir);
  if (!existsSync(parent)) return;
  const pattern = new RegExp(`^${path.basename(finalDir)}\\.(?:building|old)-(\\d+)$`);
  for (const name of readdirSync(parent)) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (pid && (pid === process.pid || !isRunning(pid)))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Makes the built app ready to run: in a checkout, builds each target that is missing or stale; in a production
 * install, builds nothing and fails with a message when a build is missing.
 * @param {(keyof typeof TARGETS)[]} keys
 */
export function ensureBuilt(keys) {
  if (canBuild()) {
    for (const key of keys) {
      if (!isStale(key)) continue;
      say(`building the ${TARGETS[key].name} (${TARGETS[key].dir} is missing or stale)…`);
      build(key);
      say(`${TARGETS[key].name} built`);
    }
    return;
  }
  const missing = keys
    .map((key) => TARGETS[key])
    .filter((target) => !existsSync(path.join(ROOT, target.output)));
  if (missing.length === 0) return;
  const what = missing.map((target) => target.output).join(' and ');
  throw new Error(
    `${what} missing in ${ROOT}, and this installation cannot build it (no src/ or no devDependencies). ` +
      'Build a release on a development machine (npm ci && npm run release), or install the devDependencies ' +
      'here (npm ci) and run npm run build. See the README, section Production.',
  );
}

/**
 * Runs a compiled entry point (`index` or `cli/<name>`) in this process, with the arguments it would have had if
 * started on its own (`node dist/server/cli/<name>.js args…`).
 * @param {string} entry @param {string[]} args
 */
export async function runEntry(entry, args) {
  const file = path.join(ROOT, 'dist/server', `${entry}.js`);
  process.argv = [process.argv[0] ?? process.execPath, file, ...args];
  await import(pathToFileURL(file).href);
}

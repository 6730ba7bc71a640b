import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts (woff2) are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this, the saving is smaller than the cost of a second file and a Content-Encoding header. */
export const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside one file, each only when it is
 * smaller than the file itself. Returns the variants written.
 */
export async function precompressFile(file: string): Promise<Array<'br' | 'gz'>> {
  const source = await readFile(file);
  if (source.length < MIN_COMPRESS_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written: Array<'br' | 'gz'> = [];
  for (const [ext, data] of [
    ['br', br],
    ['gz', gz],
  ] as const) {
    if (data.length >= source.length) continue;
    await writeFile(`${file}.${ext}`, data);
    written.push(ext);
  }
  return written;
}

/**
 * Vite plugin: after the build is written, every text file of the output folder (hashed assets, the copied
 * public files, and the service worker that vite-plugin-pwa writes when the bundle closes) gets its precompressed
 * `.br` and `.gz` twins, which the server sends with `serveStatic({ precompressed: true })`. Done once at build
 * time, so brotli can use its slowest, best level.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stories:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The last hook, after every other plugin's closeBundle has finished (sw.js and workbox-*.js are written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE_FILE.test(f));
        await Promise.all(files.map((f) => precompressFile(f)));
      },
    },
  };
}

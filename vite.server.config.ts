import { globSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * The compiled server (docs/decisions/023-compiled-server.md): src/server/index.ts and every CLI in
 * src/server/cli/*.ts bundled by Vite's SSR build (Rolldown) into dist/server/, one file per entry plus the chunks
 * they share. Every package stays external: it is loaded from node_modules at run time, native addons and
 * WebAssembly files included, exactly as when running from src/.
 */
const root = import.meta.dirname;
const cliEntries = globSync('src/server/cli/*.ts', { cwd: root }).filter(
  (file) => !file.endsWith('.test.ts'),
);

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  ssr: { external: true, target: 'node' },
  build: {
    ssr: true,
    outDir: path.join(root, 'dist/server'),
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: Object.fromEntries([
        ['index', path.join(root, 'src/server/index.ts')],
        ...cliEntries.map((file) => [`cli/${path.basename(file, '.ts')}`, path.join(root, file)]),
      ]),
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

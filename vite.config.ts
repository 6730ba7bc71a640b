import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { directBarrelImports } from './src/server/build/barrel-imports-plugin.ts';
import { planChunks } from './src/server/build/chunk-plan.ts';
import { precompress } from './src/server/build/precompress-plugin.ts';
import { routePreloads } from './src/server/build/route-preload-plugin.ts';
import { pwaOptions } from './src/web/app/pwa/pwa-options.ts';
import { LAYOUTS, ROUTE_MODULES } from './src/web/app/route-table.ts';

const WEB_ROOT = fileURLToPath(new URL('./src/web', import.meta.url));

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // precompress() last: it compresses what the others wrote, the service worker included.
  plugins: [
    directBarrelImports(),
    react(),
    tailwindcss(),
    routePreloads(ROUTE_MODULES),
    VitePWA(pwaOptions),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Few files per route (decision 026): src/server/build/chunk-plan.ts.
          groups: [
            {
              name: planChunks(WEB_ROOT, ROUTE_MODULES, {
                signIn: 'app/routes/login-page.tsx',
                layouts: Object.values(LAYOUTS).map((layout) => layout.module),
                // Issue 30's budget: each route's first view in at most 12 files (bench/web-bundle.ts).
                maxFiles: 12,
              }),
              debugName: 'chunk-plan',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/healthz', '/readyz', '/metrics'].map((prefix) => [prefix, `http://127.0.0.1:${serverPort}`]),
    ),
  },
});

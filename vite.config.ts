import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './src/server/build/precompress-plugin.ts';
import { routePreloads } from './src/server/build/route-preload-plugin.ts';
import { pwaOptions } from './src/web/app/pwa/pwa-options.ts';
import { ROUTE_MODULES } from './src/web/app/route-table.ts';

const serverPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // precompress() last: it compresses what the others wrote, the service worker included.
  plugins: [react(), tailwindcss(), routePreloads(ROUTE_MODULES), VitePWA(pwaOptions), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Each lucide icon otherwise becomes its own ~200-byte chunk wherever two pages share it: dozens of
            // requests (each a round trip on a phone) for a few KB. One chunk of the icons the pages share.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${serverPort}`, '/healthz': `http://127.0.0.1:${serverPort}` },
  },
});

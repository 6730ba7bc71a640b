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
            // React on its own: every page needs it, and without a group of its own it lands in whichever group
            // first reaches it (the icons import it), dragging that group into every page.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // lucide's own helpers (createLucideIcon, Icon…) with the shared icons, ahead of the group below, which
            // would otherwise take them along with its icons.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/][^\\/]+\.mjs$/,
              priority: 2,
            },
            // Icons of the screens with story files and of the client area only (and of the story cards, stickers
            // and approvals that the campaign screen, the approval page and the board share): their own shared
            // chunk, so that the sign-in page (which loads the shared icons below) does not pay for them.
            {
              name: 'icons-media',
              test: /node_modules[\\/]lucide-react[\\/].*[\\/](film|image|images|image-plus|image-off|play|download|copy|party-popper|send|wifi-off|chart-column|check-check|circle-dashed|clapperboard|hourglass|message-circle-question-mark|message-square-exclamation-point|mic|quote|sliders-horizontal|type)\.mjs$/,
              minShareCount: 2,
              priority: 1,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
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

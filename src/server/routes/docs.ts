import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

const require = createRequire(import.meta.url);
let scalarBundle: string | null = null;
function loadScalar(): string {
  scalarBundle ??= readFileSync(require.resolve('@scalar/api-reference/browser/standalone.js'), 'utf8');
  return scalarBundle;
}

const page = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Panel de Stories — Referencia de la API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

const init = `Scalar.createApiReference('#app', { url: '/api/openapi.json', hideClientButton: false, theme: 'default' });`;

/** A readable API reference (Scalar) served from the installed package: no CDN, no inline script. */
export const docsRoutes = new Hono<AppEnv>()
  .get('/api/docs', (c) => c.html(page))
  .get('/api/docs/scalar.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(loadScalar());
  })
  .get('/api/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(init);
  });

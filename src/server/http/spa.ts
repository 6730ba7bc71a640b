import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { matchRoutes } from 'react-router';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../build/route-preload-plugin';
import { type ContentCoding, pickContentCoding } from './content-encoding';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files of the build under a fixed name that must be checked again on every use: the service worker and the
 * Workbox runtime and the push handlers it imports (a stale copy would keep an old version of the app, or fail to install the new
 * one), the web app manifest, and index.html asked for by name (the service worker precaches it).
 */
const REVALIDATED_FILE = /^\/(?:sw\.js|sw-push\.js|workbox-[\w-]+\.js|manifest\.webmanifest|index\.html)$/;
/** Types a cache must keep apart per Accept-Encoding, since they may be answered compressed. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/i;

/**
 * Wraps serveStatic so that headers can be added to the file it answers with. (Its `onFound` runs after the
 * Response is built: headers set there are lost.) `extra` only runs when a file was found.
 */
function withFileHeaders(
  serve: MiddlewareHandler<AppEnv>,
  extra: (headers: Headers, pathname: string) => void,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const res = await serve(c, next);
    if (!(res instanceof Response)) return res;
    // Every compressible file may be sent as br, gzip or identity: shared caches must key on Accept-Encoding,
    // also when this answer is identity (serveStatic only adds Vary when it picks a compressed twin).
    if (COMPRESSIBLE_TYPE.test(res.headers.get('Content-Type') ?? ''))
      res.headers.set('Vary', 'Accept-Encoding');
    extra(res.headers, c.req.path);
    return res;
  };
}

type EncodedBodies = Record<ContentCoding | 'identity', Buffer>;

function encodeOnce(html: Buffer): EncodedBodies {
  return {
    identity: html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** index.html with `<link rel="modulepreload">` for `files` (paths in the build), before `</head>`. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/** An id the page would put in the API path unchanged (encodeURIComponent leaves these characters alone). */
const PLAIN_PARAM = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A data path of the route with its params filled in, or null when a param is not a plain id (the page would
 * encode it differently, and a preload nobody uses only costs a request and a console warning).
 */
export function dataPathFor(template: string, params: Record<string, string | undefined>): string | null {
  let plain = true;
  const filled = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    if (!PLAIN_PARAM.test(value)) plain = false;
    return value;
  });
  return plain ? filled : null;
}

/**
 * Whether the request carries Better Auth's session cookie (`better-auth.session_token`, `__Secure-` prefixed
 * over HTTPS). Only its presence: whether it is valid is for the API to say, and a stale one costs a 401.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*\.session_token=[^;\s]/.test(cookieHeader ?? '');
}

function readRoutePreloads(webRoot: string): RoutePreloads {
  const file = path.join(webRoot, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : [];
}

/**
 * index.html, read once, with its compressed forms computed once: one document per route of the build's
 * ROUTE_PRELOADS_FILE, which also announces that route's layout and page chunks (otherwise the browser only
 * learns of them after the entry has downloaded and run: one more round trip before anything is drawn), and the
 * plain document for any other path. With it, the API path the route's page reads first, when there is one.
 */
function indexDocuments(webRoot: string) {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const plain = encodeOnce(Buffer.from(html));
  // Matched by React Router's own matcher, as the browser's router will match the same path (case-insensitive,
  // a static segment before a parameter: /admin/clients/new is not /admin/clients/:id).
  const routes = readRoutePreloads(webRoot).map((route) => ({
    path: route.path,
    data: route.data,
    bodies: encodeOnce(Buffer.from(withModulePreloads(html, route.files))),
  }));
  return (pathname: string, acceptEncoding: string | undefined) => {
    const coding = pickContentCoding(acceptEncoding);
    const best = matchRoutes(routes, pathname)?.[0];
    if (!best) return { coding, body: plain[coding ?? 'identity'], data: [] };
    const { route, params } = best;
    const data = (route.data ?? []).flatMap((template) => dataPathFor(template, params) ?? []);
    return { coding, body: route.bodies[coding ?? 'identity'], data };
  };
}

/**
 * Serves the built SPA from `webRoot` (dist/web): hashed assets (immutable, precompressed twins written by
 * src/server/build/precompress-plugin.ts), the other files of the build, and index.html for every other GET.
 */
export function mountSpa(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const assets = serveStatic<AppEnv>({ root, precompressed: true });
  app.use(
    '/assets/*',
    withFileHeaders(assets, (headers) => headers.set('Cache-Control', IMMUTABLE)),
  );
  // A hashed asset that is not there (a page of an older build asking for its chunks) is a 404, never index.html:
  // HTML answered for a script only ends in a MIME error.
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  // Files of the build (favicon, icons, manifest, service worker…): only paths that name a file, never a folder
  // such as "/".
  const staticFiles = withFileHeaders(
    serveStatic<AppEnv>({ root, index: '', precompressed: true }),
    (headers, pathname) => {
      if (REVALIDATED_FILE.test(pathname)) headers.set('Cache-Control', 'no-cache');
    },
  );
  app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? staticFiles(c, next) : next()));
  // Every other GET is a route of the SPA (its router shows the 404 page for unknown paths).
  const index = indexDocuments(webRoot);
  app.get('*', (c) => {
    const { coding, body, data } = index(c.req.path, c.req.header('Accept-Encoding'));
    // The route's first reads, asked for while the scripts download (a header, so that the compressed documents
    // stay computed once). Only for a visitor who holds a session cookie: anyone else is sent to /login, and
    // their preloads would only end in 401s. Not when the URL has a query: the page may then read something
    // else (?q=…).
    if (data.length > 0 && hasSessionCookie(c.req.header('Cookie')) && !new URL(c.req.url).search) {
      c.header(
        'Link',
        data.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', '),
      );
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (coding) c.header('Content-Encoding', coding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(body));
  });
}

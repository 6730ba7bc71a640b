/**
 * The links bench's reference (bench/links.ts): a bare Hono app on @hono/node-server that answers GET /l/{slug} with
 * the same 302 from a Map in memory, nothing written. Run as its own process, like the app: prints its port.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const location = process.argv[2] ?? 'https://example.com/';
const slug = process.argv[3] ?? 'Ab3dE5fG';
const links = new Map([[slug, location]]);

const app = new Hono().get('/l/:slug', (c) => {
  const target = links.get(c.req.param('slug'));
  return target ? c.redirect(target, 302) : c.notFound();
});

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${info.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

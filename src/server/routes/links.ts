import { Hono } from 'hono';
import { LINK_SLUG_PATTERN } from '../../shared/links/utm';
import type { AppEnv } from '../http/context';
import { LINK_GONE_PAGE, LINK_NOT_FOUND_PAGE } from './link-pages';

/**
 * GET/HEAD /l/{slug}: a tracked link's redirect (issue 31). 302 to the Location fixed when the link was made (so
 * never an open redirect), after the tap is written; a bot, a link preview or a HEAD is redirected uncounted. An
 * unknown slug answers 404 and a disabled link 410, each with a small Spanish page. Nothing is cached on the way:
 * every tap must reach the server to be counted.
 */
export const linkRoutes = new Hono<AppEnv>().on(['GET', 'HEAD'], '/l/:slug', async (c) => {
  const slug = c.req.param('slug');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const { links, now } = c.get('deps');
  const link = LINK_SLUG_PATTERN.test(slug) ? await links.resolve(slug) : null;
  if (!link) return c.html(LINK_NOT_FOUND_PAGE, 404);
  if (link.disabled) return c.html(LINK_GONE_PAGE, 410);
  if (c.req.method === 'GET') {
    try {
      await links.recordTap({
        link,
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? '',
        at: now(),
      });
    } catch (err) {
      // The visitor still gets where the brand sent them; the tap is lost, and said so.
      c.get('log').error({ err, slug }, 'tracked link: tap not recorded');
    }
  }
  return c.redirect(link.location, 302);
});

import type { MiddlewareHandler } from 'hono';
import type { SessionCache } from '../auth/session-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that may have written (every method but GET, HEAD and OPTIONS), this instance forgets the
 * sessions it keeps in memory: a sign-out, a password change, a deactivation or a client made inactive is refused
 * on the very next request here, without waiting for the database's notification (which tells the other
 * instances, and this one of changes made elsewhere). Writes are few beside reads; the cache refills in one query
 * per session.
 */
export function clearSessionsAfterWrites(sessions: SessionCache): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      sessions.clear();
    }
  };
}

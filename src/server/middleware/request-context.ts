import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../context/app-deps';
import type { AppEnv } from '../http/context';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Sets deps, a request id (echoed in X-Request-Id), a child logger carrying it, and the client IP. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('clientIp', clientIpOf(c, deps.env.TRUST_PROXY));
    c.set('session', null);
    c.set('user', null);
    c.set('clientTimeZone', null);
    c.header(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info({ method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, ms }, 'request');
    }
  };
}

/**
 * Paths whose segments are credentials, as the request log writes them. The query string is never logged, so the
 * approval, invitation and reset links (token in the query) and signed media URLs need nothing here.
 */
const SECRET_PATHS: [RegExp, string][] = [
  // The calendar feed: its token is the whole credential (and a mistyped one is nearly one).
  [/^\/+api\/+calendar\/.+$/i, '/api/calendar/{token}.ics'],
  // Better Auth's own reset link shape: answered 404 here, but the token in it may be live.
  [/^\/+api\/+auth\/+reset-password\/.+$/i, '/api/auth/reset-password/{token}'],
];

/** The request's path for the log: a path that carries a credential is logged as its route instead. */
export function loggedPath(path: string): string {
  for (const [pattern, route] of SECRET_PATHS) if (pattern.test(path)) return route;
  return path;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (app.request) have no socket
  }
}

function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

function isTrustedProxy(ip: string, trusted: string[]): boolean {
  if (trusted.includes(ip)) return true;
  if (trusted.includes('loopback')) return ip === '127.0.0.1' || ip === '::1' || ip.startsWith('127.');
  return false;
}

/**
 * The client's IP for rate limits and audit: the socket's address, unless that address is a proxy named in
 * TRUST_PROXY, in which case X-Forwarded-For is walked right to left past the trusted proxies. A forged
 * X-Forwarded-For from a direct client is ignored.
 */
export function clientIpOf(c: Context, trustProxy: string[]): string {
  const direct = normaliseIp(socketAddress(c) ?? '127.0.0.1');
  if (trustProxy.length === 0 || !isTrustedProxy(direct, trustProxy)) return direct;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normaliseIp(s.trim()))
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!isTrustedProxy(hop, trustProxy)) return hop;
  }
  return direct;
}

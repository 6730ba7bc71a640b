import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/context';

/** Security headers on every answer: a CSP without inline script, no framing, nosniff, a strict referrer policy. */
export function securityHeaders({ isHttps }: { isHttps: boolean }): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position elements with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Connected Instagram accounts' profile pictures (issue 32) come from Meta's CDN, signed and expiring.
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.cdninstagram.com', 'https://*.fbcdn.net'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Origin check on state-changing requests: a browser always sends Origin (or Sec-Fetch-Site) on them; anything
 * not from PUBLIC_URL or TRUSTED_ORIGINS is refused. Non-browser callers that send neither are let through
 * (they carry no ambient cookies to abuse).
 */
export function originCheck(allowed: string[]): MiddlewareHandler<AppEnv> {
  const origins = new Set(allowed);
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const ok = origin ? origins.has(origin) : !site || site === 'same-origin' || site === 'none';
      if (!ok) {
        c.get('log').warn({ origin, site }, 'origin check refused a request');
        throw new AppError('FORBIDDEN', 'Origen de la petición no permitido.');
      }
    }
    await next();
  };
}

/** A route whose body may be larger (or must be smaller) than the default, with its own Spanish message. */
export interface BodyLimitOverride {
  path: string;
  maxSize: number;
  message: string;
}

function limitTo(maxSize: number, message?: string): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot carry another request: the answer says so
    // (Node closes the socket after it either way; without the header it would announce keep-alive).
    onError: (c) => {
      const error = new AppError('PAYLOAD_TOO_LARGE', message);
      return c.json(error.toBody(), error.status, { Connection: 'close' });
    },
  });
}

/**
 * JSON body size limit: larger bodies, declared or streamed without Content-Length, get 413. `overrides` give
 * single routes (matched by exact path) their own limit, e.g. the 2 MB campaign import.
 *
 * A streamed body is read only up to the limit: bodyLimit stops at the first chunk past it, and Node's HTTP
 * server, answering before the request body has ended, sends `Connection: close` and closes the socket after
 * the 413 instead of reading the rest (tests/api/security-input.test.ts streams 50 MB slowly to pin this).
 */
export function jsonBodyLimit(
  maxSize: number,
  overrides: BodyLimitOverride[] = [],
  /** Paths whose routes bound their own (streamed) bodies. */
  isExempt: (path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const fallback = limitTo(maxSize);
  const byPath = new Map(overrides.map((o) => [o.path, limitTo(o.maxSize, o.message)]));
  // GET and HEAD carry no body; asking for one would build a full Request object on every read.
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isExempt(c.req.path)
      ? next()
      : (byPath.get(c.req.path) ?? fallback)(c, next);
}

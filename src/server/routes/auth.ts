import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { LOGIN_TEXTS, normaliseEmail } from '../../shared/auth/login-errors';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { session as sessionTable } from '../db/schema/auth';
import type { AppEnv } from '../http/context';
import { type AuditEvent, recordAudit } from '../services/audit/record-audit';
import { isInactiveClientLogin } from '../services/auth/inactive-client';
import { type AttemptOutcome, SIGN_IN_IP_LIMIT } from '../services/auth/login-throttle';
import { openSignInGate } from '../services/auth/sign-in-gate';

/** The Better Auth endpoints the panel uses; everything else under /api/auth answers 404. */
const ALLOWED = new Set([
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/get-session',
]);

export const TEMP_PASSWORD_EXPIRED_MESSAGE =
  'Tu contraseña temporal ha caducado. Pide a la agencia unas credenciales nuevas.';

/** Rebuilds the request for Better Auth with the client IP header set by us (a client-sent one is dropped). */
function forwardRequest(c: Context<AppEnv>, body?: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  if (body !== undefined) {
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
  }
  return new Request(c.req.url, {
    method: c.req.method,
    headers,
    body: body ?? (c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.raw.body),
    // @ts-expect-error Node's fetch needs duplex for streamed bodies
    duplex: 'half',
  });
}

function authError(status: 403 | 429, code: string, message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The fields Better Auth's sign-in reads. */
const SIGN_IN_FIELDS = ['password', 'rememberMe', 'callbackURL'] as const;

/**
 * Only Better Auth's own sign-in fields are forwarded, and only scalar values (anything else becomes null,
 * which Better Auth refuses with a 400): unknown fields never reach it, and a body nested 20,000 levels deep,
 * which JSON.parse accepts but JSON.stringify cannot write back, is answered as bad input, not a 500.
 */
function signInFields(parsed: Record<string, unknown>, email: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { email };
  for (const key of SIGN_IN_FIELDS) {
    if (!Object.hasOwn(parsed, key)) continue;
    const value = parsed[key];
    fields[key] = value === null || typeof value !== 'object' ? value : null;
  }
  return fields;
}

/**
 * A 200 from Better Auth: the password was right. The login of an inactive client, or a temporary password that
 * has expired, still opens nothing (the session just created is deleted, the attempt counts neither way);
 * otherwise the sign-in succeeds.
 */
async function verifiedSignIn(
  c: Context<AppEnv>,
  res: Response,
  email: string,
): Promise<{ response: Response; outcome: AttemptOutcome }> {
  const db = c.get('deps').database.db;
  const ip = c.get('clientIp');
  const userAgent = c.req.header('user-agent') ?? null;
  const log = c.get('log');
  // Better Auth answers with the user, including our temporary-password fields: no second read needed.
  const payload = (await res.clone().json()) as {
    token?: string;
    user?: { id?: string; isTempPassword?: boolean | null; tempPasswordExpiresAt?: string | null };
  };
  const userId = payload.user?.id ?? null;
  const refuse = async (event: AuditEvent, code: string, message: string) => {
    if (payload.token) await db.delete(sessionTable).where(eq(sessionTable.token, payload.token));
    await recordAudit(db, { event, userId, email, ip, userAgent });
    log.warn({ event, email, ip }, `sign-in refused: ${event}`);
    return { response: authError(403, code, message), outcome: 'void' as const };
  };
  if (userId && (await isInactiveClientLogin(db, userId))) {
    return refuse('login.inactive_client', 'ACCOUNT_INACTIVE', LOGIN_TEXTS.accountInactive);
  }
  const expires = payload.user?.tempPasswordExpiresAt ? new Date(payload.user.tempPasswordExpiresAt) : null;
  if (payload.user?.isTempPassword && expires && expires <= new Date()) {
    return refuse('login.temp_password_expired', 'TEMP_PASSWORD_EXPIRED', TEMP_PASSWORD_EXPIRED_MESSAGE);
  }
  await recordAudit(db, { event: 'login.success', userId, email, ip, userAgent });
  log.info({ event: 'login.success', userId, ip }, 'sign-in succeeded');
  return { response: res, outcome: 'success' };
}

export const authRoutes = new Hono<AppEnv>()
  .post('/api/auth/sign-in/email', async (c) => {
    const { database, auth } = c.get('deps');
    const db = database.db;
    const ip = c.get('clientIp');
    const userAgent = c.req.header('user-agent') ?? null;
    let parsed: Record<string, unknown> = {};
    try {
      const value: unknown = JSON.parse(await c.req.text());
      if (value && typeof value === 'object' && !Array.isArray(value))
        parsed = value as Record<string, unknown>;
    } catch {
      // Better Auth answers the malformed body below.
    }
    const email = typeof parsed.email === 'string' ? normaliseEmail(parsed.email) : '';
    const log = c.get('log');
    await recordAudit(db, { event: 'login.attempt', email: email || null, ip, userAgent });
    log.info({ event: 'login.attempt', email, ip }, 'sign-in attempt');

    // The attempt is admitted (per address, then per e-mail) in one atomic statement each before any password is
    // verified, so parallel attempts cannot get past the lockout; it is closed with its outcome whatever happens.
    const gate = await openSignInGate(db, { email, ip });
    if (!gate.isOpen) {
      if (gate.reason === 'ip') {
        await recordAudit(db, { event: 'login.rate_limited', email: email || null, ip, userAgent });
        log.warn({ event: 'login.rate_limited', email, ip }, 'sign-in refused: per-IP limit');
        return authError(429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again later.', {
          'retry-after': String(SIGN_IN_IP_LIMIT.windowMs / 1000),
        });
      }
      await recordAudit(db, {
        event: 'login.locked',
        email,
        ip,
        userAgent,
        details: { until: gate.lockedUntil?.toISOString() ?? null },
      });
      log.warn({ event: 'login.locked', email, ip }, 'sign-in refused: e-mail locked');
      return authError(429, 'ACCOUNT_LOCKED', 'Too many requests: account locked');
    }
    let outcome: AttemptOutcome = 'void';
    try {
      const res = await auth.handler(forwardRequest(c, JSON.stringify(signInFields(parsed, email))));
      if (res.status === 401 && email) {
        outcome = 'failure';
        const { lockedNow } = await gate.close(outcome);
        await recordAudit(db, { event: 'login.failure', email, ip, userAgent });
        if (lockedNow)
          await recordAudit(db, {
            event: 'login.locked',
            email,
            ip,
            userAgent,
            details: { reason: 'max_attempts' },
          });
        log.warn({ event: 'login.failure', email, ip, locked: lockedNow }, 'sign-in failed');
        return res;
      }
      if (res.status !== 200) return res;
      const verdict = await verifiedSignIn(c, res, email);
      outcome = verdict.outcome;
      return verdict.response;
    } finally {
      // A failure was closed above; anything else (success, refusal, error) is closed here.
      if (outcome !== 'failure') await gate.close(outcome);
    }
  })
  .on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (!ALLOWED.has(`${c.req.method} ${c.req.path}`)) {
      return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }
    const { auth, database } = c.get('deps');
    if (c.req.path === '/api/auth/sign-out') {
      const current = await auth.api.getSession({ headers: c.req.raw.headers });
      if (current) {
        await recordAudit(database.db, {
          event: 'logout',
          userId: current.user.id,
          email: current.user.email,
          ip: c.get('clientIp'),
          userAgent: c.req.header('user-agent') ?? null,
        });
      }
    }
    return auth.handler(forwardRequest(c));
  });

import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ENDPOINTS } from '../../shared/api/auth-endpoints';
import { SIGN_IN_ERRORS } from '../../shared/api/errors';
import { PASSWORD_RESET_ERRORS, RESET_TOKEN_MAX_LENGTH } from '../../shared/auth/password-reset-texts';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth';
import type { AppEnv } from '../http/context';
import { recordAudit } from '../services/audit/record-audit';
import { type PasswordResetRefusal, requestPasswordReset } from '../services/auth/request-password-reset';
import { resetPassword } from '../services/auth/reset-password';
import { type SignInRefusal, signInWithEmail } from '../services/auth/sign-in-with-email';

/**
 * The Better Auth endpoints the panel uses (src/shared/api/auth-endpoints.ts); everything else under /api/auth
 * answers 404. Sign-in and the request of a password reset have their own handlers below, which call Better Auth's;
 * the reset itself and the reset page's check of its link read Better Auth's verification row, and the reset writes
 * the password in one transaction of ours (services/auth/reset-password.ts). Sign-out and the session are Better
 * Auth's own, through the last handler.
 */
const FORWARDED = new Set(
  [AUTH_ENDPOINTS.signOut, AUTH_ENDPOINTS.getSession].map(({ method, path }) => `${method} ${path}`),
);

/**
 * A reset token's verification row while it is live (unexpired, unused), read through Better Auth (which hashes
 * the token as it stored it): its id and the user it belongs to; else null.
 */
async function liveResetLink(auth: Auth, token: string): Promise<{ linkId: string; userId: string } | null> {
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return row && row.expiresAt > new Date() ? { linkId: row.id, userId: row.value } : null;
}

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

/** The request's JSON object, or an empty one (Better Auth answers a malformed body itself). */
async function jsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(await c.req.text());
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A refusal in Better Auth's shape `{ code, message }`, with the status and text of SIGN_IN_ERRORS. */
function refusalResponse({ code, retryAfterSeconds }: SignInRefusal): Response {
  const { status, message } = SIGN_IN_ERRORS[code];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  return new Response(JSON.stringify({ code, message }), { status, headers });
}

/** A refusal of a password-reset endpoint, `{ code, message }` with the status of PASSWORD_RESET_ERRORS. */
function resetRefusalResponse({ code, message, retryAfterSeconds }: PasswordResetRefusal): Response {
  const known = PASSWORD_RESET_ERRORS[code];
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  return new Response(JSON.stringify({ code, message: message ?? known.message }), {
    status: known.status,
    headers,
  });
}

export const authRoutes = new Hono<AppEnv>()
  .post(AUTH_ENDPOINTS.signInEmail.path, async (c) => {
    const answer = await signInWithEmail({
      db: c.get('deps').database.db,
      log: c.get('log'),
      body: await jsonObject(c),
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      verify: (fields) => c.get('deps').auth.handler(forwardRequest(c, JSON.stringify(fields))),
    });
    return answer instanceof Response ? answer : refusalResponse(answer);
  })
  .post(AUTH_ENDPOINTS.requestPasswordReset.path, async (c) => {
    const answer = await requestPasswordReset({
      db: c.get('deps').database.db,
      log: c.get('log'),
      body: await jsonObject(c),
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      send: (email) => c.get('deps').auth.handler(forwardRequest(c, JSON.stringify({ email }))),
    });
    if (answer instanceof Response) return answer;
    return 'code' in answer ? resetRefusalResponse(answer) : c.json(answer, 200);
  })
  .post(AUTH_ENDPOINTS.checkResetToken.path, async (c) => {
    // Read only: the token is not consumed, and the answer says nothing the link's holder does not know.
    const { token } = await jsonObject(c);
    const valid =
      typeof token === 'string' &&
      token.length > 0 &&
      token.length <= RESET_TOKEN_MAX_LENGTH &&
      (await liveResetLink(c.get('deps').auth, token)) !== null;
    return c.json({ valid }, 200);
  })
  .post(AUTH_ENDPOINTS.resetPassword.path, async (c) => {
    const { auth, database } = c.get('deps');
    const answer = await resetPassword({
      db: database.db,
      log: c.get('log'),
      body: await jsonObject(c),
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      findResetLink: (token) => liveResetLink(auth, token),
    });
    return 'code' in answer ? resetRefusalResponse(answer) : c.json(answer, 200);
  })
  .on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (!FORWARDED.has(`${c.req.method} ${c.req.path}`)) {
      return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }
    const { auth, database } = c.get('deps');
    if (c.req.path === AUTH_ENDPOINTS.signOut.path) {
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

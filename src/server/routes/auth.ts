import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ENDPOINTS } from '../../shared/api/auth-endpoints';
import { SSO_PROVIDER_ID, type SsoConfigAnswer } from '../../shared/api/auth-sso';
import { SIGN_IN_ERRORS } from '../../shared/api/errors';
import { PASSWORD_RESET_ERRORS, RESET_TOKEN_MAX_LENGTH } from '../../shared/auth/password-reset-texts';
import { HOME_PATHS, LOGIN_PATH } from '../../shared/auth/roles';
import { SSO_START_ERRORS, type SsoStartErrorCode } from '../../shared/auth/sso-texts';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth';
import { oidcSettings } from '../env/oidc-env';
import type { AppEnv } from '../http/context';
import { recordAudit } from '../services/audit/record-audit';
import { type PasswordResetRefusal, requestPasswordReset } from '../services/auth/request-password-reset';
import { resetPassword } from '../services/auth/reset-password';
import { type SignInRefusal, signInWithEmail } from '../services/auth/sign-in-with-email';
import { recordSsoCallbackRefusal } from '../services/auth/sso-access';
import { ssoOnlyPolicy } from '../services/auth/sso-only';
import { startSsoSignIn } from '../services/auth/start-sso-sign-in';

/**
 * The Better Auth endpoints the panel uses (src/shared/api/auth-endpoints.ts); everything else under /api/auth
 * answers 404. Sign-in and the request of a password reset have their own handlers below, which call Better Auth's;
 * the reset itself and the reset page's check of its link read Better Auth's verification row, and the reset writes
 * the password in one transaction of ours (services/auth/reset-password.ts). Single sign-on (OIDC_*): the sign-in
 * page reads whether it is on, the start checks the provider's issuer before calling Better Auth's /sign-in/social
 * (which is not reachable by itself, nor is its ID-token branch), and the provider's return is Better Auth's,
 * audited. Sign-out and the session are Better Auth's own, through the last handler.
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

/**
 * Rebuilds the request for Better Auth with the client IP header set by us (a client-sent one is dropped); `path`
 * sends it to another of Better Auth's endpoints (a POST with `body`).
 */
function forwardRequest(c: Context<AppEnv>, body?: string, path?: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  if (body !== undefined) {
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
  }
  return new Request(path ? new URL(path, c.req.url) : c.req.url, {
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
function refusalResponse({ code, message: given, retryAfterSeconds }: SignInRefusal): Response {
  const { status, message: known } = SIGN_IN_ERRORS[code];
  const message = given ?? known;
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

/** A refusal of POST /api/auth/sign-in/sso, `{ code, message }` with the status of SSO_START_ERRORS. */
function ssoStartRefusal(code: SsoStartErrorCode): Response {
  const { status, message } = SSO_START_ERRORS[code];
  return new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'content-type': 'application/json' },
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
      ssoOnly: ssoOnlyPolicy(oidcSettings(c.get('deps').env)),
    });
    return answer instanceof Response ? answer : refusalResponse(answer);
  })
  .get(AUTH_ENDPOINTS.ssoConfig.path, (c) => {
    const settings = oidcSettings(c.get('deps').env);
    const answer: SsoConfigAnswer = {
      isEnabled: settings !== null,
      providerName: settings?.providerName ?? null,
      isStaffSsoOnly: settings?.isSsoOnly ?? false,
    };
    return c.json(answer, 200);
  })
  .post(AUTH_ENDPOINTS.signInSso.path, async (c) => {
    const { auth, database, env } = c.get('deps');
    const settings = oidcSettings(env);
    if (!settings) return ssoStartRefusal('SSO_NOT_CONFIGURED');
    // Where the provider sends the browser back, and where a refusal ends, are ours: the caller's body is not read.
    const body = JSON.stringify({
      provider: SSO_PROVIDER_ID,
      callbackURL: `${env.PUBLIC_URL}${HOME_PATHS.admin}`,
      newUserCallbackURL: `${env.PUBLIC_URL}${HOME_PATHS.admin}`,
      errorCallbackURL: `${env.PUBLIC_URL}${LOGIN_PATH}`,
    });
    const answer = await startSsoSignIn({
      db: database.db,
      log: c.get('log'),
      settings,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
      start: () => auth.handler(forwardRequest(c, body, '/api/auth/sign-in/social')),
    });
    return answer instanceof Response ? answer : ssoStartRefusal(answer.code);
  })
  .get(AUTH_ENDPOINTS.ssoCallback.path, async (c) => {
    const { auth, database, env } = c.get('deps');
    if (!oidcSettings(env)) return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    // Better Auth's own: state, PKCE, the code for tokens, the ID token verified, our gate, the session.
    const res = await auth.handler(forwardRequest(c));
    await recordSsoCallbackRefusal(
      { db: database.db, logger: c.get('log') },
      {
        location: res.headers.get('location'),
        ip: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
      },
    );
    return res;
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
      ssoOnly: ssoOnlyPolicy(oidcSettings(c.get('deps').env)),
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

import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { LOGIN_TEXTS } from '../../shared/auth/login-errors';
import type { Role } from '../../shared/auth/roles';
import type { AuthSession } from '../auth/auth';
import type { SessionUser } from '../context/app-deps';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/context';
import { lookupSession, type RenewedCookie } from '../services/auth/session-lookup';

/** Who may call a route: anyone, any signed-in user, or one role. */
export type Access = 'public' | 'user' | Role;

export interface AccessOptions<A extends Access = Access> {
  access: A;
  /** Routes a user with a temporary password may still call (read own profile, change the password). */
  allowTemporaryPassword?: boolean;
}

/** What a handler behind requireAuth reads: the user and session are there (not null). */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser; session: AuthSession['session'] };
}

/** The env a route's handler sees for its access: signed in for every access but 'public'. */
export type AccessEnv<A extends Access> = A extends 'public' ? AppEnv : SignedInEnv;

/**
 * Server-side authorisation: 401 without a valid session, 401 for the session of a client whose status is
 * 'inactive' and for a session whose temporary password has expired (the session is deleted, so the browser reads
 * itself signed out), 403 PASSWORD_CHANGE_REQUIRED
 * while the password is temporary, 403 FORBIDDEN for the wrong role. Sets c.var.user and c.var.session.
 * The session is read in one query (services/auth/session-lookup.ts), or from this instance's SessionCache while
 * nothing about it has changed.
 */
export function requireAuth<A extends Access>({
  access,
  allowTemporaryPassword = false,
}: AccessOptions<A>): MiddlewareHandler<AccessEnv<A>> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (access === 'public') return next();
    const { auth, database, sessions } = c.get('deps');
    const result = await lookupSession({
      auth,
      db: database.db,
      cookieHeader: c.req.header('cookie'),
      cache: sessions,
    });
    if (result.status === 'none') throw new AppError('UNAUTHORIZED');
    if (result.status === 'deactivated') {
      c.get('log').warn({ userId: result.userId }, 'session refused: team member deactivated');
      throw new AppError('UNAUTHORIZED', LOGIN_TEXTS.accountInactive);
    }
    if (result.status === 'inactive-client') {
      c.get('log').warn({ userId: result.userId }, 'session refused: client inactive');
      throw new AppError('UNAUTHORIZED', LOGIN_TEXTS.accountInactive);
    }
    if (result.status === 'temporary-password-expired') {
      // It can no longer change the password either: the agency issues new credentials.
      c.get('log').warn({ userId: result.userId }, 'session refused: temporary password expired');
      throw new AppError('UNAUTHORIZED', LOGIN_TEXTS.tempPasswordExpired);
    }
    if (result.renewedCookie) renewCookie(c, result.renewedCookie);
    c.set('session', result.session);
    c.set('user', result.user);
    c.set('clientTimeZone', result.clientTimeZone);
    if (result.user.isTempPassword && !allowTemporaryPassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (access !== 'user' && result.user.role !== access) throw new AppError('FORBIDDEN');
    await next();
  };
  // Typed by access: after this middleware, a non-public route's handler reads c.var.user as present.
  return middleware as MiddlewareHandler<AccessEnv<A>>;
}

/**
 * The session's expiry was pushed: the browser's cookie gets the same Max-Age, with Better Auth's own
 * attributes, or it would lapse 7 days after sign-in while the session row lives on.
 */
function renewCookie(c: Context<AppEnv>, cookie: RenewedCookie): void {
  const { path, domain, secure, httpOnly, sameSite } = cookie.attributes;
  setCookie(c, cookie.name, cookie.value, {
    path,
    domain,
    secure,
    httpOnly,
    sameSite: sameSite as CookieOptions['sameSite'],
    maxAge: cookie.maxAgeSeconds,
  });
}

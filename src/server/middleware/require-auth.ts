import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { LOGIN_TEXTS } from '../../shared/auth/login-errors';
import type { Role } from '../../shared/auth/roles';
import { session } from '../db/schema/auth';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import { isInactiveClientLogin } from '../services/auth/inactive-client';

/** Who may call a route: anyone, any signed-in user, or one role. */
export type Access = 'public' | 'user' | Role;

export interface AccessOptions {
  access: Access;
  /** Routes a user with a temporary password may still call (read own profile, change the password). */
  allowTemporaryPassword?: boolean;
}

/**
 * Server-side authorisation: 401 without a valid session, 401 for the session of a client whose status is
 * 'inactive' (the session is deleted, so the browser reads itself signed out), 403 PASSWORD_CHANGE_REQUIRED
 * while the password is temporary, 403 FORBIDDEN for the wrong role. Sets c.var.user and c.var.session.
 */
export function requireAuth({
  access,
  allowTemporaryPassword = false,
}: AccessOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const { auth, database } = c.get('deps');
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('UNAUTHORIZED');
    if (result.user.role === 'client' && (await isInactiveClientLogin(database.db, result.user.id))) {
      await database.db.delete(session).where(eq(session.id, result.session.id));
      c.get('log').warn({ userId: result.user.id }, 'session refused: client inactive');
      throw new AppError('UNAUTHORIZED', LOGIN_TEXTS.accountInactive);
    }
    c.set('session', result.session);
    c.set('user', result.user);
    if (result.user.isTempPassword && !allowTemporaryPassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (access !== 'user' && result.user.role !== access) throw new AppError('FORBIDDEN');
    await next();
  };
}

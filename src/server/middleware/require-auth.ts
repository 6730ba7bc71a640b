import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../shared/auth/roles';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';

/** Who may call a route: anyone, any signed-in user, or one role. */
export type Access = 'public' | 'user' | Role;

export interface AccessOptions {
  access: Access;
  /** Routes a user with a temporary password may still call (read own profile, change the password). */
  allowTemporaryPassword?: boolean;
}

/**
 * Server-side authorisation: 401 without a valid session, 403 PASSWORD_CHANGE_REQUIRED while the password is
 * temporary, 403 FORBIDDEN for the wrong role. Sets c.var.user and c.var.session.
 */
export function requireAuth({
  access,
  allowTemporaryPassword = false,
}: AccessOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const { auth } = c.get('deps');
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('UNAUTHORIZED');
    c.set('session', result.session);
    c.set('user', result.user);
    if (result.user.isTempPassword && !allowTemporaryPassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    if (access !== 'user' && result.user.role !== access) throw new AppError('FORBIDDEN');
    await next();
  };
}

import type { Context } from 'hono';
import type { Actor, Viewer } from '../context/actor';
import type { SignedInEnv } from '../middleware/require-auth';

/**
 * Who is asking: the signed-in user behind a request, read once in the handler and handed to the service as it
 * needs it: as a Viewer (what it may reach), as an Actor (who the audit log records), or by its `userId`.
 */
export interface Asker extends Viewer, Actor {}

/**
 * The one way a handler reads who is asking (never `c.get('user')` for it; that is the session's profile, which
 * only GET /api/me and the temporary-password change read).
 */
// biome-ignore lint/suspicious/noExplicitAny: any route path and input
export function askerOf(c: Context<SignedInEnv, any, any>): Asker {
  const user = c.get('user');
  return { userId: user.id, email: user.email, isAdmin: user.role === 'admin', ip: c.get('clientIp') };
}

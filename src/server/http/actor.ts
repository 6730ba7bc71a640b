import type { Context } from 'hono';
import type { SignedInEnv } from '../middleware/require-auth';

/** Who made a change, as the audit log records it. */
export interface Actor {
  userId: string;
  email: string;
  ip: string | null;
}

/** The signed-in user behind this request and the address it came from. */
// biome-ignore lint/suspicious/noExplicitAny: any route path and input
export function actorOf(c: Context<SignedInEnv, any, any>): Actor {
  const user = c.get('user');
  return { userId: user.id, email: user.email, ip: c.get('clientIp') };
}

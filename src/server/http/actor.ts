import type { Context } from 'hono';
import type { Actor } from '../context/actor';
import type { SignedInEnv } from '../middleware/require-auth';

export type { Actor };

/** The signed-in user behind this request and the address it came from. */
// biome-ignore lint/suspicious/noExplicitAny: any route path and input
export function actorOf(c: Context<SignedInEnv, any, any>): Actor {
  const user = c.get('user');
  return { userId: user.id, email: user.email, ip: c.get('clientIp') };
}

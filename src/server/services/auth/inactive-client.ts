import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';

/**
 * True when the user is the login of a client whose status is 'inactive': such a client may not sign in and
 * its sessions are refused (a 'pending' client works like an active one). One lookup on the unique
 * clients.user_id index; a user without a client record (an administrator) is never inactive.
 */
export async function isInactiveClientLogin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.status, 'inactive')))
    .limit(1);
  return row !== undefined;
}

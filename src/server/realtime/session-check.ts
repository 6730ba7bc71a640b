import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { session } from '../db/schema/auth';

/** One primary-key lookup: the session still exists (not signed out or revoked) and has not expired. */
export async function sessionIsCurrent(db: Executor, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

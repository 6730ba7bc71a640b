import { createHash } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { session, verification } from '../../db/schema/auth';

/**
 * Sessions ended because their user was deactivated (issue 29): the rows go at once, as before, but the open page
 * that still holds such a cookie is told why at its next request ('Tu cuenta está desactivada…', shown on its sign-in
 * page) instead of a bare 401. What is kept is a hash of the token (never the token), in Better Auth's
 * `verification` table under its own prefix, until the session would have expired.
 */
const PREFIX = 'session-ended:';

function identifierOf(token: string): string {
  return `${PREFIX}${createHash('sha256').update(token).digest('base64url')}`;
}

/** Deletes every session of `userId`, remembering each one as ended by a deactivation. Returns how many. */
export async function endSessionsOfDeactivated(tx: Executor, userId: string): Promise<number> {
  const ended = await tx
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ token: session.token, expiresAt: session.expiresAt });
  if (ended.length > 0) {
    await tx.insert(verification).values(
      ended.map((row) => ({
        identifier: identifierOf(row.token),
        value: userId,
        expiresAt: row.expiresAt,
      })),
    );
  }
  return ended.length;
}

/** The user whose session (by its token) was ended by a deactivation, or null. */
export async function deactivatedSessionUser({
  db,
  token,
  now,
}: {
  db: Executor;
  token: string;
  now: Date;
}): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

/** Forgets the sessions a deactivation ended (the user is reactivated: an old page is no longer told that). */
export async function forgetEndedSessions(tx: Executor, userId: string): Promise<void> {
  await tx
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
}

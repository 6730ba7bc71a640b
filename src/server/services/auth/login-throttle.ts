import { eq, sql } from 'drizzle-orm';
import { LOGIN_MAX_ATTEMPTS } from '../../../shared/auth/login-errors';
import { LOCKOUT_WINDOW_MINUTES } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema/auth';

/**
 * Per-e-mail sign-in lockout: LOGIN_MAX_ATTEMPTS failures within the window lock the e-mail for
 * LOCKOUT_WINDOW_MINUTES, even for the right password. Keyed by the normalised e-mail whether or not an
 * account exists, so a lock reveals nothing. The counter update is one atomic upsert.
 */
export async function lockedUntil(db: Executor, email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.email, email));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts one failure; returns whether this failure locked the e-mail. */
export async function recordLoginFailure(db: Executor, email: string, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + LOCKOUT_WINDOW_MINUTES * 60_000);
  // A window that has passed (or a lock that has expired) starts the count again at 1.
  const restart = sql`(${loginThrottle.firstFailedAt} is null or ${loginThrottle.firstFailedAt} < ${windowStart}
    or (${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= ${now}))`;
  const nextCount = sql`case when ${restart} then 1 else ${loginThrottle.failedCount} + 1 end`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failedCount: 1, firstFailedAt: now, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failedCount: nextCount,
        firstFailedAt: sql`case when ${restart} then ${now} else ${loginThrottle.firstFailedAt} end`,
        lockedUntil: sql`case when ${nextCount} >= ${LOGIN_MAX_ATTEMPTS} then ${lockUntil}
          when ${restart} then null else ${loginThrottle.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failedCount: loginThrottle.failedCount });
  return (row?.failedCount ?? 0) === LOGIN_MAX_ATTEMPTS;
}

export async function clearLoginFailures(db: Executor, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}

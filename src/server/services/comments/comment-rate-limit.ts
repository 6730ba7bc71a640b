import { sql } from 'drizzle-orm';
import { COMMENT_TEXTS } from '../../../shared/comments/comment-rules';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';

/** The sliding window of the per-user comment limit: `COMMENT_RATE_LIMIT` comments in any minute. */
export const COMMENT_RATE_WINDOW_MS = 60_000;

/** The throttle row of a user's comments (auth_throttle, beside the sign-in's `email:` and `ip:` keys). */
export const commentThrottleKey = (userId: string) => `comment:${userId}`;

/**
 * Admits one comment of `userId`, in the caller's transaction, or throws LIMIT_EXCEEDED (429, Retry-After: when
 * the oldest comment of the window leaves it). The row of `auth_throttle` keeps the times of the user's comments
 * in the last minute (`admitted`); the upsert locks it until the caller's transaction ends, so concurrent comments
 * of one user, on any instance, are counted one after the other and never more than `limit` pass. A transaction
 * that rolls back (the story was not found, the insert failed) gives its slot back. Housekeeping deletes rows idle
 * for a day.
 */
export async function admitComment(
  tx: Executor,
  { userId, limit, now }: { userId: string; limit: number; now: Date },
): Promise<void> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - COMMENT_RATE_WINDOW_MS).toISOString();
  // Creates the row or locks the existing one (the no-op update takes the row lock), and reads the window.
  const [row] = await selectRows<{ live: string[] }>(
    tx,
    sql`insert into auth_throttle as t (key, updated_at) values (${commentThrottleKey(userId)}, ${nowIso}::timestamptz)
      on conflict (key) do update set key = excluded.key
      returning array(select to_char(a at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
        from unnest(t.admitted) as a where a > ${windowStart}::timestamptz order by a) as live`,
  );
  const live = row?.live ?? [];
  if (live.length >= limit) {
    const oldest = new Date(live[live.length - limit]!).getTime();
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((oldest + COMMENT_RATE_WINDOW_MS - now.getTime()) / 1000),
    );
    throw new AppError('LIMIT_EXCEEDED', COMMENT_TEXTS.tooManyComments(retryAfterSeconds), undefined, {
      retryAfterSeconds,
    });
  }
  await tx.execute(
    sql`update auth_throttle set
      admitted = array(select a from unnest(admitted) as a where a > ${windowStart}::timestamptz order by a)
        || ${nowIso}::timestamptz,
      updated_at = ${nowIso}::timestamptz
      where key = ${commentThrottleKey(userId)}`,
  );
}

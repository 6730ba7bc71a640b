import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle, rateLimit, session, verification } from '../db/schema/auth';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { sweepStuckAiRequests } from '../services/ai/sweep-stuck-ai-requests';

const DAY_MS = 86_400_000;

/**
 * Deletes what has expired: sessions, verification tokens, sign-in throttle rows (per e-mail and per address) idle for a day (and not locked),
 * and per-IP limiter rows idle for a day. Safe to run on every instance at once.
 */
export async function runHousekeeping(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const verifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  const throttles = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.updatedAt, dayAgo),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  const limits = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, dayAgo.getTime()))
    .returning({ id: rateLimit.id });
  return {
    sessions: sessions.length,
    verifications: verifications.length,
    loginThrottles: throttles.length,
    rateLimits: limits.length,
  };
}

/** How often stuck AI requests are looked for (they are failed after 15 minutes without progress). */
const AI_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs housekeeping now and then every `intervalMs` (default hourly), and, given the configuration, the sweep of
 * stuck AI requests every minute; returns a stop function.
 */
export function startHousekeeping(
  db: Db,
  logger: Logger,
  intervalMs = 60 * 60_000,
  env?: Pick<Env, 'PUBLIC_URL'>,
): () => void {
  const run = () =>
    runHousekeeping(db)
      .then((removed) => logger.info({ removed }, 'housekeeping'))
      .catch((err) => logger.error({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const sweep = env
    ? setInterval(() => {
        sweepStuckAiRequests(db, env)
          .then((failed) => {
            if (failed > 0) logger.warn({ failed }, 'housekeeping: stuck AI requests failed');
          })
          .catch((err) => logger.error({ err }, 'housekeeping: AI request sweep failed'));
      }, AI_SWEEP_INTERVAL_MS)
    : null;
  sweep?.unref();
  return () => {
    clearInterval(timer);
    if (sweep) clearInterval(sweep);
  };
}

import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle, rateLimit, session, verification } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { sweepStuckAiRequests } from '../services/ai/sweep-stuck-ai-requests';

const DAY_MS = 86_400_000;
/** Finished jobs are kept this long (a week of reminders and e-mails to look into), failed ones a month. */
const SUCCEEDED_JOB_DAYS = 7;
const FAILED_JOB_DAYS = 30;

/**
 * Deletes what has expired: sessions, verification tokens, sign-in throttle rows (per e-mail and per address) idle
 * for a day (and not locked), per-IP limiter rows idle for a day, and jobs finished more than a week ago (failed
 * ones after a month). Safe to run on every instance at once.
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
  // Reminders queue a job per client and due instant: without this the queue only grows. What a job did is kept
  // elsewhere (mail_outbox, notification_deliveries: the exactly-once guards), so an old finished row can go.
  const finishedJobs = await db
    .delete(jobs)
    .where(
      or(
        and(
          eq(jobs.status, 'succeeded'),
          lt(jobs.finishedAt, new Date(now.getTime() - SUCCEEDED_JOB_DAYS * DAY_MS)),
        ),
        and(
          eq(jobs.status, 'failed'),
          lt(jobs.updatedAt, new Date(now.getTime() - FAILED_JOB_DAYS * DAY_MS)),
        ),
      ),
    )
    .returning({ id: jobs.id });
  return {
    sessions: sessions.length,
    verifications: verifications.length,
    loginThrottles: throttles.length,
    rateLimits: limits.length,
    finishedJobs: finishedJobs.length,
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

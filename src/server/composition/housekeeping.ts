import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle, rateLimit, session, verification } from '../db/schema/auth';
import { jobs } from '../db/schema/jobs';
import { linkSalts, linkVisitors } from '../db/schema/links';
import { idempotentRequests } from '../db/schema/requests';
import { webhookMessages } from '../db/schema/webhooks';
import { selectRows } from '../db/unnest-columns';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { sweepStuckAiRequests } from '../services/ai/sweep-stuck-ai-requests';

const DAY_MS = 86_400_000;
/** Finished jobs are kept this long (a week of reminders and e-mails to look into), failed ones a month. */
const SUCCEEDED_JOB_DAYS = 7;
const FAILED_JOB_DAYS = 30;
/** A request key (once-per-key.ts) answers its repeats this long: a retry or a second tab within a week. */
export const IDEMPOTENT_REQUEST_DAYS = 7;
/** Outgoing webhook messages (with their deliveries and attempts) are kept this long: the panel's delivery history. */
export const WEBHOOK_MESSAGE_DAYS = 30;

/**
 * Deletes what has expired: sessions, verification tokens, sign-in throttle rows (per e-mail and per address) idle
 * for a day (and not locked), per-IP limiter rows idle for a day, and jobs finished more than a week ago (failed
 * ones after a month), tracked links' visitor rows idle for a day link salts of days before yesterday (UTC), request keys older than a week, and outgoing webhook messages (their deliveries and attempts with them) older than 30 days. Safe to run on every instance at once.
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
  // Tracked links (issue 31): a visitor's last tap matters for 30 s, and a day's salt only that day; once the salt
  // is gone, its hashes cannot be recomputed from an address.
  const linkVisitorRows = await db
    .delete(linkVisitors)
    .where(lt(linkVisitors.lastCountedAt, dayAgo))
    .returning({ linkId: linkVisitors.linkId });
  const saltRows = await db
    .delete(linkSalts)
    .where(lt(linkSalts.day, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)))
    .returning({ day: linkSalts.day });
  const requestKeys = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENT_REQUEST_DAYS * DAY_MS)))
    .returning({ key: idempotentRequests.key });
  // Outgoing webhooks (issue 34): a message's retries end within about 28 h; its history is kept a month.
  const webhookMessageRows = await db
    .delete(webhookMessages)
    .where(lt(webhookMessages.createdAt, new Date(now.getTime() - WEBHOOK_MESSAGE_DAYS * DAY_MS)))
    .returning({ id: webhookMessages.id });
  return {
    sessions: sessions.length,
    requestKeys: requestKeys.length,
    verifications: verifications.length,
    loginThrottles: throttles.length,
    rateLimits: limits.length,
    finishedJobs: finishedJobs.length,
    linkVisitors: linkVisitorRows.length,
    linkSalts: saltRows.length,
    webhookMessages: webhookMessageRows.length,
  };
}

/**
 * ANALYZEs every table that changed by more than 50 rows + 10 % since its statistics were last taken: PostgreSQL's
 * own autovacuum rule, which PGlite (no autovacuum) never applies, so an embedded database would otherwise plan
 * every query with no statistics at all (issue 28). On a PostgreSQL server autovacuum has normally done it
 * already and nothing is stale. Returns the tables analysed.
 */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  const stale = await selectRows<{ name: string }>(
    db,
    sql`select relname as name from pg_stat_user_tables
         where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup
         order by relname`,
  );
  for (const { name } of stale) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return stale.map((t) => t.name);
}

/** How often tables are checked for stale statistics (a campaign import is analysed at most this long after). */
const ANALYZE_INTERVAL_MS = 5 * 60_000;

/** How often stuck AI requests are looked for (they are failed after 15 minutes without progress). */
const AI_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs housekeeping now and then every `intervalMs` (default hourly), the ANALYZE of stale tables now and every 5
 * minutes, and, given the configuration, the sweep of stuck AI requests every minute; returns a stop function.
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
  const analyze = () =>
    analyzeStaleTables(db)
      .then((tables) => {
        if (tables.length > 0) logger.info({ tables }, 'housekeeping: statistics refreshed');
      })
      .catch((err) => logger.error({ err }, 'housekeeping: analyze failed'));
  void analyze();
  const analyzeTimer = setInterval(analyze, ANALYZE_INTERVAL_MS);
  analyzeTimer.unref();
  const sweep = env
    ? setInterval(() => {
        sweepStuckAiRequests({ db, env })
          .then((failed) => {
            if (failed > 0) logger.warn({ failed }, 'housekeeping: stuck AI requests failed');
          })
          .catch((err) => logger.error({ err }, 'housekeeping: AI request sweep failed'));
      }, AI_SWEEP_INTERVAL_MS)
    : null;
  sweep?.unref();
  return () => {
    clearInterval(timer);
    clearInterval(analyzeTimer);
    if (sweep) clearInterval(sweep);
  };
}

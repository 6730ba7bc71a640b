import { and, eq, gte, inArray, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import { AI_TERMINAL_STATUSES } from '../../../shared/ai/contract';
import { AI_REQUEST_TEXTS, AI_STUCK_REQUEST_MINUTES } from '../../../shared/ai/request-messages';
import type { Db } from '../../db/client';
import { aiCampaignRequests } from '../../db/schema/ai';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import type { Env } from '../../env';
import { failAiRequest } from './fail-ai-request';

/** Requests failed per sweep at most (the next sweep takes the rest). */
const SWEEP_BATCH = 50;

/**
 * Fails the requests stuck in a non-terminal status for more than AI_STUCK_REQUEST_MINUTES whose generation job
 * no longer runs (none queued, none running under a live lease): the client is told (status, e-mail) instead of
 * waiting for ever. Replaces the original 'cleanup-stuck-requests' function. Safe on every instance at once:
 * each request is re-checked under FOR UPDATE SKIP LOCKED. Returns how many were failed.
 */
export async function sweepStuckAiRequests({
  db,
  env,
  now = new Date(),
}: {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL'>;
  now?: Date;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - AI_STUCK_REQUEST_MINUTES * 60_000);
  const liveJob = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(
      and(
        eq(jobs.dedupeKey, sql`'ai-request:' || ${aiCampaignRequests.id}::text`),
        or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), gte(jobs.lockedUntil, now))),
      ),
    );
  const stuck = (cond: ReturnType<typeof and>) =>
    db.select({ id: aiCampaignRequests.id }).from(aiCampaignRequests).where(cond).limit(SWEEP_BATCH);
  const candidates = await stuck(
    and(
      notInArray(aiCampaignRequests.status, [...AI_TERMINAL_STATUSES]),
      lt(aiCampaignRequests.updatedAt, cutoff),
      notExists(liveJob),
    ),
  );
  if (candidates.length === 0) return 0;

  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(aiCampaignRequests)
      .where(
        and(
          inArray(
            aiCampaignRequests.id,
            candidates.map((c) => c.id),
          ),
          notInArray(aiCampaignRequests.status, [...AI_TERMINAL_STATUSES]),
          lt(aiCampaignRequests.updatedAt, cutoff),
        ),
      )
      .for('update', { skipLocked: true });
    const clientIds = [...new Set(rows.map((r) => r.clientId).filter((id): id is string => id !== null))];
    const owners = clientIds.length
      ? await tx
          .select({ id: clients.id, email: clients.email, name: clients.name, brandName: clients.brandName })
          .from(clients)
          .where(inArray(clients.id, clientIds))
      : [];
    const byId = new Map(owners.map((c) => [c.id, c]));
    for (const row of rows) {
      await failAiRequest({
        tx,
        env,
        row,
        client: row.clientId ? (byId.get(row.clientId) ?? null) : null,
        errorMessage: AI_REQUEST_TEXTS.stuck,
      });
    }
    return rows.length;
  });
}

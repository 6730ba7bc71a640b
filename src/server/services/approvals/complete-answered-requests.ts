import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';

/**
 * Marks completed every open request of the client (unexpired, not superseded) with no story of its scope left
 * pending (a story without a row counts as pending: its campaign may require approval), in the caller's
 * transaction. Decisions through a link or in the panel both end a link's round, so a link whose stories were all
 * answered in the panel opens read-only. Returns the ids it completed.
 */
export async function completeAnsweredRequests(
  tx: Executor,
  { clientId, now }: { clientId: string; now: Date },
): Promise<string[]> {
  const at = now.toISOString();
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update approval_requests r set completed_at = ${at}::timestamptz
         where r.client_id = ${clientId} and r.completed_at is null and r.superseded_at is null
           and r.expires_at > ${at}::timestamptz
           and not exists (
             select 1 from stories s
               join campaign_days d on d.id = s.campaign_day_id
               left join story_approvals sa on sa.story_id = s.id
              where d.campaign_id = r.campaign_id
                and (r.campaign_day_id is null or d.id = r.campaign_day_id)
                and coalesce(sa.status, 'pending') = 'pending')
        returning r.id as "id"`,
  );
  return rows.map((row) => row.id);
}

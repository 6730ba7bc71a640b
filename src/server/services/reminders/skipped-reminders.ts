import { sql } from 'drizzle-orm';
import { skippedSummary } from '../../../shared/domain/story-skip';
import type { Executor } from '../../db/client';
import type { DeliveryChannel } from './delivery-log';

/** The delivery-log key of a reminder not sent because its story was marked «No se publicará». */
export const skippedReminderKey = (storyId: string, dueAt: Date) =>
  `reminder_skipped:${storyId}:${dueAt.toISOString()}`;

/**
 * A reminder job that finds some of its stories marked «No se publicará» (skipped after the planner queued it) sends
 * nothing for them and says so in the delivery log: one 'skipped' row per story and due instant, detail
 * "No se publicará · <reason>", on the channel the reminder would have taken. Its key is not the reminder's own
 * (skippedReminderKey), so a story unskipped later still gets its reminder; a retry or a second job adds nothing
 * (ON CONFLICT DO NOTHING). One INSERT … SELECT over the job's stories, whatever their number.
 */
export async function recordSkippedReminders(
  tx: Executor,
  {
    jobId,
    clientId,
    storyIds,
    dueAt,
    channel,
  }: { jobId: string; clientId: string; storyIds: readonly string[]; dueAt: Date; channel: DeliveryChannel },
): Promise<void> {
  if (storyIds.length === 0) return;
  const ids = sql.join(
    storyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const label = skippedSummary(null);
  await tx.execute(
    sql`insert into notification_deliveries (key, client_id, story_id, kind, channel, status, due_at, detail, job_id)
        select 'reminder_skipped:' || s.id || ':' || ${dueAt.toISOString()}, ca.client_id, s.id, 'reminder',
               ${channel}, 'skipped', ${dueAt.toISOString()}::timestamptz,
               left(case when s.skip_reason is null then ${label} else ${label} || ' · ' || s.skip_reason end, 500),
               ${jobId}::uuid
          from stories s
          join campaign_days d on d.id = s.campaign_day_id
          join campaigns ca on ca.id = d.campaign_id
         where s.id in (${ids}) and s.skipped_at is not null and ca.client_id = ${clientId}::uuid
        on conflict (key) do nothing`,
  );
}

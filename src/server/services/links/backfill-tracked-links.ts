import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';
import { ensureCampaignLinks } from './ensure-campaign-links';

/**
 * The campaigns written before tracked links existed (issue 31) get theirs: those with a link sticker (a sticker
 * with a `url`) or a landing page that has no link yet. Awaited at start-up (prepareDatabase), on every start; a campaign whose address
 * is not http(s) is found again next time and skipped again (ensureCampaignLinks makes nothing for it).
 */
export async function backfillTrackedLinks({
  db,
}: {
  db: Executor;
}): Promise<{ campaigns: number; links: number }> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select distinct d.campaign_id::text as id
          from stories s join campaign_days d on d.id = s.campaign_day_id
         where s.sticker_info is not null
           and (s.sticker_info ? 'url' or (jsonb_typeof(s.sticker_info) = 'string' and s.sticker_info #>> '{}' like '%"url"%'))
           and not exists (select 1 from tracked_links l where l.story_id = s.id)
        union
        select c.id::text from campaigns c
         where c.manychat_landing_url is not null
           and not exists (select 1 from tracked_links l where l.campaign_id = c.id and l.story_id is null)`,
  );
  let links = 0;
  for (const { id } of rows) links += await ensureCampaignLinks({ db, campaignId: id });
  return { campaigns: rows.length, links };
}

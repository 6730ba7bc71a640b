import { sql } from 'drizzle-orm';
import type { StoryClock } from '../../../../shared/campaigns/duplicate-schedule';
import type { Tx } from '../../../db/client';
import { selectRows } from '../../../db/unnest-columns';

export interface DuplicateSource {
  id: string;
  clientId: string;
  title: string;
  startDate: string;
  endDate: string;
  stories: StoryClock[];
  /** Every storage key (files and thumbnails) its stories' files name. */
  mediaKeys: string[];
}

/**
 * The campaign to copy, its stories' clocks and its files' keys, share-locked (campaign and stories) until the
 * copy commits: a concurrent move, edit of a time or deletion waits, so the copy is of one state. Null when the
 * campaign does not exist.
 */
export async function readDuplicateSource(tx: Tx, campaignId: string): Promise<DuplicateSource | null> {
  const [campaign] = await selectRows<Omit<DuplicateSource, 'stories' | 'mediaKeys'>>(
    tx,
    sql`select id, client_id as "clientId", title, start_date::text as "startDate", end_date::text as "endDate"
        from campaigns where id = ${campaignId} for share`,
  );
  if (!campaign) return null;
  const stories = await selectRows<StoryClock>(
    tx,
    sql`select s.id, s.title, d.title as "dayTitle", s.scheduled_time as "scheduledTime", s.time_block as "timeBlock"
        from stories s join campaign_days d on d.id = s.campaign_day_id
        where d.campaign_id = ${campaignId}
        order by d.day_order, s.story_number, s.id
        for share of s`,
  );
  const keys = await selectRows<{ key: string }>(
    tx,
    sql`select distinct k.key from story_media m
        join stories s on s.id = m.story_id
        join campaign_days d on d.id = s.campaign_day_id
        cross join lateral (values (m.storage_key), (m.thumbnail_key)) as k(key)
        where d.campaign_id = ${campaignId} and k.key is not null`,
  );
  return { ...campaign, stories, mediaKeys: keys.map((row) => row.key) };
}

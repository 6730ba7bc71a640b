import { sql } from 'drizzle-orm';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { storyHeading } from '../../../shared/domain/story-heading';
import {
  MISSING_RESULTS_DAYS,
  MISSING_RESULTS_LISTED,
  type MissingResultsClient,
  type MissingResultsResponse,
} from '../../../shared/results/missing-results';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';
import { numbersExpireAt } from './result-story';

interface Row {
  client_id: string;
  brand_name: string;
  time_zone: string | null;
  published: number;
  missing: number;
  story_id: string;
  story_number: number;
  title: string;
  posted_at: Date;
  scheduled_date: string | null;
  scheduled_time: string | null;
  time_block: string | null;
  day_date: string;
  day_order: number;
  campaign_id: string;
  campaign_title: string;
}

/**
 * The agency's «Sin números» list: per active client, the stories published in the last MISSING_RESULTS_DAYS days
 * without numbers, counted, and the MISSING_RESULTS_LISTED oldest of them listed. One statement: the window
 * functions count each client's published and missing stories, and only the listed rows come back.
 */
export async function listMissingResults({
  db,
  now,
  agencyTimeZone,
}: {
  db: Executor;
  now: Date;
  agencyTimeZone: string;
}): Promise<MissingResultsResponse> {
  const since = new Date(now.getTime() - MISSING_RESULTS_DAYS * 24 * 60 * 60_000);
  const rows = await selectRows<Row>(
    db,
    sql`select * from (
          select cl.id::text as client_id, cl.brand_name, cl.time_zone,
                 count(*) over (partition by cl.id)::int as published,
                 (count(*) filter (where r.story_id is null) over (partition by cl.id))::int as missing,
                 row_number() over (partition by cl.id, r.story_id is null
                                    order by s.posted_at, d.day_order, s.story_number, s.id) as rank,
                 r.story_id is null as is_missing,
                 s.id::text as story_id, s.story_number, s.title, s.posted_at, s.scheduled_date::text,
                 s.scheduled_time, s.time_block, d.date::text as day_date, d.day_order,
                 c.id::text as campaign_id, c.title as campaign_title
            from stories s
            join campaign_days d on d.id = s.campaign_day_id
            join campaigns c on c.id = d.campaign_id
            join clients cl on cl.id = c.client_id
            left join story_results r on r.story_id = s.id
           where s.posted_at >= ${since.toISOString()}::timestamptz
             and cl.status = 'active'
        ) listed
        where is_missing and rank <= ${MISSING_RESULTS_LISTED}
        order by missing desc, brand_name, client_id, rank`,
  );
  const byClient = new Map<string, MissingResultsClient>();
  for (const row of rows) {
    let client = byClient.get(row.client_id);
    if (!client) {
      client = {
        clientId: row.client_id,
        brandName: row.brand_name,
        missing: row.missing,
        published: row.published,
        stories: [],
      };
      byClient.set(row.client_id, client);
    }
    const timeZone = clientTimeZone(row.time_zone, agencyTimeZone);
    const postedAt = new Date(row.posted_at);
    const dueAt = storyDueInstant(
      {
        dayDate: row.day_date,
        scheduledDate: row.scheduled_date,
        scheduledTime: row.scheduled_time,
        timeBlock: row.time_block,
      },
      timeZone,
    );
    client.stories.push({
      storyId: row.story_id,
      campaignId: row.campaign_id,
      campaignTitle: row.campaign_title,
      heading: storyHeading(row.story_number, row.title),
      dayOrder: row.day_order,
      postedAt: postedAt.toISOString(),
      numbersExpireAt: numbersExpireAt(dueAt, postedAt),
    });
  }
  return { windowDays: MISSING_RESULTS_DAYS, clients: [...byClient.values()] };
}

import { sql } from 'drizzle-orm';
import { addFunnels, type Funnel, storyFunnel } from '../../../shared/results/funnel';
import {
  RESULTS_OVERVIEW_DAYS,
  type ResultsOverviewClient,
  type ResultsOverviewResponse,
} from '../../../shared/results/results-overview';
import type { StickerResults } from '../../../shared/results/story-results';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';

interface Row {
  client_id: string;
  brand_name: string;
  has_results: boolean;
  reach: number | null;
  replies: number | null;
  link_taps: number | null;
  keyword_dms: number | null;
  sticker: StickerResults | null;
  tracked_links: number;
  tracked_clicks: number;
}

/**
 * The agency dashboard's last 30 days across active clients (issue 31 §4): each story published in the window with
 * its numbers and tracked taps, one statement (stories_posted_at_idx), then the funnel rule of funnel.ts per story.
 */
export async function getResultsOverview({
  db,
  now,
}: {
  db: Executor;
  now: Date;
}): Promise<ResultsOverviewResponse> {
  const from = new Date(now.getTime() - RESULTS_OVERVIEW_DAYS * 24 * 60 * 60_000);
  const rows = await selectRows<Row>(
    db,
    sql`select cl.id::text as client_id, cl.brand_name, r.story_id is not null as has_results,
               r.reach, r.replies, r.link_taps, r.keyword_dms, r.sticker,
               coalesce(l.links, 0)::int as tracked_links, coalesce(l.clicks, 0)::int as tracked_clicks
          from stories s
          join campaign_days d on d.id = s.campaign_day_id
          join campaigns c on c.id = d.campaign_id
          join clients cl on cl.id = c.client_id and cl.status = 'active'
          left join story_results r on r.story_id = s.id
          left join lateral (
            select count(distinct tl.id) as links, count(k.id) as clicks
              from tracked_links tl left join link_clicks k on k.link_id = tl.id
             where tl.story_id = s.id
          ) l on true
         where s.posted_at >= ${from.toISOString()}::timestamptz`,
  );
  const byClient = new Map<string, ResultsOverviewClient & { funnels: Funnel[] }>();
  for (const row of rows) {
    let client = byClient.get(row.client_id);
    if (!client) {
      client = {
        clientId: row.client_id,
        brandName: row.brand_name,
        published: 0,
        withNumbers: 0,
        funnel: addFunnels([]),
        funnels: [],
      };
      byClient.set(row.client_id, client);
    }
    client.published++;
    if (row.has_results) client.withNumbers++;
    const values = row.has_results
      ? {
          reach: row.reach,
          impressions: null,
          replies: row.replies,
          linkTaps: row.link_taps,
          keywordDms: row.keyword_dms,
          profileVisits: null,
          follows: null,
          shares: null,
          exits: null,
          sticker: row.sticker,
        }
      : null;
    client.funnels.push(storyFunnel(values, row.tracked_links > 0 ? row.tracked_clicks : null));
  }
  const clients = [...byClient.values()]
    .map(({ funnels, ...client }) => ({ ...client, funnel: addFunnels(funnels) }))
    .sort(
      (a, b) =>
        Number(b.withNumbers > 0) - Number(a.withNumbers > 0) ||
        b.funnel.reach - a.funnel.reach ||
        a.brandName.localeCompare(b.brandName, 'es'),
    );
  return {
    windowDays: RESULTS_OVERVIEW_DAYS,
    from: from.toISOString(),
    until: now.toISOString(),
    funnel: addFunnels(clients.map((client) => client.funnel)),
    published: clients.reduce((sum, client) => sum + client.published, 0),
    withNumbers: clients.reduce((sum, client) => sum + client.withNumbers, 0),
    clients,
  };
}

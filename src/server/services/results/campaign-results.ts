import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import { chatKeyword } from '../../../shared/domain/chat-automation';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { storyHeading } from '../../../shared/domain/story-heading';
import type {
  CampaignResultsDay,
  CampaignResultsResponse,
  CampaignResultsStory,
  ResultTotals,
} from '../../../shared/results/campaign-results';
import {
  addFunnels,
  engagementRate,
  rankStories,
  stickerAnswers,
  storyFunnel,
} from '../../../shared/results/funnel';
import { RESULT_FIELDS } from '../../../shared/results/result-texts';
import type {
  ResultAuthorRole,
  ResultField,
  SavedStoryResults,
  StickerResults,
} from '../../../shared/results/story-results';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedCampaignClient } from '../access/viewer';

interface StoryRow {
  story_id: string;
  story_number: number;
  title: string;
  is_posted: boolean;
  is_skipped: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  time_block: string | null;
  day_order: number;
  day_title: string;
  day_date: string;
  tracked_links: number;
  tracked_clicks: number;
  has_results: boolean;
  reach: number | null;
  impressions: number | null;
  replies: number | null;
  link_taps: number | null;
  keyword_dms: number | null;
  profile_visits: number | null;
  follows: number | null;
  shares: number | null;
  exits: number | null;
  sticker: StickerResults | null;
  entered_by_name: string | null;
  entered_by_role: ResultAuthorRole | null;
  entered_at: Date | null;
  updated_by_name: string | null;
  updated_by_role: ResultAuthorRole | null;
  instagram_fields: ResultField[] | null;
  instagram_taken_at: Date | null;
  updated_at: Date | null;
}

/**
 * A campaign's results, for its client or an admin (404 otherwise): two statements (the campaign; its stories with
 * their numbers and tracked taps), then the funnel rules of src/shared/results/funnel.ts.
 */
export async function getCampaignResults({
  db,
  viewer,
  campaignId,
  agencyTimeZone,
  now,
}: {
  db: Executor;
  viewer: Viewer;
  campaignId: string;
  agencyTimeZone: string;
  now: Date;
}): Promise<CampaignResultsResponse> {
  assertUuid(campaignId, CLIENT_AREA_MESSAGES.campaignNotFound);
  const [campaign] = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      clientId: campaigns.clientId,
      brandName: clients.brandName,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      timeZone: clients.timeZone,
      keyword: campaigns.manychatKeyword,
    })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(and(eq(campaigns.id, campaignId), ownedCampaignClient(viewer, campaigns.clientId)));
  if (!campaign) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.campaignNotFound);
  const timeZone = clientTimeZone(campaign.timeZone, agencyTimeZone);
  const rows = await selectRows<StoryRow>(
    db,
    sql`select s.id::text as story_id, s.story_number, s.title, s.is_posted, s.skipped_at is not null as is_skipped,
               s.scheduled_date::text, s.scheduled_time, s.time_block,
               d.day_order, d.title as day_title, d.date::text as day_date,
               coalesce(l.links, 0)::int as tracked_links, coalesce(l.clicks, 0)::int as tracked_clicks,
               r.story_id is not null as has_results, r.reach, r.impressions, r.replies, r.link_taps, r.keyword_dms,
               r.profile_visits, r.follows, r.shares, r.exits, r.sticker,
               r.entered_by_name, r.entered_by_role, r.entered_at, r.updated_by_name, r.updated_by_role, r.updated_at,
               r.instagram_fields, r.instagram_taken_at
          from campaign_days d
          join stories s on s.campaign_day_id = d.id
          left join story_results r on r.story_id = s.id
          left join (
            select tl.story_id, count(distinct tl.id) as links, count(c.id) as clicks
              from tracked_links tl left join link_clicks c on c.link_id = tl.id
             where tl.campaign_id = ${campaignId}::uuid and tl.story_id is not null
             group by tl.story_id
          ) l on l.story_id = s.id
         where d.campaign_id = ${campaignId}::uuid
         order by d.day_order, s.story_number, s.id`,
  );
  const stories = rows.map((row) => resultsStory(row, timeZone));
  const days = daysOf(rows, stories);
  const withNumbers = stories.filter((story) => story.results);
  const ranked = rankStories(
    stories.flatMap((story) => (story.funnel && story.results ? [{ ...story, funnel: story.funnel }] : [])),
  );
  return {
    campaign: { ...campaign, timeZone, keyword: chatKeyword(campaign.keyword) },
    generatedAt: now.toISOString(),
    funnel: addFunnels(stories.flatMap((story) => (story.funnel ? [story.funnel] : []))),
    totals: totalsOf(withNumbers.map((story) => story.results!)),
    counts: {
      stories: stories.length,
      published: stories.filter((story) => story.isPosted).length,
      skipped: stories.filter((story) => story.isSkipped).length,
      withNumbers: withNumbers.length,
      missing: stories.filter((story) => story.isPosted && !story.results).length,
    },
    days,
    stories,
    best: ranked.best.map((story) => story.storyId),
    worst: ranked.worst.map((story) => story.storyId),
  };
}

function resultsStory(row: StoryRow, timeZone: string): CampaignResultsStory {
  const results = savedOf(row);
  const trackedClicks = row.tracked_links > 0 ? row.tracked_clicks : null;
  const funnel = row.is_posted ? storyFunnel(results, trackedClicks) : null;
  return {
    storyId: row.story_id,
    dayOrder: row.day_order,
    storyNumber: row.story_number,
    heading: storyHeading(row.story_number, row.title),
    dueAt: storyDueInstant(
      {
        dayDate: row.day_date,
        scheduledDate: row.scheduled_date,
        scheduledTime: row.scheduled_time,
        timeBlock: row.time_block,
      },
      timeZone,
    ).toISOString(),
    isPosted: row.is_posted,
    isSkipped: row.is_skipped,
    trackedClicks,
    results,
    funnel,
    engagementRate: funnel && results ? engagementRate(funnel) : null,
  };
}

function savedOf(row: StoryRow): SavedStoryResults | null {
  if (!row.has_results) return null;
  const at = (value: Date | null) => new Date(value!).toISOString();
  return {
    reach: row.reach,
    impressions: row.impressions,
    replies: row.replies,
    linkTaps: row.link_taps,
    keywordDms: row.keyword_dms,
    profileVisits: row.profile_visits,
    follows: row.follows,
    shares: row.shares,
    exits: row.exits,
    sticker: row.sticker,
    enteredBy: { name: row.entered_by_name!, role: row.entered_by_role!, at: at(row.entered_at) },
    updatedBy: { name: row.updated_by_name!, role: row.updated_by_role!, at: at(row.updated_at) },
    instagramFields: RESULT_FIELDS.filter((field) => row.instagram_fields?.includes(field)),
    instagramTakenAt: row.instagram_taken_at === null ? null : at(row.instagram_taken_at),
  };
}

function daysOf(rows: readonly StoryRow[], stories: readonly CampaignResultsStory[]): CampaignResultsDay[] {
  const days = new Map<number, CampaignResultsDay & { funnels: CampaignResultsStory['funnel'][] }>();
  rows.forEach((row, i) => {
    const story = stories[i]!;
    let day = days.get(row.day_order);
    if (!day) {
      day = {
        dayOrder: row.day_order,
        title: row.day_title,
        date: row.day_date,
        stories: 0,
        published: 0,
        withNumbers: 0,
        funnel: addFunnels([]),
        funnels: [],
      };
      days.set(row.day_order, day);
    }
    day.stories++;
    if (story.isPosted) day.published++;
    if (story.results) day.withNumbers++;
    if (story.funnel) day.funnels.push(story.funnel);
  });
  return [...days.values()].map(({ funnels, ...day }) => ({
    ...day,
    funnel: addFunnels(funnels.filter((funnel) => funnel !== null)),
  }));
}

function totalsOf(results: readonly SavedStoryResults[]): ResultTotals {
  const sum = (pick: (r: SavedStoryResults) => number | null) =>
    results.reduce((total, r) => total + (pick(r) ?? 0), 0);
  return {
    impressions: sum((r) => r.impressions),
    replies: sum((r) => r.replies),
    stickerAnswers: sum((r) => stickerAnswers(r.sticker)),
    profileVisits: sum((r) => r.profileVisits),
    follows: sum((r) => r.follows),
    shares: sum((r) => r.shares),
    exits: sum((r) => r.exits),
  };
}

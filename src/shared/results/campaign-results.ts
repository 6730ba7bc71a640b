/**
 * GET /api/campaigns/{id}/results (issue 31 §4): a campaign's funnel in total, per day and per story, its best and
 * worst stories and the numbers still missing: what the results screen, the PDF report and the CSV are made of.
 */
import { z } from 'zod';
import { SavedStoryResults } from './story-results';

export const FunnelSchema = z.object({
  reach: z.number().int(),
  interactions: z.number().int(),
  linkClicks: z.number().int(),
  keywordDms: z.number().int(),
});

/** The other counts, summed over the stories with numbers (the report's detail). */
export const ResultTotals = z.object({
  impressions: z.number().int(),
  replies: z.number().int(),
  stickerAnswers: z.number().int(),
  profileVisits: z.number().int(),
  follows: z.number().int(),
  shares: z.number().int(),
  exits: z.number().int(),
});
export type ResultTotals = z.infer<typeof ResultTotals>;

export const CampaignResultsStory = z.object({
  storyId: z.string(),
  dayOrder: z.number().int(),
  storyNumber: z.number().int(),
  /** 'Historia 3: Teaser' (storyHeading). */
  heading: z.string(),
  dueAt: z.string(),
  isPosted: z.boolean(),
  isSkipped: z.boolean(),
  /** Taps counted by its tracked link (null: it has none). */
  trackedClicks: z.number().int().nullable(),
  results: SavedStoryResults.nullable(),
  /** Its funnel when published (null otherwise); link clicks from the tracked link when none were entered. */
  funnel: FunnelSchema.nullable(),
  /** (interactions + link clicks) / reach; null without reach. */
  engagementRate: z.number().nullable(),
});
export type CampaignResultsStory = z.infer<typeof CampaignResultsStory>;

export const CampaignResultsDay = z.object({
  dayOrder: z.number().int(),
  title: z.string(),
  date: z.string(),
  stories: z.number().int(),
  published: z.number().int(),
  withNumbers: z.number().int(),
  funnel: FunnelSchema,
});
export type CampaignResultsDay = z.infer<typeof CampaignResultsDay>;

export const CampaignResultsResponse = z.object({
  campaign: z.object({
    id: z.string(),
    title: z.string(),
    clientId: z.string(),
    brandName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
    /** The chat automation's keyword (its default when none is set). */
    keyword: z.string(),
  }),
  /** When the figures were read (ISO): the report says «datos a …». */
  generatedAt: z.string(),
  funnel: FunnelSchema,
  totals: ResultTotals,
  counts: z.object({
    stories: z.number().int(),
    published: z.number().int(),
    skipped: z.number().int(),
    withNumbers: z.number().int(),
    /** Published stories whose numbers nobody entered yet. */
    missing: z.number().int(),
  }),
  days: z.array(CampaignResultsDay),
  /** Every story in day and story order. */
  stories: z.array(CampaignResultsStory),
  /** Story ids by engagement rate (up to 3 each; none when fewer than two stories can be ranked). */
  best: z.array(z.string()),
  worst: z.array(z.string()),
});
export type CampaignResultsResponse = z.infer<typeof CampaignResultsResponse>;

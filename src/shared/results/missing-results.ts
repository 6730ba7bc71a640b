/**
 * GET /api/admin/results/missing (issue 31 §3): the published stories of the last MISSING_RESULTS_DAYS days that
 * have no numbers yet, per client, most missing first, so that the agency chases the brands that enter none.
 */
import { z } from 'zod';

export const MISSING_RESULTS_DAYS = 30;
/** Each client's stories listed (the oldest first: their numbers are the first to be lost); the rest are counted. */
export const MISSING_RESULTS_LISTED = 5;

export const MissingResultStory = z.object({
  storyId: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  /** 'Historia 3: Teaser' (storyHeading), with its day: 'Día 2'. */
  heading: z.string(),
  dayOrder: z.number().int(),
  postedAt: z.string(),
  /** After this instant Instagram no longer shows the story's numbers (24 h after it went up). */
  numbersExpireAt: z.string(),
});
export type MissingResultStory = z.infer<typeof MissingResultStory>;

export const MissingResultsClient = z.object({
  clientId: z.string(),
  brandName: z.string(),
  /** Published stories of the window without numbers. */
  missing: z.number().int(),
  /** Published stories of the window (with or without numbers). */
  published: z.number().int(),
  stories: z.array(MissingResultStory),
});
export type MissingResultsClient = z.infer<typeof MissingResultsClient>;

export const MissingResultsResponse = z.object({
  windowDays: z.number().int(),
  /** Clients with at least one story missing its numbers, most missing first. */
  clients: z.array(MissingResultsClient),
});
export type MissingResultsResponse = z.infer<typeof MissingResultsResponse>;

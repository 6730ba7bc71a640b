/**
 * The story metrics the panel asks Instagram for (issue 32): the one source of their names. Meta retires names
 * (`impressions` became `views`; `plays` and `saved` are refused for stories) and a retired name fails the whole
 * call with #100, so the insights job drops a refused name and asks again for the rest (services/instagram).
 * Reference: developers.facebook.com/documentation/instagram-platform/reference/instagram-media/insights.
 */
import { z } from 'zod';
import type { ResultField } from '../results/result-texts';

/** Asked in one call, in this order; `navigation` with its breakdown by action. */
export const STORY_INSIGHT_METRICS = [
  'views',
  'reach',
  'replies',
  'shares',
  'follows',
  'profile_visits',
  'total_interactions',
  'navigation',
] as const;
export type StoryInsightMetric = (typeof STORY_INSIGHT_METRICS)[number];

/** The breakdown that splits `navigation` into taps forward and back, exits and swipes to the next account. */
export const NAVIGATION_BREAKDOWN = 'story_navigation_action_type';
export const NAVIGATION_ACTIONS = ['tap_forward', 'tap_back', 'tap_exit', 'swipe_forward'] as const;
export type NavigationAction = (typeof NAVIGATION_ACTIONS)[number];

const count = z.number().int().min(0).nullable();

/** What one poll stored: every metric, null when Instagram gave no value (an empty set is not 0). */
export const StoryInsights = z.object({
  views: count,
  reach: count,
  replies: count,
  shares: count,
  follows: count,
  profile_visits: count,
  total_interactions: count,
  navigation: count,
  navigationActions: z.partialRecord(z.enum(NAVIGATION_ACTIONS), z.number().int().min(0)),
});
export type StoryInsights = z.infer<typeof StoryInsights>;

/**
 * Where each metric lands in the story's numbers (story_results): `views` replaced `impressions` in Meta's API,
 * exits are the navigation's `tap_exit`. Fields filled this way are shown as «desde Instagram» and not editable.
 */
export const INSIGHT_RESULT_FIELDS: Partial<Record<StoryInsightMetric | 'tap_exit', ResultField>> = {
  views: 'impressions',
  reach: 'reach',
  replies: 'replies',
  shares: 'shares',
  follows: 'follows',
  profile_visits: 'profileVisits',
  tap_exit: 'exits',
};

/** The result fields an insights snapshot fills, with their values (only the metrics Instagram gave). */
export function resultValuesOfInsights(insights: StoryInsights): Partial<Record<ResultField, number>> {
  const values: Partial<Record<ResultField, number>> = {};
  for (const [metric, field] of Object.entries(INSIGHT_RESULT_FIELDS)) {
    if (!field) continue;
    const value =
      metric === 'tap_exit'
        ? insights.navigationActions.tap_exit
        : insights[metric as Exclude<StoryInsightMetric, 'navigation'>];
    if (typeof value === 'number') values[field] = value;
  }
  return values;
}

/** After this, Instagram has no numbers for the story: the panel never asks. */
export const STORY_LIVE_MS = 24 * 3_600_000;

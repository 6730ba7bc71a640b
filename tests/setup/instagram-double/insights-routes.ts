import type { Hono } from 'hono';
import { GraphError, invalidParameter, unknownObject } from './errors';
import { authenticate, type DoubleEnv, param } from './params';
import { DAY_MS, type DoubleState, type Story } from './state';
import type { NavigationAction, StoryMetrics } from './types';

/**
 * GET /{media-id}/insights for stories, as Meta's reference describes it (IGP/reference/instagram-media/insights,
 * read 2026-09-11):
 * - the story metrics of that page; `impressions` (retired for media after 2024-07-02), `plays`, `saved` and any
 *   other name fail the whole call with #100, which is how a story's numbers silently went missing in peers' code;
 * - `breakdown=story_navigation_action_type` is "only compatible with the navigation metric": asked with another
 *   metric, Meta answers "An unknown error has occurred." (code 1), so the double does too;
 * - numbers for 24 h only (then an empty `data`), #10 "Not enough viewers" under the threshold, and an empty
 *   `values` list (never 0) for a metric that has no data.
 */

type ScalarMetric = Exclude<keyof StoryMetrics, 'navigation'>;

const DESCRIPTIONS: Record<ScalarMetric | 'navigation', [title: string, description: string]> = {
  views: ['Views', 'Total number of times the story has been seen.'],
  reach: ['Reach', 'Number of unique Instagram users that have seen the story at least once.'],
  replies: ['Replies', 'Total number of replies to the story.'],
  shares: ['Shares', 'Number of shares of the story.'],
  follows: ['Follows', 'Number of accounts that started following after seeing the story.'],
  profile_visits: ['Profile visits', 'The number of times the profile was visited from the story.'],
  total_interactions: ['Interactions', 'Number of interactions on the story.'],
  link_clicks: ['Link clicks', 'The number of taps on links in the story.'],
  profile_activity: ['Profile activity', 'The number of actions people take on the profile after the story.'],
  reposts: ['Reposts', 'The number of reposts of the story minus deleted reposts.'],
  navigation: [
    'Navigation',
    'This is the total number of actions taken from your story. These are made up of metrics like exited, ' +
      'forward, back and next story.',
  ],
};
const STORY_METRICS = Object.keys(DESCRIPTIONS);
const RETIRED = new Set([
  'impressions',
  'plays',
  'saved',
  'video_views',
  'engagement',
  'exits',
  'taps_forward',
]);
const NAVIGATION_ACTIONS: NavigationAction[] = ['tap_forward', 'tap_back', 'tap_exit', 'swipe_forward'];
const BREAKDOWN = 'story_navigation_action_type';

function askedMetrics(value: string | undefined, retiredNow: ReadonlySet<string>): string[] {
  const metrics = (value ?? '')
    .split(',')
    .map((metric) => metric.trim())
    .filter(Boolean);
  if (metrics.length === 0) throw invalidParameter('(#100) The parameter metric is required');
  metrics.forEach((metric, index) => {
    if (STORY_METRICS.includes(metric) && !retiredNow.has(metric)) return;
    const why =
      RETIRED.has(metric) || retiredNow.has(metric)
        ? 'is no longer supported for stories'
        : 'is not a story metric';
    throw invalidParameter(
      `(#100) metric[${index}] must be one of the following values: ${STORY_METRICS.join(', ')} ` +
        `('${metric}' ${why})`,
    );
  });
  return metrics;
}

function navigationEntry(story: Story, broken: boolean) {
  const set = NAVIGATION_ACTIONS.flatMap((action) => {
    const value = story.metrics.navigation?.[action];
    return value === undefined ? [] : [{ dimension_values: [action], value }];
  });
  if (set.length === 0) return { values: [] };
  const total = set.reduce((sum, result) => sum + result.value, 0);
  return {
    values: [{ value: total }],
    ...(broken
      ? { total_value: { value: total, breakdowns: [{ dimension_keys: [BREAKDOWN], results: set }] } }
      : {}),
  };
}

function metricEntry(story: Story, name: string, broken: boolean) {
  const [title, description] = DESCRIPTIONS[name as ScalarMetric];
  const value = name === 'navigation' ? undefined : story.metrics[name as ScalarMetric];
  const numbers =
    name === 'navigation'
      ? navigationEntry(story, broken)
      : { values: value === undefined ? [] : [{ value }] };
  return {
    name,
    period: 'lifetime',
    ...numbers,
    title,
    description,
    id: `${story.mediaId}/insights/${name}/lifetime`,
  };
}

export function registerInsightsRoutes(app: Hono<DoubleEnv>, state: DoubleState) {
  app.get('/:id/insights', (c) => {
    const token = authenticate(c, state);
    const id = c.req.param('id');
    const story = state.stories.get(id);
    if (!story || story.igUserId !== token.igUserId) throw unknownObject(id, 'get');
    const metrics = askedMetrics(param(c, 'metric'), state.retiredMetrics);
    const breakdown = param(c, 'breakdown');
    if (breakdown !== undefined && breakdown !== BREAKDOWN) {
      throw invalidParameter(`(#100) breakdown[0] must be one of the following values: ${BREAKDOWN}`);
    }
    if (breakdown !== undefined && metrics.some((metric) => metric !== 'navigation')) {
      throw new GraphError('An unknown error has occurred.', 1);
    }
    if (state.now().getTime() - story.timestamp.getTime() >= DAY_MS) return c.json({ data: [] });
    const viewers = story.viewers ?? story.metrics.reach ?? 0;
    if (viewers < state.viewerThreshold) {
      throw new GraphError('(#10) Not enough viewers for the media to show insights', 10);
    }
    return c.json({ data: metrics.map((name) => metricEntry(story, name, breakdown !== undefined)) });
  });
}

import {
  NAVIGATION_ACTIONS,
  type NavigationAction,
  STORY_INSIGHT_METRICS,
  type StoryInsights,
} from '../../shared/instagram/story-insights';
import type { InsightsAnswer } from './instagram-api';

const asCount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * Meta's insights answer → the stored snapshot. A metric comes as `values: [{value}]` or `total_value: {value}`
 * (with `breakdowns` when asked); a metric with no value (an empty `values`, or absent) is null, never 0: Instagram
 * says nothing, which is not the same as nobody.
 */
export function parseInsights(answer: InsightsAnswer): StoryInsights {
  const insights: StoryInsights = {
    views: null,
    reach: null,
    replies: null,
    shares: null,
    follows: null,
    profile_visits: null,
    total_interactions: null,
    navigation: null,
    navigationActions: {},
  };
  for (const item of answer.data ?? []) {
    const name = item.name;
    if (typeof name !== 'string' || !(STORY_INSIGHT_METRICS as readonly string[]).includes(name)) continue;
    const values = Array.isArray(item.values) ? (item.values as Array<{ value?: unknown }>) : [];
    const total = (item.total_value ?? null) as { value?: unknown; breakdowns?: unknown } | null;
    const value = asCount(total?.value) ?? asCount(values[0]?.value);
    insights[name as keyof Omit<StoryInsights, 'navigationActions'>] = value;
    if (name === 'navigation') insights.navigationActions = navigationActions(total?.breakdowns);
  }
  return insights;
}

function navigationActions(breakdowns: unknown): StoryInsights['navigationActions'] {
  const actions: StoryInsights['navigationActions'] = {};
  if (!Array.isArray(breakdowns)) return actions;
  for (const breakdown of breakdowns as Array<{ results?: unknown }>) {
    if (!Array.isArray(breakdown.results)) continue;
    for (const result of breakdown.results as Array<{ dimension_values?: unknown; value?: unknown }>) {
      const action = Array.isArray(result.dimension_values) ? result.dimension_values[0] : null;
      const value = asCount(result.value);
      if (
        typeof action === 'string' &&
        (NAVIGATION_ACTIONS as readonly string[]).includes(action) &&
        value !== null
      ) {
        actions[action as NavigationAction] = value;
      }
    }
  }
  return actions;
}

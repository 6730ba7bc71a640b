import { describe, expect, it } from 'vitest';
import { resultValuesOfInsights } from '../../shared/instagram/story-insights';
import { parseInsights } from './parse-insights';

describe('parseInsights', () => {
  it('reads values, the navigation breakdown, and an empty set as null (not 0)', () => {
    const insights = parseInsights({
      data: [
        { name: 'views', period: 'lifetime', values: [{ value: 1500 }] },
        { name: 'reach', period: 'lifetime', values: [{ value: 1200 }] },
        { name: 'replies', period: 'lifetime', values: [] },
        { name: 'follows', period: 'lifetime', values: [{ value: 0 }] },
        {
          name: 'navigation',
          period: 'lifetime',
          total_value: {
            value: 900,
            breakdowns: [
              {
                dimension_keys: ['story_navigation_action_type'],
                results: [
                  { dimension_values: ['tap_forward'], value: 700 },
                  { dimension_values: ['tap_exit'], value: 150 },
                  { dimension_values: ['swipe_sideways'], value: 3 },
                ],
              },
            ],
          },
        },
      ],
    });
    expect(insights).toMatchObject({
      views: 1500,
      reach: 1200,
      replies: null,
      follows: 0,
      shares: null,
      navigation: 900,
      navigationActions: { tap_forward: 700, tap_exit: 150 },
    });
    // views replaced impressions; exits are the taps out.
    expect(resultValuesOfInsights(insights)).toEqual({
      impressions: 1500,
      reach: 1200,
      follows: 0,
      exits: 150,
    });
  });

  it('ignores names it did not ask for and values that are not counts', () => {
    const insights = parseInsights({
      data: [
        { name: 'impressions', values: [{ value: 10 }] },
        { name: 'shares', values: [{ value: -1 }] },
      ],
    });
    expect(insights.shares).toBeNull();
    expect(resultValuesOfInsights(insights)).toEqual({});
  });
});

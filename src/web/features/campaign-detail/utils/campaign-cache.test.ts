import { describe, expect, it } from 'vitest';
import { campaignResponse } from '../testing/campaign-response';
import { findStory, patchStory } from './campaign-cache';

describe('patchStory', () => {
  it('changes one story and recounts the campaign, sharing every untouched object', () => {
    const data = campaignResponse({ days: [[true, false], [false]] });
    const next = patchStory(data, 'd1-s2', { isPosted: true, postedAt: '2026-11-20T10:00:00.000Z' });

    expect(findStory(next, 'd1-s2')?.story).toMatchObject({
      isPosted: true,
      postedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(next.campaign).toMatchObject({ postedStories: 2, totalStories: 3, progress: 67 });
    // Memoised cards of other stories and days keep their props.
    expect(next.campaign.days[1]).toBe(data.campaign.days[1]);
    expect(next.campaign.days[0]?.stories[0]).toBe(data.campaign.days[0]?.stories[0]);
    // The original is not mutated (it is the rollback's source).
    expect(findStory(data, 'd1-s2')?.story.isPosted).toBe(false);
  });

  it('returns the same data for an unknown story', () => {
    const data = campaignResponse();
    expect(patchStory(data, 'nope', { copyText: 'x' })).toBe(data);
  });
});

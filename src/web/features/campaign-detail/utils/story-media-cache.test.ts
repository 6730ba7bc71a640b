import type { StoryMedia } from '@shared/media/story-media';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '../testing/campaign-response';
import { storyMedia } from '../testing/story-media';
import {
  chosenOrder,
  inOrder,
  moveId,
  updateStoryMedia,
  withoutMedia,
  withUploadedMedia,
} from './story-media-cache';

const ids = (media: readonly StoryMedia[]) => media.map((item) => `${item.position}:${item.id}`);
const [a, b, c] = [storyMedia('a', 1), storyMedia('b', 2), storyMedia('c', 3)];

describe('story media cache', () => {
  it('puts an upload at its position, in place of the file it replaces', () => {
    expect(ids(withUploadedMedia([a, b], storyMedia('n', 3)))).toEqual(['1:a', '2:b', '3:n']);
    expect(ids(withUploadedMedia([a, b, c], storyMedia('n', 2), 'b'))).toEqual(['1:a', '2:n', '3:c']);
    // The same answer twice (a retried request) is one file.
    expect(ids(withUploadedMedia([a, storyMedia('n', 2)], storyMedia('n', 2)))).toEqual(['1:a', '2:n']);
  });

  it('closes the gap a removed file leaves', () => {
    expect(ids(withoutMedia([a, b, c], 'a'))).toEqual(['1:b', '2:c']);
  });

  it('orders by ids and renumbers', () => {
    expect(ids(inOrder([a, b, c], ['c', 'a', 'b']))).toEqual(['1:c', '2:a', '3:b']);
    expect(ids(inOrder([a, b, c], ['c']))).toEqual(['1:c', '2:a', '3:b']);
  });

  it('moves one id up or down, within the list', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('restores the chosen order of files uploaded together, in the places they hold', () => {
    expect(chosenOrder(['a', 'y', 'x'], ['x', 'y'])).toEqual(['a', 'x', 'y']);
    expect(chosenOrder(['y', 'a', 'x'], ['x', 'y'])).toEqual(['x', 'a', 'y']);
    expect(chosenOrder(['a', 'x', 'y'], ['x', 'y'])).toBeNull();
    // A file that failed or was removed meanwhile is simply not there.
    expect(chosenOrder(['a', 'z', 'x'], ['x', 'y', 'z'])).toEqual(['a', 'x', 'z']);
  });

  it("rewrites only the story's media, keeping the other days and stories as they were", () => {
    const data = campaignResponse({ days: [[false, false], [false]] });
    const next = updateStoryMedia(data, 'd1-s2', () => [a]);
    expect(next.campaign.days[0]?.stories[1]?.media).toEqual([a]);
    expect(next.campaign.days[0]?.stories[0]).toBe(data.campaign.days[0]?.stories[0]);
    expect(next.campaign.days[1]).toBe(data.campaign.days[1]);
    expect(updateStoryMedia(data, 'nope', () => [a])).toBe(data);
  });
});

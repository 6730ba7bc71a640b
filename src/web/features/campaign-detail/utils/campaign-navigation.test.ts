import { describe, expect, it } from 'vitest';
import { campaignResponse } from '../testing/campaign-response';
import { findStoryLocation, firstPendingStory, initialOpenDayId } from './campaign-navigation';

const days = (posted: boolean[][], today = '2026-11-20') =>
  campaignResponse({ days: posted, today }).campaign.days;

describe('firstPendingStory', () => {
  it('is the first unposted story in day order, then story number', () => {
    const list = days([[true, true], [true, false, false], [false]]);
    expect(firstPendingStory(list)).toEqual({ dayId: 'd2', storyId: 'd2-s2' });
    // Order comes from dayOrder and storyNumber, not from the array order.
    expect(firstPendingStory([...list].reverse())).toEqual({ dayId: 'd2', storyId: 'd2-s2' });
  });

  it('is null when everything is posted or there is nothing', () => {
    expect(firstPendingStory(days([[true], [true]]))).toBeNull();
    expect(firstPendingStory([])).toBeNull();
  });
});

describe('initialOpenDayId', () => {
  const list = days([[true], [false], [false]]);

  it("opens the linked story's day first", () => {
    expect(initialOpenDayId(list, '2026-11-20', 'd3-s1')).toBe('d3');
  });

  it("otherwise opens today's day (the server's today)", () => {
    expect(initialOpenDayId(list, '2026-11-21', null)).toBe('d2');
    expect(initialOpenDayId(list, '2026-11-21', 'unknown')).toBe('d2');
  });

  it('otherwise the first day with a pending story, then the first day', () => {
    expect(initialOpenDayId(list, '2030-01-01', null)).toBe('d2');
    expect(initialOpenDayId(days([[true], [true]]), '2030-01-01', null)).toBe('d1');
    expect(initialOpenDayId([], '2030-01-01', null)).toBeNull();
  });
});

describe('findStoryLocation', () => {
  it('finds the day of a story, or null', () => {
    const list = days([[true], [false, false]]);
    expect(findStoryLocation(list, 'd2-s2')).toEqual({ storyId: 'd2-s2', dayId: 'd2' });
    expect(findStoryLocation(list, 'nope')).toBeNull();
  });
});

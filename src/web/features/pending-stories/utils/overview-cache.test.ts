import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { describe, expect, it } from 'vitest';
import { buildEmptyOverview, buildPublishedStory, buildStoryListItem } from '@/testing/client-area-factories';
import { findPendingStory, markPublished, restorePending, setPostedAt } from './overview-cache';

function overview(): ClientOverviewResponse {
  return buildEmptyOverview({
    progress: {
      totalStories: 10,
      postedStories: 5,
      skippedStories: 0,
      percentage: 50,
      totalCampaigns: 1,
      activeCampaigns: 1,
    },
    overdue: [buildStoryListItem('o1'), buildStoryListItem('o2'), buildStoryListItem('o3')],
    overdueTotal: 7,
    dueToday: [buildStoryListItem('t1', { status: 'due_today', dayDate: '2026-11-22' })],
    recentlyPublished: ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => buildPublishedStory(id)),
  });
}

describe('overview cache', () => {
  it('moves an overdue story to the head of the published list and counts it', () => {
    const next = markPublished(overview(), 'o2', '2026-11-22T09:00:00.000Z');
    expect(next.overdue.map((s) => s.id)).toEqual(['o1', 'o3']);
    expect(next.overdueTotal).toBe(6);
    expect(next.recentlyPublished.map((s) => s.id)).toEqual(['o2', 'p1', 'p2', 'p3', 'p4']);
    expect(next.recentlyPublished[0]).toMatchObject({
      isPosted: true,
      status: 'published',
      postedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(next.progress).toMatchObject({ postedStories: 6, skippedStories: 0, percentage: 60 });
  });

  it('moves a story due today without touching the overdue count', () => {
    const next = markPublished(overview(), 't1', '2026-11-22T09:00:00.000Z');
    expect(next.dueToday).toEqual([]);
    expect(next.overdueTotal).toBe(7);
    expect(next.progress.postedStories).toBe(6);
  });

  it('leaves the overview as it is for a story that is not pending in it', () => {
    const data = overview();
    expect(markPublished(data, 'p1', '2026-11-22T09:00:00.000Z')).toBe(data);
    expect(markPublished(data, 'nope', '2026-11-22T09:00:00.000Z')).toBe(data);
  });

  it('puts a refused story back in its place', () => {
    const data = overview();
    const place = findPendingStory(data, 'o2');
    expect(place).toMatchObject({ list: 'overdue', index: 1 });
    const restored = restorePending(markPublished(data, 'o2', '2026-11-22T09:00:00.000Z'), place!);
    expect(restored.overdue.map((s) => s.id)).toEqual(['o1', 'o2', 'o3']);
    expect(restored.overdue[1]).toEqual(data.overdue[1]);
    expect(restored.overdueTotal).toBe(7);
    expect(restored.recentlyPublished.map((s) => s.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(restored.progress).toEqual(data.progress);
  });

  it('restores only a story that was moved (a fresh read may already be in the cache)', () => {
    const data = overview();
    const place = findPendingStory(data, 'o1')!;
    expect(restorePending(data, place)).toBe(data);
  });

  it("writes the server's posted_at on a published story", () => {
    const next = setPostedAt(
      markPublished(overview(), 'o1', '2026-11-22T09:00:00.000Z'),
      'o1',
      '2026-11-22T09:00:03.000Z',
    );
    expect(next.recentlyPublished[0]?.postedAt).toBe('2026-11-22T09:00:03.000Z');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { refreshStoryPublishedCaches } from './story-published-caches';

function seeded() {
  const queryClient = new QueryClient();
  const keys = [
    queryKeys.client.overview,
    queryKeys.client.campaigns,
    queryKeys.client.publishing,
    queryKeys.campaigns.detail('c1'),
    queryKeys.campaigns.detail('c2'),
    queryKeys.results.campaign('c1'),
    queryKeys.results.campaign('c2'),
    queryKeys.results.story('s1'),
    queryKeys.admin.dashboard,
    queryKeys.client.me,
  ];
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated === true;
  return { queryClient, isStale };
}

describe('refreshStoryPublishedCaches', () => {
  it('marks every read that shows a published story stale, and only those', () => {
    const { queryClient, isStale } = seeded();
    refreshStoryPublishedCaches(queryClient, { campaignId: 'c1' });
    expect(isStale(queryKeys.client.overview)).toBe(true);
    expect(isStale(queryKeys.client.campaigns)).toBe(true);
    expect(isStale(queryKeys.client.publishing)).toBe(true);
    expect(isStale(queryKeys.campaigns.detail('c1'))).toBe(true);
    expect(isStale(queryKeys.results.campaign('c1'))).toBe(true);
    expect(isStale(queryKeys.admin.dashboard)).toBe(true);
    expect(isStale(queryKeys.campaigns.detail('c2'))).toBe(false);
    expect(isStale(queryKeys.results.campaign('c2'))).toBe(false);
    expect(isStale(queryKeys.results.story('s1'))).toBe(false);
    expect(isStale(queryKeys.client.me)).toBe(false);
  });

  it('marks every campaign stale when the mark does not say which', () => {
    const { queryClient, isStale } = seeded();
    refreshStoryPublishedCaches(queryClient, { campaignId: null });
    expect(isStale(queryKeys.campaigns.detail('c1'))).toBe(true);
    expect(isStale(queryKeys.campaigns.detail('c2'))).toBe(true);
    expect(isStale(queryKeys.results.campaign('c2'))).toBe(true);
  });

  it("leaves the marking screen's own read as it is, unless it asks to read it again", () => {
    const { queryClient, isStale } = seeded();
    refreshStoryPublishedCaches(queryClient, { campaignId: 'c1', except: queryKeys.campaigns.detail('c1') });
    expect(isStale(queryKeys.campaigns.detail('c1'))).toBe(false);
    expect(isStale(queryKeys.client.overview)).toBe(true);
    refreshStoryPublishedCaches(queryClient, {
      campaignId: 'c1',
      except: queryKeys.campaigns.detail('c1'),
      reread: [queryKeys.campaigns.detail('c1')],
    });
    expect(isStale(queryKeys.campaigns.detail('c1'))).toBe(true);
  });
});

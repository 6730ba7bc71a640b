// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, createTestQueryClient, json, mockFetch } from '@/testing/test-utils';
import { campaignsToKeepOffline, OFFLINE_CAMPAIGNS_MAX, prefetchOfflineCampaigns } from './offline-campaigns';

const TODAY = '2026-12-01';
const campaign = (id: string, startDate: string, endDate: string, status = 'active') => ({
  id,
  startDate,
  endDate,
  status: status as 'active',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the campaigns kept readable offline', () => {
  it('are those running between 7 days ago and 7 days from now, nearest first, bounded', () => {
    const campaigns = [
      campaign('ended-long-ago', '2026-10-01', '2026-11-20'),
      campaign('ended-last-week', '2026-11-20', '2026-11-24'),
      campaign('running', '2026-11-28', '2026-12-04'),
      campaign('next-week', '2026-12-08', '2026-12-12'),
      campaign('next-month', '2026-12-20', '2026-12-28'),
      campaign('draft', '2026-11-30', '2026-12-02', 'draft'),
    ];
    expect(campaignsToKeepOffline(campaigns, TODAY)).toEqual(['running', 'ended-last-week', 'next-week']);
    const many = Array.from({ length: 30 }, (_, i) => campaign(`c${i}`, '2026-11-30', '2026-12-02'));
    expect(campaignsToKeepOffline(many, TODAY)).toHaveLength(OFFLINE_CAMPAIGNS_MAX);
  });

  it('are read from the server (so the service worker keeps them) only when online', async () => {
    const fetchMock = mockFetch({
      'GET /api/client/campaigns': () =>
        json({
          today: TODAY,
          campaigns: [
            { ...campaign('c-running', '2026-11-28', '2026-12-04') },
            { ...campaign('c-old', '2026-09-01', '2026-09-10') },
          ],
        }),
      'GET /api/campaigns/c-running': () => json({ today: TODAY, campaign: { id: 'c-running' } }),
    });
    expect(await prefetchOfflineCampaigns(createTestQueryClient())).toBe(1);
    expect(callsTo(fetchMock, 'GET /api/campaigns/c-running')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/campaigns/c-old')).toHaveLength(0);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockClear();
    expect(await prefetchOfflineCampaigns(createTestQueryClient())).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

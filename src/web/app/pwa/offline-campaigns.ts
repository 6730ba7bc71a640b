import type { ClientCampaignsResponse } from '@shared/api/client-area/campaigns';
import { addDaysIso } from '@shared/dates';
import type { QueryClient } from '@tanstack/react-query';
import { getCampaignQueryOptions } from '@/features/campaign-detail/api/get-campaign';
import { getClientCampaignsQueryOptions } from '@/features/client-campaigns/api/get-client-campaigns';

/**
 * The installed app keeps readable offline the campaigns a brand may need on the go (issue 29): those running at some
 * point between 7 days ago and 7 days from now, at most OFFLINE_CAMPAIGNS_MAX of them (the nearest to today
 * first). Reading them online is enough: the service worker's network-first route for /api/campaigns/:id keeps
 * each answer in its runtime cache (stories-api, 100 entries, 7 days; docs/decisions/018-pwa.md), so a campaign
 * screen never opened before still opens offline.
 */
export const OFFLINE_WINDOW_DAYS = 7;
export const OFFLINE_CAMPAIGNS_MAX = 12;
/** How often the reads are refreshed while the app stays open (and at most once per start). */
export const OFFLINE_REFRESH_MS = 30 * 60 * 1000;

type Campaign = Pick<ClientCampaignsResponse['campaigns'][number], 'id' | 'startDate' | 'endDate' | 'status'>;

/** The campaigns to keep offline, given the client's today: overlapping [today − 7, today + 7], nearest first. */
export function campaignsToKeepOffline(campaigns: readonly Campaign[], today: string): string[] {
  const from = addDaysIso(today, -OFFLINE_WINDOW_DAYS);
  const to = addDaysIso(today, OFFLINE_WINDOW_DAYS);
  const distance = (campaign: Campaign) =>
    campaign.startDate <= today && today <= campaign.endDate
      ? 0
      : Math.abs(
          Date.parse(campaign.startDate > today ? campaign.startDate : campaign.endDate) - Date.parse(today),
        );
  return campaigns
    .filter((campaign) => campaign.status !== 'draft' && campaign.startDate <= to && campaign.endDate >= from)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, OFFLINE_CAMPAIGNS_MAX)
    .map((campaign) => campaign.id);
}

/**
 * Reads the client's campaign list and then each campaign of the window, one after another (a phone on a weak
 * signal is not flooded), so that the service worker keeps their answers. Does nothing offline; never rejects.
 */
export async function prefetchOfflineCampaigns(queryClient: QueryClient): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 0;
  try {
    const list = await queryClient.fetchQuery(getClientCampaignsQueryOptions());
    const ids = campaignsToKeepOffline(list.campaigns, list.today);
    for (const id of ids) {
      if (navigator.onLine === false) break;
      // Fetched even when the memory cache has it: the point is the service worker's copy.
      await queryClient.fetchQuery({ ...getCampaignQueryOptions(id), staleTime: 0 }).catch(() => undefined);
    }
    return ids.length;
  } catch {
    return 0;
  }
}

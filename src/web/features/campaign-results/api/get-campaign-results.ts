import type { CampaignResultsResponse } from '@shared/results/campaign-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/campaigns/{id}/results: the campaign's funnel in total, per day and per story, its best and worst stories
 * and the published stories still without numbers. 404 when the campaign is not the reader's; both roles read it.
 */
export function getCampaignResults(
  campaignId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CampaignResultsResponse> {
  return read(
    apiClient.api.campaigns[':id'].results.$get({ param: idParam(campaignId) }, withSignal(signal)),
  );
}

export function getCampaignResultsQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.results.campaign(campaignId),
    queryFn: ({ signal }) => getCampaignResults(campaignId, { signal }),
  });
}

export function useCampaignResults(campaignId: string) {
  return useQuery(getCampaignResultsQueryOptions(campaignId));
}

/**
 * GET /api/campaigns/{id}/results/csv | pdf: the report as a file (Content-Disposition: attachment). A plain
 * same-origin link downloads it with the session cookie; no script reads it.
 */
export function campaignResultsFileHref(campaignId: string, format: 'csv' | 'pdf'): string {
  return `/api/campaigns/${encodeURIComponent(campaignId)}/results/${format}`;
}

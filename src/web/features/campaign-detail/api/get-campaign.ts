import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The campaign detail (GET /api/campaigns/{id}): the client's own campaign, or any campaign for an admin. */
export function getCampaign(
  campaignId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CampaignDetailResponse> {
  return read(apiClient.api.campaigns[':id'].$get({ param: idParam(campaignId) }, withSignal(signal)));
}

export function getCampaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.campaigns.detail(campaignId),
    queryFn: ({ signal }) => getCampaign(campaignId, { signal }),
  });
}

export function useCampaign(campaignId: string) {
  return useQuery(getCampaignQueryOptions(campaignId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The campaign shown in the client detail's modal (GET /api/campaigns/{id}, any campaign for an admin). */
export function getCampaignOverview(campaignId: string, { signal }: { signal?: AbortSignal } = {}) {
  return read(apiClient.api.campaigns[':id'].$get({ param: idParam(campaignId) }, withSignal(signal)));
}

export function useCampaignOverview(campaignId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.admin.campaigns.overview(campaignId ?? ''),
      queryFn: ({ signal }) => getCampaignOverview(campaignId!, { signal }),
    }),
    enabled: campaignId !== null,
  });
}

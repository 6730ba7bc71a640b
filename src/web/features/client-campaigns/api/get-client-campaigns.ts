import type { ClientCampaignsResponse } from '@shared/api/client-area/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/client/campaigns: the client's campaigns, newest first, with counts, progress and the server's today. */
export function getClientCampaigns({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ClientCampaignsResponse> {
  return read(apiClient.api.client.campaigns.$get({}, withSignal(signal)));
}

export function getClientCampaignsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.campaigns,
    queryFn: ({ signal }) => getClientCampaigns({ signal }),
    // Progress changes on the detail screen and on other devices: show the cache, then read it again.
    staleTime: 0,
  });
}

export function useClientCampaigns() {
  return useQuery(getClientCampaignsQueryOptions());
}

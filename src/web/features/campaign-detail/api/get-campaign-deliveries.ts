import type { CampaignDeliveriesResponse } from '@shared/api/admin-today';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** The delivery log of a campaign's stories (GET /api/admin/campaigns/{id}/deliveries): admins only. */
export function getCampaignDeliveries(
  campaignId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CampaignDeliveriesResponse> {
  return read(
    apiClient.api.admin.campaigns[':id'].deliveries.$get({ param: idParam(campaignId) }, withSignal(signal)),
  );
}

export function getCampaignDeliveriesQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.campaigns.deliveries(campaignId),
    queryFn: ({ signal }) => getCampaignDeliveries(campaignId, { signal }),
  });
}

/** Fetched only when `enabled` (the admin area): a client is refused the log, and never asks for it. */
export function useCampaignDeliveries(campaignId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getCampaignDeliveriesQueryOptions(campaignId), enabled });
}

import type { AdminCampaignList, AdminCampaignListItem } from '@shared/campaigns/admin-campaigns';
import type { CampaignStatus } from '@shared/domain/statuses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type { AdminCampaignList, AdminCampaignListItem };

export type AdminCampaignListParams = { q: string; status: CampaignStatus | null; page: number };

/** GET /api/admin/campaigns: one page of the campaign list, searched and filtered on the server. */
export function getAdminCampaigns(
  { q, status, page }: AdminCampaignListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminCampaignList> {
  const query = {
    ...(q.trim() !== '' ? { q: q.trim() } : {}),
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
  return read(apiClient.api.admin.campaigns.$get({ query }, withSignal(signal)));
}

export function getAdminCampaignsQueryOptions(params: AdminCampaignListParams) {
  return queryOptions({
    queryKey: queryKeys.admin.campaigns.list({
      q: params.q.trim(),
      status: params.status,
      page: params.page,
    }),
    queryFn: ({ signal }) => getAdminCampaigns(params, { signal }),
  });
}

/** Keeps the previous page on screen while the next one loads (no flash of the loading text when paging). */
export function useAdminCampaigns(params: AdminCampaignListParams) {
  return useQuery({ ...getAdminCampaignsQueryOptions(params), placeholderData: keepPreviousData });
}

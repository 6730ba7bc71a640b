import type { AdminCampaignList, AdminCampaignListItem } from '@shared/campaigns/admin-campaigns';
import type { CampaignStatus } from '@shared/domain/statuses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { AdminCampaignList, AdminCampaignListItem };

export type AdminCampaignListParams = { q: string; status: CampaignStatus | null; page: number };

export const adminCampaignsQueryKey = ['admin', 'campaigns'] as const;

/** GET /api/admin/campaigns: one page of the campaign list, searched and filtered on the server. */
export function getAdminCampaigns(
  { q, status, page }: AdminCampaignListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminCampaignList> {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q.trim());
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return api.get<AdminCampaignList>(
    `/api/admin/campaigns${search ? `?${search}` : ''}`,
    signal ? { signal } : {},
  );
}

export function getAdminCampaignsQueryOptions(params: AdminCampaignListParams) {
  return queryOptions({
    queryKey: [...adminCampaignsQueryKey, { q: params.q.trim(), status: params.status, page: params.page }],
    queryFn: ({ signal }) => getAdminCampaigns(params, { signal }),
  });
}

/** Keeps the previous page on screen while the next one loads (no flash of the loading text when paging). */
export function useAdminCampaigns(params: AdminCampaignListParams) {
  return useQuery({ ...getAdminCampaignsQueryOptions(params), placeholderData: keepPreviousData });
}

import type { AdminDashboard } from '@shared/campaigns/admin-campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type { AdminDashboard };

/** GET /api/admin/dashboard: the three counts and the five newest clients and campaigns. */
export function getAdminDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<AdminDashboard> {
  return read(apiClient.api.admin.dashboard.$get({}, withSignal(signal)));
}

export function getAdminDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) => getAdminDashboard({ signal }),
  });
}

export function useAdminDashboard() {
  return useQuery(getAdminDashboardQueryOptions());
}

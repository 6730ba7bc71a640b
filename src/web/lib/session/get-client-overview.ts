import type { ClientOverviewResponse } from '@shared/api/client-area';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/client/overview: the dashboard and the pending page in one answer (progress, overdue, due today,
 * upcoming, recently published), with the server's `today`. Shared by both screens through this key.
 */
export const clientOverviewQueryKey = ['client', 'overview'] as const;

export function getClientOverview({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ClientOverviewResponse> {
  return api.get<ClientOverviewResponse>('/api/client/overview', signal ? { signal } : {});
}

export function getClientOverviewQueryOptions() {
  return queryOptions({
    queryKey: clientOverviewQueryKey,
    queryFn: ({ signal }) => getClientOverview({ signal }),
    // Stories change on other screens and other devices: show the cache at once, then read it again.
    staleTime: 0,
  });
}

export function useClientOverview() {
  return useQuery(getClientOverviewQueryOptions());
}

import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/client/overview: the dashboard and the pending page in one answer (progress, overdue, due today,
 * upcoming, recently published), with the server's `today`. Shared by both screens through its key.
 */
export function getClientOverview({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ClientOverviewResponse> {
  return read(apiClient.api.client.overview.$get({}, withSignal(signal)));
}

export function getClientOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.overview,
    queryFn: ({ signal }) => getClientOverview({ signal }),
    // Stories change on other screens and other devices: a cached answer is shown at once and read again when
    // it is older than 10 s. Not 0: the route loader has just fetched it when the page mounts, and 0 made every
    // visit of /dashboard and /dashboard/pending ask twice. Marking a story invalidates it at once anyway.
    staleTime: 10_000,
  });
}

export function useClientOverview() {
  return useQuery(getClientOverviewQueryOptions());
}

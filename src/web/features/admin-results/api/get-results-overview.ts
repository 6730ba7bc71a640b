import type { ResultsOverviewResponse } from '@shared/results/results-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/results/overview: the last 30 days across clients: reach, link clicks and keyword DMs in total
 * and per client, and how many published stories have numbers (a client that enters none shows 0 of N). Admins.
 */
export function getResultsOverview({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ResultsOverviewResponse> {
  return read(apiClient.api.admin.results.overview.$get({}, withSignal(signal)));
}

export function getResultsOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.results.overview,
    queryFn: ({ signal }) => getResultsOverview({ signal }),
  });
}

export function useResultsOverview() {
  return useQuery(getResultsOverviewQueryOptions());
}

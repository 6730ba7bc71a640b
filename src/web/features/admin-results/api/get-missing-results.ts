import type { MissingResultsResponse } from '@shared/results/missing-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/results/missing: per client, the published stories of the last 30 days without numbers (how many,
 * and the oldest five: theirs are the first Instagram stops showing). Admins.
 */
export function getMissingResults({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<MissingResultsResponse> {
  return read(apiClient.api.admin.results.missing.$get({}, withSignal(signal)));
}

export function getMissingResultsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.results.missing,
    queryFn: ({ signal }) => getMissingResults({ signal }),
  });
}

export function useMissingResults() {
  return useQuery(getMissingResultsQueryOptions());
}

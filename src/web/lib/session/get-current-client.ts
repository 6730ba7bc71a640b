import type { OwnClient } from '@shared/api/client-area/profile';
import { CLIENT_DATA_MAX_RETRIES, CLIENT_DATA_RETRY_DELAYS_MS } from '@shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { isRetryableError } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in client's own record (GET /api/client/me). */
export type CurrentClient = OwnClient;

/** The client record, or null when the login user has none (404). */
export async function getCurrentClient({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentClient | null> {
  try {
    const data = await read(apiClient.api.client.me.$get({}, withSignal(signal)));
    return data.client;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Spec section 4: on failure retry after 1 s, 2 s and 4 s (at most 3 times), then the error state; when the
 * page becomes visible again and the data is missing or errored, read it again.
 */
export function getCurrentClientQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.me,
    queryFn: ({ signal }) => getCurrentClient({ signal }),
    retry: (failureCount, error) => failureCount < CLIENT_DATA_MAX_RETRIES && isRetryableError(error),
    retryDelay: (failureCount) =>
      CLIENT_DATA_RETRY_DELAYS_MS[failureCount] ?? CLIENT_DATA_RETRY_DELAYS_MS.at(-1) ?? 4_000,
    refetchOnWindowFocus: (query) =>
      query.state.status === 'error' || query.state.data == null ? 'always' : false,
    staleTime: 5 * 60_000,
  });
}

export function useCurrentClient({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCurrentClientQueryOptions(), enabled });
}

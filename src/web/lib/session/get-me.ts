import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/me: the signed-in user's profile and whether the password must be changed first. */
export type Me = ApiAnswer<typeof apiClient.api.me.$get>;
export type Profile = Me['profile'];

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  return read(apiClient.api.me.$get({}, withSignal(signal)));
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.me,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}

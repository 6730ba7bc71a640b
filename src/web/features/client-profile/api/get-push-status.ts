import type { PushStatusResponse } from '@shared/api/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/push: the VAPID key a browser subscribes with, and the user's devices with notifications on. */
export function getPushStatus({ signal }: { signal?: AbortSignal } = {}): Promise<PushStatusResponse> {
  return read(apiClient.api.push.$get({}, withSignal(signal)));
}

export function getPushStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.push.status,
    queryFn: ({ signal }) => getPushStatus({ signal }),
    staleTime: 60_000,
  });
}

export function usePushStatus() {
  return useQuery(getPushStatusQueryOptions());
}

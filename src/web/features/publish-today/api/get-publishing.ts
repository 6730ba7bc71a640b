import type { PublishingResponse } from '@shared/api/client-area/publishing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/client/publishing: 'Publicar hoy' in one answer (overdue, today's and tomorrow's stories in
 * publishing order, with their checklist and files), with the server's `today` and `tomorrow`.
 */
export function getPublishing({ signal }: { signal?: AbortSignal } = {}): Promise<PublishingResponse> {
  return read(apiClient.api.client.publishing.$get({}, withSignal(signal)));
}

export function getPublishingQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.publishing,
    queryFn: ({ signal }) => getPublishing({ signal }),
    // Shown at once from the cache and read again after 10 s (the route loader has just fetched it on mount).
    // Offline, a failed read keeps the last answer on screen: TanStack Query keeps `data` beside the error.
    staleTime: 10_000,
    // On the phone the list is opened again and again through the day: keep it for the whole session.
    gcTime: 24 * 60 * 60 * 1000,
    // Ask even when the browser says it is offline: the service worker may answer with its last copy. Only
    // the retries wait for the connection.
    networkMode: 'offlineFirst',
  });
}

export function usePublishing() {
  return useQuery(getPublishingQueryOptions());
}

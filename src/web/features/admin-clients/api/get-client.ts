import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/clients/{id}: the client and one page (10) of its campaigns with their progress. */
export function getClient(clientId: string, campaignsPage = 1, { signal }: { signal?: AbortSignal } = {}) {
  const query = campaignsPage > 1 ? { campaignsPage: String(campaignsPage) } : {};
  return read(
    apiClient.api.admin.clients[':id'].$get({ param: idParam(clientId), query }, withSignal(signal)),
  );
}

export function getClientQueryOptions(clientId: string, campaignsPage = 1) {
  return queryOptions({
    queryKey: queryKeys.admin.clients.detailPage(clientId, campaignsPage),
    queryFn: ({ signal }) => getClient(clientId, campaignsPage, { signal }),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useClient(clientId: string, campaignsPage = 1) {
  return useQuery(getClientQueryOptions(clientId, campaignsPage));
}

import type { ClientListResponse, ClientListSort } from '@shared/clients/admin-client';
import type { ClientStatus } from '@shared/domain/statuses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type { ClientListResponse };

export type ClientListParams = { q?: string; status?: ClientStatus; sort?: ClientListSort };

/** GET /api/admin/clients: searched (name, brand, e-mail), filtered and sorted on the server. */
export function getClients(
  { q, status, sort }: ClientListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClientListResponse> {
  const query = {
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(status ? { status } : {}),
    ...(sort ? { sort } : {}),
  };
  return read(apiClient.api.admin.clients.$get({ query }, withSignal(signal)));
}

export function getClientsQueryOptions(params: ClientListParams) {
  return queryOptions({
    queryKey: queryKeys.admin.clients.list({
      q: params.q?.trim() ?? '',
      status: params.status,
      sort: params.sort,
    }),
    queryFn: ({ signal }) => getClients(params, { signal }),
  });
}

/** Keeps the previous answer on screen while a new search loads. */
export function useClients(params: ClientListParams) {
  return useQuery({ ...getClientsQueryOptions(params), placeholderData: keepPreviousData });
}

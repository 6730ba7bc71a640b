import type { AdminClient, ClientListResponse } from '@shared/clients/admin-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type ActiveClient = Pick<AdminClient, 'id' | 'name' | 'brandName' | 'email'>;

/**
 * The agency's active clients, by brand (admin spec section 7): the clients a campaign may be imported for or
 * duplicated to. Shared by the import's picker and «Duplicar…» (features do not import each other). Its key is
 * one of the client list's own keys, so admin mutations refresh it too.
 */
export function getActiveClients({ signal }: { signal?: AbortSignal } = {}): Promise<ClientListResponse> {
  return read(
    apiClient.api.admin.clients.$get({ query: { status: 'active', sort: 'brand' } }, withSignal(signal)),
  );
}

export function getActiveClientsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.clients.list({ q: '', status: 'active', sort: 'brand' }),
    queryFn: ({ signal }) => getActiveClients({ signal }),
  });
}

export function useActiveClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getActiveClientsQueryOptions(), enabled });
}

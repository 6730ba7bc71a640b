import type { AdminClient, ClientListResponse } from '@shared/clients/admin-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';

export type ImportClient = Pick<AdminClient, 'id' | 'name' | 'brandName' | 'email'>;

/**
 * The import picker's clients: only active ones, by brand (admin spec section 7). The key has the shape of
 * the client list's own keys (['admin', 'clients', 'list', params]), so admin mutations refresh it too.
 */
export const activeClientsQueryKey = [
  'admin',
  'clients',
  'list',
  { q: '', status: 'active', sort: 'brand' },
] as const;

export function getActiveClients({ signal }: { signal?: AbortSignal } = {}): Promise<ClientListResponse> {
  return read(
    apiClient.api.admin.clients.$get({ query: { status: 'active', sort: 'brand' } }, withSignal(signal)),
  );
}

export function getActiveClientsQueryOptions() {
  return queryOptions({
    queryKey: activeClientsQueryKey,
    queryFn: ({ signal }) => getActiveClients({ signal }),
  });
}

export function useActiveClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getActiveClientsQueryOptions(), enabled });
}

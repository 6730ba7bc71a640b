import type { ClientDetailResponse } from '@shared/clients/admin-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminClientsQueryKey } from './get-clients';

export type { ClientDetailResponse };

export const clientDetailQueryKey = (clientId: string) =>
  [...adminClientsQueryKey, 'detail', clientId] as const;

/** GET /api/admin/clients/{id}: the client and its campaigns with their progress. */
export function getClient(clientId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ClientDetailResponse>(
    `/api/admin/clients/${encodeURIComponent(clientId)}`,
    signal ? { signal } : {},
  );
}

export function getClientQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientDetailQueryKey(clientId),
    queryFn: ({ signal }) => getClient(clientId, { signal }),
  });
}

export function useClient(clientId: string) {
  return useQuery(getClientQueryOptions(clientId));
}

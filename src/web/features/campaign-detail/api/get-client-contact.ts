import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/clients/{id} (admins): here only for the client's name and e-mail, which «Pedir aprobación» names
 * before sending. The same read and key as the client's detail screen (its first page), so they share the answer.
 */
export function getClientContactQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.clients.detailPage(clientId, 1),
    queryFn: ({ signal }) =>
      read(
        apiClient.api.admin.clients[':id'].$get({ param: idParam(clientId), query: {} }, withSignal(signal)),
      ),
    select: (data) => ({ name: data.client.name, email: data.client.email }),
  });
}

export function useClientContact(clientId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getClientContactQueryOptions(clientId), enabled });
}

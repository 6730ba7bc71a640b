import type { InstagramConnectionResponse } from '@shared/instagram/instagram-connection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type { InstagramConnectionResponse };

/**
 * GET /api/admin/clients/{id}/instagram: whether the panel has a Meta app configured (`available`) and the client's
 * connected account, if any (never its token).
 */
export function getInstagramConnection(
  clientId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InstagramConnectionResponse> {
  return read(
    apiClient.api.admin.clients[':id'].instagram.$get({ param: idParam(clientId) }, withSignal(signal)),
  );
}

export function getInstagramConnectionQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.clients.instagram(clientId),
    queryFn: ({ signal }) => getInstagramConnection(clientId, { signal }),
  });
}

export function useInstagramConnection(clientId: string) {
  return useQuery(getInstagramConnectionQueryOptions(clientId));
}

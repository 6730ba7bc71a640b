import { useMutation } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';

/**
 * POST /api/admin/clients/{id}/instagram/connect: the address of Instagram's authorization page, signed for this
 * admin and client; the caller sends the browser there. 409 when the panel has no Meta app configured.
 */
export function startInstagramConnect(clientId: string) {
  return read(apiClient.api.admin.clients[':id'].instagram.connect.$post({ param: idParam(clientId) }));
}

/** Nothing to refresh: the connection changes only when Instagram sends the browser back to the client's page. */
export function useStartInstagramConnect() {
  return useMutation({ mutationFn: startInstagramConnect });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/clients/{id}/credentials: creates the login user, or issues a new temporary password (the old
 * one stops working), and sends the credentials e-mail.
 */
export function sendCredentials(clientId: string) {
  return read(apiClient.api.admin.clients[':id'].credentials.$post({ param: idParam(clientId) }));
}

export function useSendCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCredentials,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

import type { ClientCreateResponse } from '@shared/clients/admin-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/clients/{id}/credentials: creates the login user, or issues a new temporary password (the old
 * one stops working), and sends the credentials e-mail.
 */
export function sendCredentials(clientId: string) {
  return api.post<ClientCreateResponse>(`/api/admin/clients/${encodeURIComponent(clientId)}/credentials`);
}

export function useSendCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCredentials,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import type { ClientResponse } from '@shared/clients/admin-client';
import type { ClientUpdateInput } from '@shared/clients/client-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/clients/{id}. */
export function updateClient({ clientId, input }: { clientId: string; input: ClientUpdateInput }) {
  return api.patch<ClientResponse>(`/api/admin/clients/${encodeURIComponent(clientId)}`, input);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

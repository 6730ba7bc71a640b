import type { ClientUpdateInput } from '@shared/clients/client-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/admin/clients/{id}. */
export function updateClient({ clientId, input }: { clientId: string; input: ClientUpdateInput }) {
  return read(apiClient.api.admin.clients[':id'].$patch({ param: idParam(clientId), json: input }));
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

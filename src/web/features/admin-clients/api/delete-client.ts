import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.admin.clients[':id'];

/** DELETE /api/admin/clients/{id}: the server checks the typed brand name too and removes everything related. */
export function deleteClient({ clientId, confirmationName }: { clientId: string; confirmationName: string }) {
  return read(endpoint.$delete({ param: idParam(clientId), json: { confirmationName } }));
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (result) => {
      // the detail is gone: drop it rather than refetch a 404
      queryClient.removeQueries({ queryKey: queryKeys.admin.clients.detail(result.client.id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}

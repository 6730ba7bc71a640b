import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { clientDetailQueryKey } from './get-client';

export type DeleteClientResult = {
  ok: true;
  client: { id: string; brandName: string };
  deleted: { campaigns: number; days: number; stories: number; loginUser: boolean };
};

/** DELETE /api/admin/clients/{id}: the server checks the typed brand name too and removes everything related. */
export function deleteClient({ clientId, confirmationName }: { clientId: string; confirmationName: string }) {
  return request<DeleteClientResult>(`/api/admin/clients/${encodeURIComponent(clientId)}`, {
    method: 'DELETE',
    body: { confirmationName },
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (result) => {
      // the detail is gone: drop it rather than refetch a 404
      queryClient.removeQueries({ queryKey: clientDetailQueryKey(result.client.id) });
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

import type { ClientCreateInput } from '@shared/clients/client-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/clients: the client, its login user and the credentials e-mail (tried at once). */
export function createClient(input: ClientCreateInput) {
  return read(apiClient.api.admin.clients.$post({ json: input }));
}

/** On success every admin query (dashboard, lists, e-mails sent) is refetched. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/admin/webhooks/{id}: the endpoint and its deliveries. */
export function deleteWebhook({ endpointId }: { endpointId: string }) {
  return read(apiClient.api.admin.webhooks[':id'].$delete({ param: idParam(endpointId) }));
}

/** On success the endpoint leaves the cache at once, and the list is read again. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_answer, { endpointId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.webhooks.detail(endpointId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.list });
    },
  });
}

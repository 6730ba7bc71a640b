import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/webhooks/{id}/test: queues a `webhook.test` message to this endpoint (202 with its delivery). */
export function sendTestWebhook({ endpointId }: { endpointId: string }) {
  return read(apiClient.api.admin.webhooks[':id'].test.$post({ param: idParam(endpointId) }));
}

/** On success the endpoint's deliveries and the list (its last delivery) are read again. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: (_answer, { endpointId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.deliveries(endpointId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.list }),
      ]),
  });
}

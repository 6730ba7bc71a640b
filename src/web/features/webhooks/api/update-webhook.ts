import type { UpdateWebhookEndpointBody, WebhookEndpoint } from '@shared/api/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/admin/webhooks/{id}: URL, description (null clears it), events, on/off (turning it on «Reactivar»s it). */
export function updateWebhook({
  endpointId,
  changes,
}: {
  endpointId: string;
  changes: UpdateWebhookEndpointBody;
}): Promise<WebhookEndpoint> {
  return read(apiClient.api.admin.webhooks[':id'].$patch({ param: idParam(endpointId), json: changes }));
}

/** On success the endpoint's own read takes the answer, and the list is read again. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (endpoint) => {
      queryClient.setQueryData(queryKeys.admin.webhooks.detail(endpoint.id), endpoint);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.list });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/webhooks/{id}/rotate-secret: the endpoint and its new secret (the old one signs 24 h more). */
export function rotateWebhookSecret({ endpointId }: { endpointId: string }) {
  return read(apiClient.api.admin.webhooks[':id']['rotate-secret'].$post({ param: idParam(endpointId) }));
}

/** On success the endpoint's read takes the answer (its new hint), and the list is read again. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: ({ endpoint }) => {
      queryClient.setQueryData(queryKeys.admin.webhooks.detail(endpoint.id), endpoint);
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.list });
    },
  });
}

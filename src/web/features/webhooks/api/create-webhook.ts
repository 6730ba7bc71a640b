import type { CreateWebhookEndpointBody } from '@shared/api/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/webhooks: the new endpoint and its secret, which the answer carries this once. */
export function createWebhook(body: CreateWebhookEndpointBody) {
  return read(apiClient.api.admin.webhooks.$post({ json: body }));
}

/** On success the list is read again (the caller shows the secret). */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.list }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend: the same message again (same `webhook-id`), now. */
export function resendWebhookDelivery({
  endpointId,
  deliveryId,
}: {
  endpointId: string;
  deliveryId: string;
}) {
  return read(
    apiClient.api.admin.webhooks[':id'].deliveries[':deliveryId'].resend.$post({
      param: { id: encodeURIComponent(endpointId), deliveryId: encodeURIComponent(deliveryId) },
    }),
  );
}

/** On success the endpoint's deliveries and the list (its last delivery) are read again. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: (_answer, { endpointId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.deliveries(endpointId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.webhooks.list }),
      ]),
  });
}

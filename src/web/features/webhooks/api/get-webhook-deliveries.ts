import {
  WEBHOOK_DELIVERIES_DEFAULT_LIMIT,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@shared/api/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** While a delivery is on its way (pending or sending), the list is read again this often. */
export const IN_FLIGHT_REFETCH_MS = 5_000;

const isInFlight = (delivery: WebhookDelivery) =>
  delivery.status === 'pending' || delivery.status === 'sending';

/** GET /api/admin/webhooks/{id}/deliveries?status=&limit=: the latest deliveries, newest first. */
export function getWebhookDeliveries(
  endpointId: string,
  status: WebhookDeliveryStatus | null,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = { limit: String(WEBHOOK_DELIVERIES_DEFAULT_LIMIT), ...(status ? { status } : {}) };
  return read(
    apiClient.api.admin.webhooks[':id'].deliveries.$get(
      { param: idParam(endpointId), query },
      withSignal(signal),
    ),
  );
}

export function getWebhookDeliveriesQueryOptions(endpointId: string, status: WebhookDeliveryStatus | null) {
  return queryOptions({
    queryKey: queryKeys.admin.webhooks.deliveryList(endpointId, status),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, status, { signal }),
    // Every ~5 s while anything is on its way, so that «Enviando» turns into «Entregado» without a click.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(isInFlight) ? IN_FLIGHT_REFETCH_MS : false,
  });
}

export function useWebhookDeliveries(endpointId: string, status: WebhookDeliveryStatus | null) {
  return useQuery(getWebhookDeliveriesQueryOptions(endpointId, status));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/webhooks/{id}: one endpoint (404 once deleted). */
export function getWebhook(endpointId: string, { signal }: { signal?: AbortSignal } = {}) {
  return read(apiClient.api.admin.webhooks[':id'].$get({ param: idParam(endpointId) }, withSignal(signal)));
}

export function getWebhookQueryOptions(endpointId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.webhooks.detail(endpointId),
    queryFn: ({ signal }) => getWebhook(endpointId, { signal }),
    // A missing endpoint stays missing: no retries for a 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

export function useWebhook(endpointId: string) {
  return useQuery(getWebhookQueryOptions(endpointId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/webhooks: the agency's endpoints, each with its last delivery. */
export function getWebhooks({ signal }: { signal?: AbortSignal } = {}) {
  return read(apiClient.api.admin.webhooks.$get({}, withSignal(signal)));
}

export function getWebhooksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.webhooks.list,
    queryFn: ({ signal }) => getWebhooks({ signal }),
  });
}

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}

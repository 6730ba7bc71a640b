import { AI_TERMINAL_STATUSES, type AiRequestDto, type AiRequestResponse } from '@shared/ai/contract';
import { AI_REQUEST_POLL_INTERVAL_MS } from '@shared/constants';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { isKeyUnder, queryKeys } from '@/lib/query-keys';

/** GET /api/ai/requests/{id}: the request's true state (another device, a reload, or no live stream). */
export function getAiRequest(id: string, signal?: AbortSignal): Promise<AiRequestResponse> {
  return read(apiClient.api.ai.requests[':id'].$get({ param: idParam(id) }, withSignal(signal)));
}

export function isTerminal(request: Pick<AiRequestDto, 'status'> | undefined): boolean {
  return request !== undefined && (AI_TERMINAL_STATUSES as readonly string[]).includes(request.status);
}

/**
 * The request's query. While the live stream is down it polls every 3 s (spec section 9) until the request
 * reaches a terminal status; with the stream up, events write into this cache instead.
 */
export function getAiRequestQueryOptions(id: string, { isLive }: { isLive: boolean }) {
  return queryOptions({
    queryKey: queryKeys.client.aiRequests.detail(id),
    queryFn: ({ signal }) => getAiRequest(id, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      isLive || isTerminal(query.state.data?.request) ? false : AI_REQUEST_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    // Polling errors are logged and ignored (spec section 8): keep the last state and try again.
    retry: false,
  });
}

/**
 * A generation that stored a campaign changes the client's lists (campaigns, overview, ...): read them again.
 * The request queries themselves are left alone (the wizard is still showing the finished one).
 */
export function refreshAfterGeneration(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: queryKeys.client.all,
    predicate: (query) => !isKeyUnder(query.queryKey, queryKeys.client.aiRequests.all),
  });
}

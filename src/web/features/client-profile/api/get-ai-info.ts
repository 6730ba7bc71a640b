import type { AiInfo } from '@shared/api/client-area/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/client/ai-info: the AI-info block, or null before it is saved the first time. */
export async function getAiInfo({ signal }: { signal?: AbortSignal } = {}): Promise<AiInfo | null> {
  const data = await read(apiClient.api.client['ai-info'].$get({}, withSignal(signal)));
  return data.aiInfo;
}

export function getAiInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.aiInfo,
    queryFn: ({ signal }) => getAiInfo({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAiInfo() {
  return useQuery(getAiInfoQueryOptions());
}

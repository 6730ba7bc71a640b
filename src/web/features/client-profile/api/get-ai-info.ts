import type { AiInfo, AiInfoResponse } from '@shared/api/client-area';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const aiInfoQueryKey = ['client', 'ai-info'] as const;

/** GET /api/client/ai-info: the AI-info block, or null before it is saved the first time. */
export async function getAiInfo({ signal }: { signal?: AbortSignal } = {}): Promise<AiInfo | null> {
  const data = await api.get<AiInfoResponse>('/api/client/ai-info', signal ? { signal } : {});
  return data.aiInfo;
}

export function getAiInfoQueryOptions() {
  return queryOptions({
    queryKey: aiInfoQueryKey,
    queryFn: ({ signal }) => getAiInfo({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAiInfo() {
  return useQuery(getAiInfoQueryOptions());
}

import type { AiBrief, AiRequestResponse } from '@shared/ai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/ai/requests: stores the brief (status pending) and queues the generation. */
export function createAiRequest(brief: AiBrief): Promise<AiRequestResponse> {
  return read(apiClient.api.ai.requests.$post({ json: brief }));
}

/** The answer seeds the request's query, which the generation tracker then follows. */
export function useCreateAiRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiRequest,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.client.aiRequests.detail(answer.request.id), answer);
    },
  });
}

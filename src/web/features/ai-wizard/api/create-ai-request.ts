import type { AiBrief, AiRequestResponse } from '@shared/ai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';

/** POST /api/ai/requests: stores the brief (status pending) and queues the generation. */
export function createAiRequest(brief: AiBrief): Promise<AiRequestResponse> {
  return read(apiClient.api.ai.requests.$post({ json: brief }));
}

export function useCreateAiRequest() {
  return useMutation({ mutationFn: createAiRequest });
}

import type { AiInfo, UpdateAiInfoInput } from '@shared/api/client-area/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/client/ai-info: creates or replaces the block (one per user); empty fields are stored as null. */
export async function saveAiInfo(body: UpdateAiInfoInput): Promise<AiInfo> {
  const data = await read(apiClient.api.client['ai-info'].$put({ json: body }));
  return data.aiInfo;
}

export function useSaveAiInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiInfo,
    onSuccess: (aiInfo) => {
      queryClient.setQueryData(queryKeys.client.aiInfo, aiInfo);
    },
  });
}

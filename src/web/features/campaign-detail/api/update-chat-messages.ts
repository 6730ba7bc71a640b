import type { CampaignDetailResponse, ChatAutomation } from '@shared/api/client-area/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';

const chatAutomation = apiClient.api.campaigns[':id']['chat-automation'];

export function updateAutoResponse(campaignId: string, message: string) {
  return read(chatAutomation['auto-response'].$patch({ param: idParam(campaignId), json: { message } }));
}

export function updateFollowUpMessage(campaignId: string, index: number, message: string) {
  return read(
    chatAutomation['follow-up'][':index'].$patch({
      param: { ...idParam(campaignId), index: String(index) },
      json: { message },
    }),
  );
}

function withChatAutomation(
  data: CampaignDetailResponse | undefined,
  patch: Partial<ChatAutomation>,
): CampaignDetailResponse | undefined {
  if (!data) return data;
  return {
    ...data,
    campaign: { ...data.campaign, chatAutomation: { ...data.campaign.chatAutomation, ...patch } },
  };
}

/**
 * The inline edits of the chat-automation messages: 'auto-response' or a follow-up by index. The server
 * replaces that one item atomically; the answer updates the cache (the caller tells the outcome).
 */
export function useUpdateChatMessage(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.campaigns.detail(campaignId);

  return useMutation({
    mutationKey: mutationKeys.updateChatMessage(campaignId),
    mutationFn: async ({
      target,
      message,
    }: {
      target: 'auto-response' | { followUpIndex: number };
      message: string;
    }): Promise<Partial<ChatAutomation>> => {
      if (target === 'auto-response') return updateAutoResponse(campaignId, message);
      return updateFollowUpMessage(campaignId, target.followUpIndex, message);
    },
    onSuccess: (patch) => {
      queryClient.setQueryData<CampaignDetailResponse>(queryKey, (data) => withChatAutomation(data, patch));
    },
  });
}

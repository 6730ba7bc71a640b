import type { CampaignDetailResponse, ChatAutomation } from '@shared/api/client-area/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient, idParam, read } from '@/lib/api/client';
import { campaignQueryKey } from './get-campaign';

export const CHAT_MESSAGE_TOASTS = {
  savedTitle: 'Mensaje actualizado',
  savedDescription: 'El mensaje se ha guardado correctamente',
  errorTitle: 'Error al guardar',
  errorDescription: 'No se pudo actualizar el mensaje',
} as const;

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
 * replaces that one item atomically; the answer updates the cache. Both outcomes are told with a toast.
 */
export function useUpdateChatMessage(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = campaignQueryKey(campaignId);

  return useMutation({
    mutationKey: ['campaigns', 'update-chat-message', campaignId],
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
      toast.success(CHAT_MESSAGE_TOASTS.savedTitle, { description: CHAT_MESSAGE_TOASTS.savedDescription });
    },
    onError: (error) => {
      console.error('No se pudo actualizar el mensaje de la automatización', error);
      toast.error(CHAT_MESSAGE_TOASTS.errorTitle, { description: CHAT_MESSAGE_TOASTS.errorDescription });
    },
  });
}

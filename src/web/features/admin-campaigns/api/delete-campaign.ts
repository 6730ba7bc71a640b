import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export type DeleteCampaignResult = { ok: true; campaign: { id: string; title: string } };

/** DELETE /api/admin/campaigns/{id}: the server checks the typed title too, and removes days and stories. */
export function deleteCampaign({
  campaignId,
  confirmationTitle,
}: {
  campaignId: string;
  confirmationTitle: string;
}): Promise<DeleteCampaignResult> {
  return request<DeleteCampaignResult>(`/api/admin/campaigns/${encodeURIComponent(campaignId)}`, {
    method: 'DELETE',
    body: { confirmationTitle },
  });
}

/** On success every admin query (dashboard, lists, client details: keys starting with 'admin') is refetched. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

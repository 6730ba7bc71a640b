import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.admin.campaigns[':id'];
export type DeleteCampaignResult = ApiAnswer<typeof endpoint.$delete>;

/** DELETE /api/admin/campaigns/{id}: the server checks the typed title too, and removes days and stories. */
export function deleteCampaign({
  campaignId,
  confirmationTitle,
}: {
  campaignId: string;
  confirmationTitle: string;
}): Promise<DeleteCampaignResult> {
  return read(endpoint.$delete({ param: idParam(campaignId), json: { confirmationTitle } }));
}

/** On success every admin query (dashboard, lists, client details: keys starting with 'admin') is refetched. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

import type { UpdateCampaignInput, UpdatedCampaign } from '@shared/campaigns/campaign-edit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/admin/campaigns/{id}: title, description, status and «Requiere aprobación del cliente». */
export function updateCampaign({
  campaignId,
  input,
}: {
  campaignId: string;
  input: UpdateCampaignInput;
}): Promise<UpdatedCampaign> {
  return read(apiClient.api.admin.campaigns[':id'].$patch({ param: idParam(campaignId), json: input }));
}

/** On success the admin lists and this campaign's detail are read again. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (_result, { campaignId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) }),
      ]),
  });
}

import type { MovedCampaignResponse } from '@shared/api/story-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/campaigns/{id}/move: the campaign, its days and its stories' dates shift to a new first day. */
export function moveCampaign({
  campaignId,
  startDate,
}: {
  campaignId: string;
  startDate: string;
}): Promise<MovedCampaignResponse> {
  return read(
    apiClient.api.admin.campaigns[':id'].move.$post({ param: idParam(campaignId), json: { startDate } }),
  );
}

/**
 * On success every admin query (lists, the client detail's overview, the dashboard, «Hoy») and this campaign's
 * detail and reminders log are read again.
 */
export function useMoveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCampaign,
    onSuccess: (_result, { campaignId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.deliveries(campaignId) }),
      ]),
  });
}

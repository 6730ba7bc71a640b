import { IDEMPOTENCY_KEY_HEADER } from '@shared/api/idempotency-key';
import type { DuplicateCampaignInput, DuplicatedCampaigns } from '@shared/campaigns/duplicate-campaign';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/campaigns/{id}/duplicate: one copy of the campaign (or `repeat.count`, a week or a month apart)
 * for a client, from a new first day. The same `requestKey` (sent as the Idempotency-Key header) answers the
 * copies already made (`replayed`).
 */
export function duplicateCampaign({
  campaignId,
  body,
  requestKey,
}: {
  campaignId: string;
  body: DuplicateCampaignInput;
  requestKey: string;
}): Promise<DuplicatedCampaigns> {
  return read(
    apiClient.api.admin.campaigns[':id'].duplicate.$post(
      { param: idParam(campaignId), json: body },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } },
    ),
  );
}

/** On success every admin query (the campaign lists, the client details, the dashboard, «Hoy») is read again. */
export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

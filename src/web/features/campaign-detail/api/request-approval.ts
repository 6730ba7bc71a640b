import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.admin.campaigns[':id']['approval-requests'];
export type RequestedApproval = ApiAnswer<typeof endpoint.$post>['request'];

/**
 * POST /api/admin/campaigns/{id}/approval-requests: the agency asks the client to approve a day (`dayId`) or the
 * whole campaign (no day). The server e-mails the client the link and answers it, with its expiry.
 */
export function requestApproval({ campaignId, dayId }: { campaignId: string; dayId: string | null }) {
  return read(endpoint.$post({ param: idParam(campaignId), json: dayId ? { dayId } : {} }));
}

/** On success the campaign is read again (its stories are now pending) and the admin lists are marked stale. */
export function useRequestApproval(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dayId: string | null) => requestApproval({ campaignId, dayId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: 'none' });
    },
  });
}

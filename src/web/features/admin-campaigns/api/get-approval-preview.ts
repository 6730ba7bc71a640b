import type { ApprovalPreview } from '@shared/campaigns/campaign-edit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type { ApprovalPreview };

/** GET /api/admin/campaigns/{id}/approval-preview: the stories that would wait if approval were turned on. */
export function getApprovalPreview(
  campaignId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApprovalPreview> {
  return read(
    apiClient.api.admin.campaigns[':id']['approval-preview'].$get(
      { param: idParam(campaignId) },
      withSignal(signal),
    ),
  );
}

export function getApprovalPreviewQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.campaigns.approvalPreview(campaignId),
    queryFn: ({ signal }) => getApprovalPreview(campaignId, { signal }),
  });
}

/** Read only while `enabled` (the switch turned on in the form); always fresh, the day may have changed. */
export function useApprovalPreview(campaignId: string, enabled: boolean) {
  return useQuery({ ...getApprovalPreviewQueryOptions(campaignId), enabled, staleTime: 0 });
}

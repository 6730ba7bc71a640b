import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { ApprovalDecision } from '@shared/approvals/approval-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { patchApprovals } from '../utils/campaign-cache';
import { markStoryListsStale } from './mark-lists-stale';

export type ApprovalDecisionVariables = {
  storyId: string;
  /** The content version the screen showed: a story changed since answers 409. */
  version: string;
  decision: ApprovalDecision;
  comment?: string;
};

/** POST /api/client/approvals: the signed-in client's decisions on its own stories, all stored or none. */
export function decideApprovals(decisions: ApprovalDecisionVariables[]) {
  return read(apiClient.api.client.approvals.$post({ json: { decisions } }));
}

/**
 * The client approves stories or asks for changes from the campaign screen. Success writes the new approvals into
 * the campaign and marks the other lists stale; a refusal saying the screen is out of date (409: a story changed
 * since it was shown; 404) reads the campaign again, so the client sees the current version. What the user is told
 * is the caller's.
 */
export function useDecideApprovals(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.campaigns.detail(campaignId);
  return useMutation({
    mutationKey: mutationKeys.decideApprovals(campaignId),
    mutationFn: decideApprovals,
    onSuccess: (result) => {
      queryClient.setQueryData<CampaignDetailResponse>(queryKey, (data) =>
        data ? patchApprovals(data, result.stories) : data,
      );
      markStoryListsStale(queryClient);
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

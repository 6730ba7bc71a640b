import type { ApprovalDecision } from '@shared/approvals/approval-state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { applyLinkDecisions } from '../utils/link-cache';
import type { ApprovalLinkPage } from './lookup-approval-link';

export type LinkDecision = {
  storyId: string;
  /** The content version the page showed (a story changed since answers 409). */
  version: string;
  decision: ApprovalDecision;
  comment?: string;
};

/** POST /api/approvals/decide: decisions through the link, all stored or none. */
export function decideByLink({ token, decisions }: { token: string; decisions: LinkDecision[] }) {
  return read(apiClient.api.approvals.decide.$post({ json: { token, decisions } }));
}

/**
 * The link's decisions. Success writes the answers into the page (states, comments, and whether the request is now
 * completed). A refusal that means the page is out of date (409: a story changed, or the link was already answered;
 * 404: the link expired or was replaced) reads the page again; what the user is told is the caller's.
 */
export function useDecideByLink(token: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.approvalLink(token);
  return useMutation({
    mutationFn: (decisions: LinkDecision[]) => decideByLink({ token, decisions }),
    onSuccess: (result) => {
      queryClient.setQueryData<ApprovalLinkPage>(queryKey, (page) =>
        page ? applyLinkDecisions(page, result) : page,
      );
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { APPROVAL_TEXTS } from '@shared/approvals/approval-texts';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { DECISION_TEXTS } from './approval-texts';

/**
 * Tells the client why a decision was not stored. The screen reads its data again in the cases that call for it
 * (the mutation hooks do that): a story changed since it was shown (409), the link was already answered (409) or is
 * no longer valid (404).
 */
export function toastDecisionError(error: unknown): void {
  if (isApiError(error) && error.status === 409 && error.message === APPROVAL_TEXTS.storyChanged) {
    toast.warning(DECISION_TEXTS.storyChangedTitle, { description: DECISION_TEXTS.storyChangedDescription });
    return;
  }
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    toast.info(error.message);
    return;
  }
  toast.error(DECISION_TEXTS.saveFailed, { description: isApiError(error) ? error.message : undefined });
}

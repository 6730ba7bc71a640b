import { APPROVAL_TEXTS } from '@shared/approvals/approval-texts';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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

/** One decision as both decision calls take it (the link's and the signed-in client's). */
interface StoryDecisionInput {
  storyId: string;
  version: string;
  decision: 'approved' | 'changes_requested';
  comment?: string | null;
}

/** The two calls of a decision mutation that «Aprobar» and «Pedir cambios» use. */
interface DecisionMutation {
  mutate(
    decisions: StoryDecisionInput[],
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
  mutateAsync(decisions: StoryDecisionInput[]): Promise<unknown>;
}

/**
 * «Aprobar» and «Pedir cambios» of one story, for the approval page and the campaign screen alike: each sends the
 * version the story was shown with, says the outcome in a toast and then calls `onDecided` (where the focus goes);
 * a request for changes resolves to whether it was stored (the form keeps the text when it was not).
 */
export function storyDecisionHandlers(
  decide: DecisionMutation,
  story: { id: string; storyNumber: number; approval: { version: string } },
  onDecided: () => void,
) {
  const onApprove = () =>
    decide.mutate([{ storyId: story.id, version: story.approval.version, decision: 'approved' }], {
      onSuccess: () => {
        toast.success(DECISION_TEXTS.storyApproved(story.storyNumber));
        onDecided();
      },
      onError: toastDecisionError,
    });
  const onRequestChanges = (text: string): Promise<boolean> =>
    decide
      .mutateAsync([
        { storyId: story.id, version: story.approval.version, decision: 'changes_requested', comment: text },
      ])
      .then(
        () => {
          toast.success(DECISION_TEXTS.changesRequested(story.storyNumber), {
            description: DECISION_TEXTS.changesRequestedHint,
          });
          onDecided();
          return true;
        },
        (error: unknown) => {
          toastDecisionError(error);
          return false;
        },
      );
  return { onApprove, onRequestChanges };
}

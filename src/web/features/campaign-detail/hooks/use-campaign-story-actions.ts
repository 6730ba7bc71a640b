import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { type CompletedDay, useSetStoryPosted } from '../api/set-story-posted';
import { useUpdateStoryCopy } from '../api/update-story-copy';
import type { Completion } from '../components/completion-dialog';
import { CompletionDialog } from '../components/lazy-dialogs';
import { type ProofMark, ProofMarkSheet } from '../components/story-action-dialogs';
import { findStory } from '../utils/campaign-cache';

// The check of a 409 for want of a proof comes with the proof sheet's chunk (story-action-dialogs.tsx).
const proofRefusal = () => import('../components/proof-mark-sheet');

let proofMarks = 0;
/** Each asking starts a sheet afresh (its own key). */
const askedProof = (storyId: string, mark: () => void): ProofMark => {
  proofMarks += 1;
  return { id: proofMarks, storyId, mark, open: true };
};

/**
 * What the campaign screen's story cards do: mark a story published (or not), save its copy, and the celebration
 * a mark that completes a day (or the campaign) opens. Where the client must give a proof of posting
 * (`isProofRequired`, the client area only) «Marcar publicada» of a story without one opens the proof sheet first
 * (`proofMark`, drawn by the screen with `StoryActionDialogs`); a refusal for want of one (the agency has just turned
 * it on) opens it too.
 */
export function useCampaignStoryActions(
  campaignId: string,
  { isProofRequired }: { isProofRequired: boolean },
) {
  const queryClient = useQueryClient();
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [proofMark, setProofMark] = useState<ProofMark | null>(null);
  const onDayCompleted = useCallback((day: CompletedDay) => {
    setCompletion({ kind: day.isLastDay ? 'launch' : 'day', dayOrder: day.dayOrder });
  }, []);
  const { mutate: setPosted } = useSetStoryPosted(campaignId, onDayCompleted);
  const { mutate: updateCopy } = useUpdateStoryCopy(campaignId);
  useEffect(() => {
    if (isProofRequired) ProofMarkSheet.preload().catch(() => undefined);
  }, [isProofRequired]);
  const proofRequired = useRef(isProofRequired);
  proofRequired.current = isProofRequired;

  const onTogglePosted = useCallback(
    (storyId: string, isPosted: boolean) => {
      const mark = () => {
        // Marking one may complete its day: fetch the celebration while the server answers.
        if (isPosted) CompletionDialog.preload().catch(() => undefined);
        setPosted(
          { storyId, isPosted },
          {
            // Other refusals are only logged (spec section 8); these the user must understand: the campaign requires
            // the client's approval (e.g. an edit voided it while the screen showed it approved), or a proof.
            onError: (error) => {
              if (!isApiError(error) || error.status !== 409) return;
              void proofRefusal().then(({ isProofRequiredRefusal }) => {
                if (!isProofRequiredRefusal(error)) return void toast.error(error.message);
                void queryClient.invalidateQueries({ queryKey: queryKeys.client.me });
                setProofMark(askedProof(storyId, mark));
              });
            },
          },
        );
      };
      const data = queryClient.getQueryData<CampaignDetailResponse>(queryKeys.campaigns.detail(campaignId));
      const hasProof = Boolean(findStory(data, storyId)?.story.proof);
      if (isPosted && proofRequired.current && !hasProof) setProofMark(askedProof(storyId, mark));
      else mark();
    },
    [setPosted, queryClient, campaignId],
  );
  const onSaveCopy = useCallback(
    (storyId: string, copyText: string) => updateCopy({ storyId, copyText }),
    [updateCopy],
  );
  return {
    onTogglePosted,
    onSaveCopy,
    completion,
    closeCompletion: () => setCompletion(null),
    proofMark,
    closeProofMark: () => setProofMark((shown) => shown && { ...shown, open: false }),
  };
}

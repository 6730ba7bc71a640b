import type { StoryListItem } from '@shared/api/client-area/stories';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AttachProof } from '@/components/story/proof/attach-proof';
import { PROOF_UI_TEXTS } from '@/components/story/proof/proof-texts';
import { useProofDialogs } from '@/components/story/proof/use-proof-dialogs';
import type { ProofDraft } from '@/lib/story-published/proof-requests';
import { useIsProofRequired } from '@/lib/story-published/use-proof-required';
import { toast } from '@/lib/toast';

/** «Título · Campaña»: which story a proof is for. */
export const proofTitleOf = (story: Pick<StoryListItem, 'title' | 'storyNumber' | 'campaignTitle'>) =>
  `${story.title.trim() || `Historia ${story.storyNumber}`} · ${story.campaignTitle}`;

/**
 * «Historias Pendientes»' proofs of posting (issue 31 §1), sent at once as its marks are: `askProofThenMark` (the
 * sheet, the proof, then `mark`) where the client must give one (`isProofRequired`) or the server asked for it (409),
 * and `attachProof` for the published cards' «Adjuntar prueba». The requests load with the first proof sent.
 */
export function usePendingProofs() {
  const queryClient = useQueryClient();
  const isProofRequired = useIsProofRequired();
  const { openProofSheet, proofDialogs } = useProofDialogs({ preload: isProofRequired });

  const send = useCallback(
    async (storyId: string, campaignId: string | null, draft: ProofDraft) => {
      const { markProofReadsStale, sendProof } = await import('@/lib/story-published/proof-requests');
      await sendProof(storyId, draft);
      markProofReadsStale(queryClient, { campaignId });
    },
    [queryClient],
  );

  const askProofThenMark = useCallback(
    (story: StoryListItem, mark: (story: StoryListItem) => void) =>
      openProofSheet({
        storyId: story.id,
        storyTitle: proofTitleOf(story),
        mode: 'mark',
        onSubmit: async (draft) => {
          await send(story.id, story.campaignId, draft);
          mark(story);
        },
      }),
    [openProofSheet, send],
  );

  const attachProof = useCallback<AttachProof>(
    async (storyId, draft) => {
      await send(storyId, null, draft);
      toast.success(PROOF_UI_TEXTS.saved);
    },
    [send],
  );

  return { isProofRequired, askProofThenMark, attachProof, proofDialogs };
}

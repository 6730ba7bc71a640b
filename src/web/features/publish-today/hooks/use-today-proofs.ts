import type { PublishingStory } from '@shared/api/client-area/publishing';
import { useCallback, useEffect, useRef } from 'react';
import type { AttachProof } from '@/components/story/proof/attach-proof';
import { isProofRequiredRefusal } from '@/components/story/proof/proof-refusal';
import { PROOF_UI_TEXTS } from '@/components/story/proof/proof-texts';
import { useProofDialogs } from '@/components/story/proof/use-proof-dialogs';
import { postedOutbox } from '@/lib/story-published/posted-outbox';
import { useIsProofRequired } from '@/lib/story-published/use-proof-required';
import { toast } from '@/lib/toast';
import { useMarkPostedWithProof } from './use-mark-posted';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * «Publicar hoy»'s proofs of posting (issue 31 §1), through the outbox like its marks (offline too):
 * `askProofThenMark` (the sheet, then the mark with its proof) where the client must give one (`isProofRequired`),
 * and `attachProof` for a published card's «Adjuntar prueba». A mark the server refused for want of a proof (the agency
 * turned it on meanwhile) opens the sheet for that story, if the screen still lists it.
 */
export function useTodayProofs({
  stories,
  onMarked,
}: {
  /** The screen's stories (to name the one a refusal is about). */
  stories: readonly PublishingStory[] | undefined;
  /** Says the story was marked (the screen's toast). */
  onMarked: (story: Pick<PublishingStory, 'id' | 'title'>) => void;
}) {
  const isProofRequired = useIsProofRequired();
  const markWithProof = useMarkPostedWithProof();
  const { openProofSheet, proofDialogs } = useProofDialogs({ preload: isProofRequired });

  const askProofThenMark = useCallback(
    (story: Pick<PublishingStory, 'id' | 'title'>) =>
      openProofSheet({
        storyId: story.id,
        storyTitle: story.title,
        mode: 'mark',
        onSubmit: async (draft) => {
          await markWithProof(story.id, draft, { isProofRequired: true });
          onMarked(story);
        },
      }),
    [openProofSheet, markWithProof, onMarked],
  );

  const attachProof = useCallback<AttachProof>(
    async (storyId, draft) => {
      await markWithProof(storyId, draft, { isProofRequired: false });
      toast.success(isOffline() ? PROOF_UI_TEXTS.queued : PROOF_UI_TEXTS.saved);
    },
    [markWithProof],
  );

  const storiesRef = useRef(stories);
  storiesRef.current = stories;
  const askRef = useRef(askProofThenMark);
  askRef.current = askProofThenMark;
  useEffect(
    () =>
      postedOutbox.onEvent((event) => {
        if (event.type !== 'dropped' || !event.mark.isPosted || !isProofRequiredRefusal(event.error)) return;
        const story = storiesRef.current?.find((candidate) => candidate.id === event.mark.storyId);
        if (story) askRef.current(story);
      }),
    [],
  );

  return { isProofRequired, askProofThenMark, attachProof, proofDialogs };
}

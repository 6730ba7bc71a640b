import { PaperclipIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { preloadOn } from '@/lib/lazy-with-preload';
import { type AttachProof, useAttachProof } from './attach-proof';
import { ProofSheet } from './lazy-proof-dialogs';
import { PROOF_UI_TEXTS } from './proof-texts';
import { useProofDialogs } from './use-proof-dialogs';

/**
 * «Adjuntar prueba» on a published story's card: the proof sheet (its chunk starts loading when the button is pointed
 * at, focused or pressed), whose proof goes where `onAttach` says, else where the screen's `AttachProofProvider` does.
 * Nothing when neither says.
 */
export function AttachProofButton({
  storyId,
  storyTitle,
  onAttach,
  className,
}: {
  storyId: string;
  storyTitle: string;
  onAttach?: AttachProof;
  className?: string;
}) {
  const fromScreen = useAttachProof();
  const attach = onAttach ?? fromScreen;
  const { openProofSheet, proofDialogs } = useProofDialogs();
  if (!attach) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={cn('justify-self-start', className)}
        {...preloadOn(ProofSheet)}
        onClick={() =>
          openProofSheet({ storyId, storyTitle, mode: 'attach', onSubmit: (draft) => attach(storyId, draft) })
        }
      >
        <PaperclipIcon aria-hidden="true" />
        {PROOF_UI_TEXTS.attach}
        <span className="sr-only">: {storyTitle}</span>
      </Button>
      {proofDialogs}
    </>
  );
}

import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import type { Completion } from './completion-dialog';
import { CompletionDialog } from './lazy-dialogs';

// The proof sheet before a mark (issue 31 §1) and the check of a 409 for want of a proof: one chunk, loaded where the
// client must give proofs (at once), or by the first such 409.
export const ProofMarkSheet = lazyWithPreload(
  async () => (await import('./proof-mark-sheet')).ProofMarkSheet,
);

/** A mark waiting for its proof: the story, the mark to send once the proof is in, and whether the sheet is open. */
export type ProofMark = { id: number; storyId: string; mark: () => void; open: boolean };

/**
 * What a mark opens (use-campaign-story-actions.ts): the celebration of a completed day or campaign, and the proof
 * sheet before a mark where the client must give a proof. Each mounted from its first opening on.
 */
export function StoryActionDialogs({
  campaignId,
  completion,
  onCloseCompletion,
  proofMark,
  onCloseProofMark,
}: {
  campaignId: string;
  completion: Completion | null;
  onCloseCompletion: () => void;
  proofMark: ProofMark | null;
  onCloseProofMark: () => void;
}) {
  return (
    <>
      <MountedOnceOpen open={completion !== null}>
        <CompletionDialog completion={completion} onClose={onCloseCompletion} />
      </MountedOnceOpen>
      <MountedOnceOpen open={proofMark?.open === true}>
        {proofMark && (
          <ProofMarkSheet
            key={proofMark.id}
            campaignId={campaignId}
            storyId={proofMark.storyId}
            open={proofMark.open}
            onOpenChange={(open) => !open && onCloseProofMark()}
            onProofSaved={proofMark.mark}
          />
        )}
      </MountedOnceOpen>
    </>
  );
}

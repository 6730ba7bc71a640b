import type { StoryProof } from '@shared/proofs/story-proof';
import { ShieldCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { preloadOn } from '@/lib/lazy-with-preload';
import type { AttachProof } from './attach-proof';
import { AttachProofButton } from './attach-proof-button';
import { ProofSheet, RemoveProofDialog } from './lazy-proof-dialogs';
import { ProofPreview, proofAttribution } from './proof-preview';
import { PROOF_UI_TEXTS } from './proof-texts';
import { useProofDialogs } from './use-proof-dialogs';

/**
 * A published story's «Prueba» (issue 31 §1) on the campaign screen, for the brand and the agency alike: the
 * screenshot's thumbnail or «Ver en Instagram», who attached it and when, «Cambiar» and «Quitar» (confirmed); without
 * one, «Adjuntar prueba». `onAttach` and `onRemove` send (the screen writes the answer into its read).
 */
export function ProofRow({
  storyId,
  storyTitle,
  proof,
  onAttach,
  onRemove,
}: {
  storyId: string;
  storyTitle: string;
  proof: StoryProof | null;
  onAttach: AttachProof;
  onRemove: (storyId: string) => Promise<void>;
}) {
  const labelId = useId();
  const { openProofSheet, openRemoveProof, proofDialogs } = useProofDialogs();
  return (
    <section
      aria-labelledby={labelId}
      className="grid min-w-0 gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm"
    >
      <p id={labelId} className="flex items-center gap-1.5 font-medium text-muted-foreground text-xs">
        <ShieldCheckIcon className="size-3.5" aria-hidden="true" />
        {PROOF_UI_TEXTS.label}
      </p>
      {proof ? (
        <div className="flex min-w-0 items-start gap-3">
          <ProofPreview proof={proof} storyTitle={storyTitle} />
          <div className="grid min-w-0 flex-1 gap-2">
            <p className="text-muted-foreground text-xs">{proofAttribution(proof)}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                {...preloadOn(ProofSheet)}
                onClick={() =>
                  openProofSheet({
                    storyId,
                    storyTitle,
                    current: proof,
                    mode: 'attach',
                    onSubmit: (draft) => onAttach(storyId, draft),
                  })
                }
              >
                {PROOF_UI_TEXTS.change} <span className="sr-only">la prueba de {storyTitle}</span>
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-muted-foreground"
                {...preloadOn(RemoveProofDialog)}
                onClick={() => openRemoveProof({ storyId, storyTitle, onConfirm: () => onRemove(storyId) })}
              >
                {PROOF_UI_TEXTS.remove} <span className="sr-only">la prueba de {storyTitle}</span>
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <AttachProofButton storyId={storyId} storyTitle={storyTitle} onAttach={onAttach} />
      )}
      {proofDialogs}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { ProofSheet, RemoveProofDialog } from './lazy-proof-dialogs';
import type { ProofSheetRequest } from './proof-sheet';
import type { RemoveProofRequest } from './remove-proof-dialog';

type Shown = { id: number; open: boolean } & (
  | { kind: 'sheet'; request: ProofSheetRequest }
  | { kind: 'remove'; request: RemoveProofRequest }
);

/**
 * A screen's proof dialogs (one at a time, whatever card asked): `openProofSheet` (mark with a proof, attach or change
 * one) and `openRemoveProof`; render `proofDialogs` once. Each opening starts afresh. `preload`: fetch the sheet now
 * (the client must give a proof with every mark, so the next «Marcar publicada» opens it).
 */
export function useProofDialogs({ preload = false }: { preload?: boolean } = {}) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (preload) ProofSheet.preload().catch(() => undefined);
  }, [preload]);
  const openProofSheet = useCallback(
    (request: ProofSheetRequest) =>
      setShown((previous) => ({ id: (previous?.id ?? 0) + 1, open: true, kind: 'sheet', request })),
    [],
  );
  const openRemoveProof = useCallback(
    (request: RemoveProofRequest) =>
      setShown((previous) => ({ id: (previous?.id ?? 0) + 1, open: true, kind: 'remove', request })),
    [],
  );
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setShown((previous) => previous && { ...previous, open: false });
  }, []);
  const proofDialogs = (
    <MountedOnceOpen open={shown?.open === true}>
      {shown?.kind === 'sheet' && (
        <ProofSheet key={shown.id} request={shown.request} open={shown.open} onOpenChange={onOpenChange} />
      )}
      {shown?.kind === 'remove' && (
        <RemoveProofDialog
          key={shown.id}
          request={shown.request}
          open={shown.open}
          onOpenChange={onOpenChange}
        />
      )}
    </MountedOnceOpen>
  );
  return { openProofSheet, openRemoveProof, proofDialogs };
}

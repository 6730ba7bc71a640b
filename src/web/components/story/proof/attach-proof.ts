import { createContext, useContext } from 'react';
import type { ProofDraft } from '@/lib/story-published/proof-requests';

/**
 * How a screen attaches a proof to a published story (issue 31 §1): sent at once («Historias Pendientes»), or through
 * the outbox («Publicar hoy»). Resolves once done; a rejection is shown in the sheet, which stays open.
 */
export type AttachProof = (storyId: string, draft: ProofDraft) => Promise<void>;

const AttachProofContext = createContext<AttachProof | null>(null);

/** Given once by the screen, read by its cards' «Adjuntar prueba» (features do not import each other). */
export const AttachProofProvider = AttachProofContext.Provider;

/** The screen's way to attach a proof; null where it gave none (the cards then offer none). */
export function useAttachProof(): AttachProof | null {
  return useContext(AttachProofContext);
}

import { ApiError } from '@/lib/api-client';
import type { QueuedProof } from './posted-mark';
import { proofFiles } from './proof-files';
import { sendProof } from './proof-requests';

/*
 * The outbox's proofs (posted-outbox.ts loads this module when a mark has one): the kept screenshot read from
 * IndexedDB and sent through the one request path (proof-requests.ts), and deleted once done with.
 */

/** A queued screenshot this device no longer keeps (a private window closed, its storage cleared). */
export const PROOF_FILE_LOST = 'La captura guardada en este dispositivo ya no está disponible.';

/** Sends a queued proof. A screenshot no longer kept on this device is refused for good (410), as the server would. */
export async function sendQueuedProof(storyId: string, proof: QueuedProof): Promise<void> {
  if (proof.kind === 'link') {
    await sendProof(storyId, proof);
    return;
  }
  const file = await proofFiles.get(proof.fileKey);
  if (!file) throw new ApiError({ status: 410, code: 'PROOF_FILE_LOST', message: PROOF_FILE_LOST });
  await sendProof(storyId, { kind: 'screenshot', file });
}

export function forgetQueuedProof(proof: QueuedProof & { kind: 'screenshot' }): Promise<void> {
  return proofFiles.delete(proof.fileKey);
}

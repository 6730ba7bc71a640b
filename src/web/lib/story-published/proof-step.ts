import {
  isSameProof,
  isTransientFailure,
  type OutboxEvent,
  type PostedMark,
  type ProofDelivery,
  type QueuedProof,
} from './posted-mark';

/** What the outbox lends the proof step: the delivery, its stored marks, forgetting a kept file, its listeners. */
export interface ProofStepContext {
  delivery: ProofDelivery;
  update: (storyId: string, change: (mark: PostedMark) => PostedMark | null) => void;
  forget: (proof: QueuedProof | undefined) => void;
  emit: (event: OutboxEvent) => void;
}

/** The stored marks without `proof` (the server has it, or refused it): a retry sends only the mark. */
function clearProof(context: ProofStepContext, storyId: string, proof: QueuedProof): void {
  context.update(storyId, (stored) => {
    if (!isSameProof(stored.proof, proof)) return stored;
    const { proof: _done, isProofRequired: _required, ...rest } = stored;
    return rest;
  });
  context.forget(proof);
}

/**
 * A mark's proof, sent before the mark (posted-outbox.ts loads this module when a mark has one). True: the mark goes
 * on (the proof was taken, or refused and not required: it is dropped and reported); false: the mark was dropped with
 * its refused proof (the client had to give one). A failure worth retrying is thrown, as the mark's own send does.
 */
export async function deliverProof(
  mark: PostedMark,
  proof: QueuedProof,
  context: ProofStepContext,
): Promise<boolean> {
  try {
    await context.delivery.send(mark.storyId, proof);
  } catch (error) {
    if (isTransientFailure(error)) throw error;
    if (mark.isProofRequired) {
      context.update(mark.storyId, (stored) => (stored.version === mark.version ? null : stored));
      context.forget(proof);
      context.emit({ type: 'dropped', mark, error, cause: 'proof' });
      return false;
    }
    clearProof(context, mark.storyId, proof);
    context.emit({ type: 'proof-dropped', mark, error });
    return true;
  }
  clearProof(context, mark.storyId, proof);
  return true;
}

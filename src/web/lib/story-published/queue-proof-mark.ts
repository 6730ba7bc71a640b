import type { PostedMark, PostedMarkLabel, QueuedProof } from './posted-mark';
import { postedOutbox } from './posted-outbox';
import { proofFileKey, proofFiles } from './proof-files';
import type { ProofDraft } from './proof-requests';

/**
 * «Marcar publicada» with its proof through the outbox (issue 31 §1), online or not: the screenshot is kept in
 * IndexedDB first, then the mark is stored with it and sent when it can be (the proof, then the mark). Also how a
 * proof is attached afterwards where marks go through the outbox («Publicar hoy»): marking a published story again is
 * harmless, and the proof rides with it. Import it on demand (it brings the IndexedDB store).
 */
export async function queuePostedMarkWithProof({
  storyId,
  label,
  proof,
  isProofRequired,
}: {
  storyId: string;
  label?: PostedMarkLabel | undefined;
  proof: ProofDraft;
  isProofRequired: boolean;
}): Promise<PostedMark> {
  let queued: QueuedProof;
  if (proof.kind === 'screenshot') {
    queued = { kind: 'screenshot', fileKey: proofFileKey(storyId) };
    await proofFiles.put(queued.fileKey, proof.file);
  } else queued = { kind: 'link', link: proof.link };
  const mark = postedOutbox.queue(storyId, true, label, { proof: queued, isProofRequired });
  void postedOutbox.flush();
  const inUse = new Set(
    postedOutbox
      .marks()
      .flatMap((stored) => (stored.proof?.kind === 'screenshot' ? [stored.proof.fileKey] : [])),
  );
  void proofFiles.sweep(inUse);
  return mark;
}

import { isApiError } from '@/lib/api-client';

/** One story's posted state waiting in the outbox, and what the outbox tells its listeners. */

export interface PostedMark {
  storyId: string;
  isPosted: boolean;
  /** When this state was asked for (ms since the epoch): marks are sent oldest first. */
  queuedAt: number;
  /** Goes up with every new state of the story, so that a send only clears the state it carried. */
  version: number;
  /** Sends that failed and will be tried again. */
  attempts: number;
  /** True once the mark could not be sent at once (offline, or a failed send): the screen says it is waiting. */
  isWaiting: boolean;
  /** What the story is called, for a message about this mark shown after the screen has moved on (issue 29). */
  label?: PostedMarkLabel | undefined;
  /** Its proof of posting (issue 31 §1), sent before the mark and forgotten once the server has it. */
  proof?: QueuedProof | undefined;
  /** The client had to give one (its agency requires it): a proof refused for good drops the mark too. */
  isProofRequired?: boolean | undefined;
}

/**
 * A proof waiting with its mark: the story's Instagram link, or the screenshot, kept in IndexedDB under `fileKey`
 * (proof-files.ts: a file does not fit in localStorage).
 */
export type QueuedProof = { kind: 'link'; link: string } | { kind: 'screenshot'; fileKey: string };

export interface ProofDelivery {
  /** PUT …/proof/link or …/proof/screenshot; throws an ApiError like `send`. */
  send(storyId: string, proof: QueuedProof): Promise<void>;
  /** Deletes a kept screenshot (accepted, refused or replaced). */
  forget(proof: QueuedProof & { kind: 'screenshot' }): Promise<void>;
}

/** The proof of a stored mark, when it is well formed. */
export function isQueuedProof(value: unknown): value is QueuedProof {
  const proof = value as { kind?: unknown; link?: unknown; fileKey?: unknown } | null;
  if (typeof proof !== 'object' || proof === null) return false;
  return proof.kind === 'link'
    ? typeof proof.link === 'string'
    : proof.kind === 'screenshot' && typeof proof.fileKey === 'string';
}

/** Whether two queued proofs are the same one (the same link, or the same kept file). */
export function isSameProof(a: QueuedProof | undefined, b: QueuedProof | undefined): boolean {
  if (!a || !b) return false;
  return a.kind === 'link'
    ? b.kind === 'link' && a.link === b.link
    : b.kind === 'screenshot' && a.fileKey === b.fileKey;
}

export interface PostedMarkLabel {
  storyTitle: string;
  campaignTitle: string;
}

/** The label of a stored mark, when it is well formed (older marks have none). */
export function isMarkLabel(value: unknown): value is PostedMarkLabel {
  const label = value as Partial<PostedMarkLabel> | null;
  return (
    typeof label === 'object' &&
    label !== null &&
    typeof label.storyTitle === 'string' &&
    typeof label.campaignTitle === 'string'
  );
}

export type OutboxEvent =
  /** The marks a flush delivered; `waitedCount` of them had been waiting (the user was told so). */
  | { type: 'sent'; marks: PostedMark[]; waitedCount: number }
  /**
   * A mark the server refused for good (4xx): it is gone from the outbox. `cause` 'proof': its proof was refused and
   * the client had to give one, so the mark was not sent.
   */
  | { type: 'dropped'; mark: PostedMark; error: unknown; cause?: 'proof' }
  /** A proof the server refused for good (too large, not an image, not an Instagram link): the mark goes without it. */
  | { type: 'proof-dropped'; mark: PostedMark; error: unknown }
  /** A mark that could not be sent now and stays for later. */
  | { type: 'kept'; mark: PostedMark; error: unknown };

/** Answers worth asking again later: the network, the server, an expired session, a rate limit. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 0 || error.status >= 500) return true;
  if ([401, 408, 425, 429].includes(error.status)) return true;
  return error.status === 403 && error.code === 'PASSWORD_CHANGE_REQUIRED';
}

export function isMark(value: unknown): value is PostedMark {
  const m = value as Partial<PostedMark> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.storyId === 'string' &&
    typeof m.isPosted === 'boolean' &&
    typeof m.queuedAt === 'number' &&
    typeof m.version === 'number'
  );
}

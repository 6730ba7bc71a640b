/**
 * The outbox of 'published' marks made without a connection (or while the server could not be reached): each
 * one is kept in localStorage, keyed by story id, until the server has taken it. The server *sets* the state
 * (PATCH /api/stories/{id}/posted {isPosted}, not a toggle), so only the last state asked for a story matters:
 * a new mark replaces the one waiting, and sending them again is harmless.
 *
 * - `queue(storyId, isPosted)` stores the mark; `flush()` sends what is stored, oldest first, one at a time.
 * - A network failure (or 5xx, 401, 408, 429, a pending password change) keeps the mark, stops the flush and
 *   tries again later (backoff), or when the browser says it is back online.
 * - Any other 4xx (the story was deleted: 404) drops the mark and reports it: it will never be accepted.
 * - A mark may carry its proof of posting (issue 31 §1: the Instagram link, or a screenshot kept in IndexedDB):
 *   the proof goes first (PUT …/proof/…), then the mark; the kept screenshot is forgotten once the server has it. A
 *   proof refused for good (413, 415, 400) is dropped and reported, and the mark still goes, unless the client had
 *   to give one: then the mark is dropped with it (the server would refuse it: 409).
 *
 * Generic on purpose: it knows nothing of any screen's cache. A screen applies its own optimistic change and
 * overlays the waiting marks on what it reads (`publish-today`); `use-outbox-sync.ts` wires the app to it and
 * refreshes the story-published reads (story-published-caches.ts) after each pass.
 */
import {
  isSameProof,
  isTransientFailure,
  type OutboxEvent,
  type PostedMark,
  type PostedMarkLabel,
  type ProofDelivery,
  type QueuedProof,
} from './posted-mark';
import { createPostedMarkStore, type OutboxStorage } from './posted-mark-store';
import type { ProofStepContext } from './proof-step';
import { setStoryPosted } from './set-story-posted';

export interface PostedOutboxOptions {
  /** Where marks survive a reload (localStorage); null keeps them in memory only. */
  storage: OutboxStorage | null;
  storageKey?: string;
  /** Delivers one mark; throws an ApiError (status 0 for a network failure) when it could not. */
  send: (mark: PostedMark) => Promise<void>;
  isOnline?: () => boolean;
  now?: () => number;
  /** Waits before the 1st, 2nd… retry after a failed send (the last one repeats). */
  retryDelaysMs?: readonly number[];
  /** Sends a mark's proof and forgets a kept screenshot (default: proof-delivery.ts, loaded when a proof is there). */
  proofs?: ProofDelivery;
}

/** What a mark asks with its «Marcar publicada»: its proof, and whether the client had to give one. */
export interface MarkProof {
  proof: QueuedProof;
  isProofRequired: boolean;
}

/** The module that reads kept screenshots and sends proofs: loaded only when a mark has a proof. */
const lazyProofDelivery: ProofDelivery = {
  send: async (storyId, proof) => (await import('./proof-delivery')).sendQueuedProof(storyId, proof),
  forget: async (proof) => (await import('./proof-delivery')).forgetQueuedProof(proof),
};

export const POSTED_OUTBOX_KEY = 'stories-panel:outbox:posted';
const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

const byQueuedAt = (a: PostedMark, b: PostedMark) => a.queuedAt - b.queuedAt;
const sendKey = (mark: PostedMark) => `${mark.storyId}#${mark.version}`;

/** One pending retry at most: `schedule` replaces the one waiting. */
function createRetryTimer(run: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    clear,
    isPending: () => timer !== null,
    schedule(delayMs: number) {
      clear();
      timer = setTimeout(() => {
        timer = null;
        run();
      }, delayMs);
    },
  };
}

/** A list of listeners: `add` returns the unsubscribe, `emit` tells them all. */
function createListeners<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: T): void {
      for (const listener of listeners) listener(value);
    },
  };
}

/** Deletes a kept screenshot no stored mark holds any more (in the background: a failure leaves a file to sweep). */
function forgetUnheld(
  marks: readonly PostedMark[],
  proof: QueuedProof | undefined,
  proofs: ProofDelivery,
): void {
  if (proof?.kind !== 'screenshot' || marks.some((mark) => isSameProof(mark.proof, proof))) return;
  proofs.forget(proof).catch(() => undefined);
}

/** A «Marcar publicada»'s proof goes first (proof-step.ts, loaded then): false when the mark was dropped with it. */
async function proofFirst(mark: PostedMark, context: ProofStepContext): Promise<boolean> {
  if (!mark.isPosted || !mark.proof) return true;
  return (await import('./proof-step')).deliverProof(mark, mark.proof, context);
}

export function createPostedOutbox({
  storage,
  storageKey = POSTED_OUTBOX_KEY,
  send,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  now = Date.now,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  proofs = lazyProofDelivery,
}: PostedOutboxOptions) {
  const store = createPostedMarkStore({ storage, storageKey });
  const { load, save, update, markAllWaiting } = store;
  const events = createListeners<OutboxEvent>();
  const emit = events.emit;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let failures = 0;

  const retry = createRetryTimer(() => void flush());
  const clearRetry = retry.clear;
  const scheduleRetry = () =>
    retry.schedule(retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)] ?? 60_000);

  const forget = (proof: QueuedProof | undefined) => forgetUnheld(load(), proof, proofs);
  const proofContext: ProofStepContext = { delivery: proofs, update, forget, emit };

  /** One pass: every stored mark once (a newer state queued meanwhile gets its own turn), oldest first. */
  async function flushOnce(): Promise<void> {
    if (load().length === 0) return;
    if (!isOnline()) {
      markAllWaiting();
      return;
    }
    clearRetry();
    const tried = new Set<string>();
    const sent: PostedMark[] = [];
    try {
      for (;;) {
        const mark = [...load()].sort(byQueuedAt).find((candidate) => !tried.has(sendKey(candidate)));
        if (!mark) break;
        tried.add(sendKey(mark));
        try {
          if (!(await proofFirst(mark, proofContext))) continue;
          await send(mark);
        } catch (error) {
          if (isTransientFailure(error)) {
            failures += 1;
            update(mark.storyId, (stored) => ({
              ...stored,
              attempts: stored.version === mark.version ? stored.attempts + 1 : stored.attempts,
            }));
            markAllWaiting();
            emit({ type: 'kept', mark, error });
            if (isOnline()) scheduleRetry();
            return;
          }
          update(mark.storyId, (stored) => (stored.version === mark.version ? null : stored));
          forget(mark.proof);
          emit({ type: 'dropped', mark, error });
          continue;
        }
        failures = 0;
        update(mark.storyId, (stored) => (stored.version === mark.version ? null : stored));
        sent.push(mark);
      }
    } finally {
      if (sent.length > 0) {
        emit({ type: 'sent', marks: sent, waitedCount: sent.filter((mark) => mark.isWaiting).length });
      }
    }
  }

  /** Sends what is stored. Calls during a flush make it run once more when it ends (nothing runs twice at once). */
  function flush(): Promise<void> {
    if (running) {
      runAgain = true;
      return running;
    }
    running = (async () => {
      do {
        runAgain = false;
        await flushOnce();
      } while (runAgain && !retry.isPending());
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /**
     * Stores the state asked for a story, replacing any state still waiting for it (and forgetting a screenshot it
     * held that the new one does not). Does not send.
     */
    queue(storyId: string, isPosted: boolean, label?: PostedMarkLabel, proof?: MarkProof): PostedMark {
      const previous = load().find((mark) => mark.storyId === storyId);
      const mark = store.put({ storyId, isPosted, label, queuedAt: now(), isOffline: !isOnline(), proof });
      forget(previous?.proof); // kept while the new state still holds it
      return mark;
    },
    flush,
    /** The waiting marks (a stable array between changes, for useSyncExternalStore). */
    marks: load,
    /** Listens to changes of the stored marks. */
    subscribe: store.subscribe,
    /** Listens to what flushes did (sent, dropped, kept, a proof dropped); returns the unsubscribe. */
    onEvent: events.add,
    /** Tells listeners the storage may have changed elsewhere (the 'storage' event of another tab). */
    refresh: store.refresh,
    /** Forgets every mark and stops retrying (tests; the storage is cleared on sign-out anyway). */
    reset(): void {
      clearRetry();
      failures = 0;
      runAgain = false;
      save([]);
    },
  };
}

function browserStorage(): OutboxStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** PATCH /api/stories/{id}/posted with the mark's state (the module's one request). */
export async function sendPostedMark(mark: Pick<PostedMark, 'storyId' | 'isPosted'>): Promise<void> {
  await setStoryPosted({ storyId: mark.storyId, isPosted: mark.isPosted });
}

/** The app's outbox (localStorage). */
export const postedOutbox = createPostedOutbox({ storage: browserStorage(), send: sendPostedMark });

/**
 * Asks for a story's posted state through the outbox: stored first (so that it survives a closed tab or a lost
 * connection), then sent at once when online. The caller applies its own optimistic change.
 */
export function queuePostedMark(storyId: string, isPosted: boolean, label?: PostedMarkLabel): PostedMark {
  const mark = postedOutbox.queue(storyId, isPosted, label);
  void postedOutbox.flush();
  return mark;
}

import {
  isMark,
  isMarkLabel,
  isQueuedProof,
  type PostedMark,
  type PostedMarkLabel,
  type QueuedProof,
} from './posted-mark';

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type MarkRequest = {
  storyId: string;
  isPosted: boolean;
  label: PostedMarkLabel | undefined;
  queuedAt: number;
  isOffline: boolean;
  /** The proof asked with a «Marcar publicada», and whether the client had to give one. */
  proof?: { proof: QueuedProof; isProofRequired: boolean } | undefined;
};

/**
 * A story's new mark, after `previous` (its version one higher; its label and attempts kept). The proof is the one
 * asked with it, else the previous mark's when both mark the story published (a proof belongs to that state).
 */
function nextMark(previous: PostedMark | undefined, request: MarkRequest): PostedMark {
  const label = request.label ?? previous?.label;
  const kept =
    request.isPosted && previous?.isPosted === true && previous.proof
      ? { proof: previous.proof, isProofRequired: previous.isProofRequired === true }
      : undefined;
  const proof = request.isPosted ? (request.proof ?? kept) : undefined;
  return {
    storyId: request.storyId,
    isPosted: request.isPosted,
    queuedAt: request.queuedAt,
    version: (previous?.version ?? 0) + 1,
    attempts: previous?.attempts ?? 0,
    isWaiting: previous?.isWaiting === true || request.isOffline,
    ...(label ? { label } : {}),
    ...(proof ? { proof: proof.proof } : {}),
    ...(proof?.isProofRequired ? { isProofRequired: true } : {}),
  };
}

/** A stored mark with only the parts that are well formed (older marks have no label nor proof). */
function sanitized({ label, proof, isProofRequired, ...mark }: PostedMark): PostedMark {
  return {
    ...mark,
    ...(isMarkLabel(label) ? { label } : {}),
    ...(isQueuedProof(proof) ? { proof } : {}),
    ...(isQueuedProof(proof) && isProofRequired === true ? { isProofRequired } : {}),
  };
}

/**
 * The outbox's marks as stored (posted-outbox.ts): read from `storage` under `storageKey` whenever they are asked
 * for (another tab, or a sign-out clearing the storage, may have changed them), kept in memory when the storage
 * fails, one stable array between changes (for useSyncExternalStore), and a listener list told of every change.
 */
export function createPostedMarkStore({
  storage,
  storageKey,
}: {
  storage: OutboxStorage | null;
  storageKey: string;
}) {
  let memory: string | null = null;
  let raw: string | null = null;
  let snapshot: readonly PostedMark[] = [];
  const listeners = new Set<() => void>();

  function readRaw(): string | null {
    if (!storage) return memory;
    try {
      return storage.getItem(storageKey);
    } catch {
      return memory;
    }
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  /** The marks as stored now. */
  function load(): readonly PostedMark[] {
    const current = readRaw();
    if (current === raw) return snapshot;
    raw = current;
    try {
      const parsed: unknown = current ? JSON.parse(current) : [];
      snapshot = Array.isArray(parsed) ? parsed.filter(isMark).map(sanitized) : [];
    } catch {
      snapshot = [];
    }
    return snapshot;
  }

  function save(marks: readonly PostedMark[]): void {
    const next = marks.length > 0 ? JSON.stringify(marks) : null;
    memory = next;
    if (storage) {
      try {
        if (next === null) storage.removeItem(storageKey);
        else storage.setItem(storageKey, next);
      } catch {
        // Full or unavailable storage: the marks still live in memory until the page closes.
      }
    }
    raw = readRaw();
    snapshot = marks;
    notify();
  }

  /** Replaces one story's mark by what `change` returns (null removes it). */
  function update(storyId: string, change: (mark: PostedMark) => PostedMark | null): void {
    const next: PostedMark[] = [];
    for (const mark of load()) {
      if (mark.storyId !== storyId) next.push(mark);
      else {
        const changed = change(mark);
        if (changed) next.push(changed);
      }
    }
    save(next);
  }

  return {
    load,
    save,
    update,
    /** Every mark is now waiting for a connection (the screen says so). */
    markAllWaiting(): void {
      const marks = load();
      if (marks.every((mark) => mark.isWaiting)) return;
      save(marks.map((mark) => (mark.isWaiting ? mark : { ...mark, isWaiting: true })));
    },
    /** Stores the state asked for a story, replacing the one still waiting for it (its version one higher). */
    put(request: MarkRequest): PostedMark {
      const mark = nextMark(
        load().find((stored) => stored.storyId === request.storyId),
        request,
      );
      save([...load().filter((stored) => stored.storyId !== request.storyId), mark]);
      return mark;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Tells listeners the storage may have changed elsewhere (the 'storage' event of another tab). */
    refresh(): void {
      const before = snapshot;
      if (load() !== before) notify();
    },
  };
}

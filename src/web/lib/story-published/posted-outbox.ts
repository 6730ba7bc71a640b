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
 *
 * Generic on purpose: it knows nothing of any screen's cache. A screen applies its own optimistic change and
 * overlays the waiting marks on what it reads (`publish-today`); `use-outbox-sync.ts` wires the app to it and
 * refreshes the story-published reads (story-published-caches.ts) after each pass.
 */
import {
  isMark,
  isMarkLabel,
  isTransientFailure,
  type OutboxEvent,
  type PostedMark,
  type PostedMarkLabel,
} from './posted-mark';
import { setStoryPosted } from './set-story-posted';

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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
}

export const POSTED_OUTBOX_KEY = 'stories-panel:outbox:posted';
const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

const byQueuedAt = (a: PostedMark, b: PostedMark) => a.queuedAt - b.queuedAt;
const sendKey = (mark: PostedMark) => `${mark.storyId}#${mark.version}`;

export function createPostedOutbox({
  storage,
  storageKey = POSTED_OUTBOX_KEY,
  send,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  now = Date.now,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: PostedOutboxOptions) {
  let memory: string | null = null;
  let raw: string | null = null;
  let snapshot: readonly PostedMark[] = [];
  const changeListeners = new Set<() => void>();
  const eventListeners = new Set<(event: OutboxEvent) => void>();
  let running: Promise<void> | null = null;
  let runAgain = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  function readRaw(): string | null {
    if (!storage) return memory;
    try {
      return storage.getItem(storageKey);
    } catch {
      return memory;
    }
  }

  /** The marks as stored now (another tab, or a sign-out clearing the storage, may have changed them). */
  function load(): readonly PostedMark[] {
    const current = readRaw();
    if (current === raw) return snapshot;
    raw = current;
    try {
      const parsed: unknown = current ? JSON.parse(current) : [];
      snapshot = Array.isArray(parsed)
        ? parsed.filter(isMark).map(({ label, ...mark }) => (isMarkLabel(label) ? { ...mark, label } : mark))
        : [];
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
    notifyChange();
  }

  function notifyChange(): void {
    for (const listener of changeListeners) listener();
  }

  function emit(event: OutboxEvent): void {
    for (const listener of eventListeners) listener(event);
  }

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

  function markAllWaiting(): void {
    const marks = load();
    if (marks.every((mark) => mark.isWaiting)) return;
    save(marks.map((mark) => (mark.isWaiting ? mark : { ...mark, isWaiting: true })));
  }

  function clearRetry(): void {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function scheduleRetry(): void {
    clearRetry();
    const delay = retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)] ?? 60_000;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flush();
    }, delay);
  }

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
      } while (runAgain && retryTimer === null);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Stores the state asked for a story, replacing any state still waiting for it. Does not send. */
    queue(storyId: string, isPosted: boolean, label?: PostedMarkLabel): PostedMark {
      const previous = load().find((mark) => mark.storyId === storyId);
      const known = label ?? previous?.label;
      const mark: PostedMark = {
        storyId,
        isPosted,
        queuedAt: now(),
        version: (previous?.version ?? 0) + 1,
        attempts: previous?.attempts ?? 0,
        isWaiting: previous?.isWaiting === true || !isOnline(),
        ...(known ? { label: known } : {}),
      };
      save([...load().filter((stored) => stored.storyId !== storyId), mark]);
      return mark;
    },
    flush,
    /** The waiting marks (a stable array between changes, for useSyncExternalStore). */
    marks: load,
    /** Listens to changes of the stored marks. */
    subscribe(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    /** Listens to what flushes did (sent, dropped, kept). */
    onEvent(listener: (event: OutboxEvent) => void): () => void {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    /** Tells listeners the storage may have changed elsewhere (the 'storage' event of another tab). */
    refresh(): void {
      const before = snapshot;
      if (load() !== before) notifyChange();
    },
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

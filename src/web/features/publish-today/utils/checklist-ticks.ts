/**
 * The checklist items ticked on this device ('Añade una encuesta…'), remembered per story and item in
 * localStorage so that closing the browser to post in Instagram does not lose them. A tick older than a week is
 * forgotten (the story is long published by then), so the entry never grows without bound.
 */

export const CHECKLIST_TICKS_KEY = 'stories-panel:publish-today:ticks';
export const TICK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type TickStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** `${storyId}/${itemId}` → when it was ticked (ms since the epoch). */
type Ticks = Readonly<Record<string, number>>;

export const tickKey = (storyId: string, itemId: string) => `${storyId}/${itemId}`;

export function createChecklistTicks({
  storage,
  now = Date.now,
}: {
  storage: TickStorage | null;
  now?: () => number;
}) {
  let raw: string | null | undefined;
  let ticks: Ticks = {};
  const listeners = new Set<() => void>();

  function read(): string | null {
    try {
      return storage?.getItem(CHECKLIST_TICKS_KEY) ?? null;
    } catch {
      return null;
    }
  }

  /** The live ticks (a stable object between changes, for useSyncExternalStore). */
  function get(): Ticks {
    const current = read();
    if (current === raw) return ticks;
    raw = current;
    try {
      const parsed: unknown = current ? JSON.parse(current) : {};
      const limit = now() - TICK_LIFETIME_MS;
      ticks = Object.fromEntries(
        Object.entries(parsed && typeof parsed === 'object' ? parsed : {}).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > limit,
        ),
      );
    } catch {
      ticks = {};
    }
    return ticks;
  }

  function write(next: Ticks): void {
    const text = Object.keys(next).length > 0 ? JSON.stringify(next) : null;
    try {
      if (text === null) storage?.removeItem(CHECKLIST_TICKS_KEY);
      else storage?.setItem(CHECKLIST_TICKS_KEY, text);
    } catch {
      // Storage full or unavailable: the tick lives until the page closes.
    }
    raw = read();
    ticks = next;
    for (const listener of listeners) listener();
  }

  return {
    get,
    isTicked: (storyId: string, itemId: string) => tickKey(storyId, itemId) in get(),
    set(storyId: string, itemId: string, isTicked: boolean): void {
      // Expired ticks are left out when read, so writing also drops them from the storage.
      const { [tickKey(storyId, itemId)]: _, ...rest } = get();
      write(isTicked ? { ...rest, [tickKey(storyId, itemId)]: now() } : rest);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function browserStorage(): TickStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const checklistTicks = createChecklistTicks({ storage: browserStorage() });

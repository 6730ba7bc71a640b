/**
 * The screenshots of marks waiting in the outbox (a file does not fit in localStorage): one IndexedDB store, its
 * bytes and type under the mark's `fileKey` (bytes rather than the Blob: every browser keeps an ArrayBuffer). Where
 * IndexedDB is missing or fails (some private windows), a Map for the page's life: the mark then survives a reload
 * without its screenshot, which the outbox reports as refused.
 */
const DB_NAME = 'stories-panel-proofs';
const STORE = 'screenshots';
/** A file older than this that no mark holds is swept (younger: another tab may be about to queue its mark). */
const SWEEP_AFTER_MS = 10 * 60_000;

type Stored = { type: string; bytes: ArrayBuffer };
const memory = new Map<string, Blob>();
let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** A new key for a story's screenshot: the time it was kept comes first after the story (the sweep reads it). */
export function proofFileKey(storyId: string, now = Date.now()): string {
  return `${storyId}:${now}:${Math.random().toString(36).slice(2, 8)}`;
}

export const proofFiles = {
  async put(key: string, file: Blob): Promise<void> {
    try {
      const stored: Stored = { type: file.type, bytes: await file.arrayBuffer() };
      await run('readwrite', (store) => store.put(stored, key));
    } catch {
      memory.set(key, file);
    }
  },
  async get(key: string): Promise<Blob | undefined> {
    const inMemory = memory.get(key);
    if (inMemory) return inMemory;
    const stored = await run<Stored | undefined>('readonly', (store) => store.get(key)).catch(
      () => undefined,
    );
    return stored ? new Blob([stored.bytes], { type: stored.type }) : undefined;
  },
  async delete(key: string): Promise<void> {
    memory.delete(key);
    await run('readwrite', (store) => store.delete(key)).catch(() => undefined);
  },
  /** Everything (sign-out: the next person on a shared phone finds none of them). */
  async clear(): Promise<void> {
    memory.clear();
    await run('readwrite', (store) => store.clear()).catch(() => undefined);
  },
  /** Deletes the files no mark holds (`inUse`) kept more than 10 minutes ago (a crash, a failed delete). */
  async sweep(inUse: ReadonlySet<string>, now = Date.now()): Promise<void> {
    const keys = await run('readonly', (store) => store.getAllKeys()).catch(() => []);
    for (const key of keys) {
      const keptAt = Number(String(key).split(':').at(-2));
      if (!inUse.has(String(key)) && now - keptAt > SWEEP_AFTER_MS) await this.delete(String(key));
    }
  },
};

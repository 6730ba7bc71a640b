/**
 * The uploads in progress, by story. In module memory, not in a card's state: only the open day's cards are
 * mounted, so closing a day, switching to the calendar tab or leaving the page must neither stop an upload nor
 * lose its progress; the card shows its rows again when it comes back. At most MAX_PARALLEL_UPLOADS run at
 * once, the rest wait in the order they were chosen. While any is under way, leaving or reloading the page
 * asks first (the browser's own prompt).
 */

import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/create-store';
import { abortError } from '@/lib/media/abort-error';

export const MAX_PARALLEL_UPLOADS = 2;

export type MediaUpload = {
  key: string;
  storyId: string;
  fileName: string;
  /** The file this one takes the place of, or null for a new file. */
  replaces: { id: string; name: string } | null;
  status: 'queued' | 'uploading';
  bytesSent: number;
  bytesTotal: number;
};

type UploadsByStory = Readonly<Record<string, readonly MediaUpload[]>>;

const store = createStore<UploadsByStory>({});
const controllers = new Map<string, AbortController>();
const waiting: { key: string; start: () => void }[] = [];
let running = 0;
let nextKey = 0;

const NONE: readonly MediaUpload[] = [];

function write(storyId: string, update: (uploads: readonly MediaUpload[]) => readonly MediaUpload[]) {
  const state = store.get();
  const next = update(state[storyId] ?? NONE);
  if (next.length === 0) {
    const { [storyId]: _removed, ...rest } = state;
    store.set(rest);
  } else {
    store.set({ ...state, [storyId]: next });
  }
  syncUnloadGuard();
}

function patch(upload: MediaUpload, changes: Partial<MediaUpload>) {
  write(upload.storyId, (uploads) =>
    uploads.map((item) => (item.key === upload.key ? { ...item, ...changes } : item)),
  );
}

function remove(upload: MediaUpload) {
  controllers.delete(upload.key);
  write(upload.storyId, (uploads) => uploads.filter((item) => item.key !== upload.key));
}

/** Waits for a free slot (first come, first served); rejects with an AbortError if cancelled meanwhile. */
function acquire(key: string, signal: AbortSignal): Promise<void> {
  if (running < MAX_PARALLEL_UPLOADS) {
    running += 1;
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const entry = {
      key,
      start: () => {
        signal.removeEventListener('abort', onAbort);
        running += 1;
        resolve();
      },
    };
    function onAbort() {
      const index = waiting.indexOf(entry);
      if (index >= 0) waiting.splice(index, 1);
      reject(abortError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.push(entry);
  });
}

function release() {
  running -= 1;
  waiting.shift()?.start();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

let isGuarding = false;
function syncUnloadGuard() {
  const isActive = Object.keys(store.get()).length > 0;
  if (isActive === isGuarding || typeof window === 'undefined') return;
  isGuarding = isActive;
  if (isActive) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

export const mediaUploads = {
  /** Lists files to upload to a story (queued, in this order); returns their rows. */
  add(
    storyId: string,
    files: readonly { fileName: string; size: number; replaces?: MediaUpload['replaces'] }[],
  ): MediaUpload[] {
    const added = files.map((file): MediaUpload => {
      nextKey += 1;
      const key = `upload-${nextKey}`;
      controllers.set(key, new AbortController());
      return {
        key,
        storyId,
        fileName: file.fileName,
        replaces: file.replaces ?? null,
        status: 'queued',
        bytesSent: 0,
        bytesTotal: file.size,
      };
    });
    write(storyId, (uploads) => [...uploads, ...added]);
    return added;
  },

  /**
   * Runs `task` for a listed upload once a slot is free, with its progress reported into the row; the row goes
   * when the task settles. Rejects with an AbortError if the upload is cancelled before its turn.
   */
  async run<T>(
    upload: MediaUpload,
    task: (
      signal: AbortSignal,
      onProgress: (progress: { bytesSent: number; bytesTotal: number }) => void,
    ) => Promise<T>,
  ): Promise<T> {
    const controller = controllers.get(upload.key) ?? new AbortController();
    try {
      await acquire(upload.key, controller.signal);
    } catch (error) {
      remove(upload);
      throw error;
    }
    try {
      patch(upload, { status: 'uploading' });
      return await task(controller.signal, (progress) => patch(upload, progress));
    } finally {
      release();
      remove(upload);
    }
  },

  /** Stops an upload (waiting or running); its `run` rejects with an AbortError. */
  cancel(key: string): void {
    controllers.get(key)?.abort();
  },

  /** Forgets every upload, cancelling them (tests). */
  reset(): void {
    for (const controller of controllers.values()) controller.abort();
    controllers.clear();
    waiting.length = 0;
    running = 0;
    store.set({});
    syncUnloadGuard();
  },
};

/** The uploads of one story, in the order chosen (the same array while they do not change). */
export function useStoryUploads(storyId: string): readonly MediaUpload[] {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get()[storyId] ?? NONE,
    () => NONE,
  );
}

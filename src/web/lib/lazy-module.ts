import { useSyncExternalStore } from 'react';

/**
 * A module fetched after the first view (a dynamic import) that components render from once it has arrived:
 * `load()` fetches it once (again after a failure, say offline before the app was cached), `current()` is the
 * module or null, and `useModule()` the same for a component, which renders again when it arrives.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  current(): T | null;
  /** Whether a load has been asked for (and has not failed). */
  isRequested(): boolean;
  useModule(): T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => module;
  return {
    load() {
      loading ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current,
    isRequested: () => loading !== null,
    useModule: () => useSyncExternalStore(subscribe, current, current),
  };
}

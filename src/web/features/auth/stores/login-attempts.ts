/**
 * The sign-in failure counter (spec sections 2 and 4). It lives in module memory, not in component state:
 * leaving /login and coming back does not reset it, only a page reload (or a successful sign-in) does.
 */

import { LOGIN_MAX_ATTEMPTS } from '@shared/constants';
import { createStore, useStore } from '@/lib/create-store';

export type LoginAttemptsState = {
  failures: number;
  /** The server answered ACCOUNT_LOCKED: locked at once, whatever the local count. */
  isServerLocked: boolean;
};

const INITIAL: LoginAttemptsState = { failures: 0, isServerLocked: false };
const store = createStore<LoginAttemptsState>(INITIAL);

export function isLoginLocked(value: LoginAttemptsState = store.get()): boolean {
  return value.isServerLocked || value.failures >= LOGIN_MAX_ATTEMPTS;
}

export const loginAttempts = {
  get: store.get,
  subscribe: store.subscribe,
  /** Counts one failure and returns the new count. */
  recordFailure(): number {
    const failures = store.get().failures + 1;
    store.set({ ...store.get(), failures });
    return failures;
  },
  lockFromServer(): void {
    store.set({ ...store.get(), isServerLocked: true });
  },
  /** After a successful sign-in (and between tests). */
  reset(): void {
    store.set(INITIAL);
  },
};

export function useLoginAttempts(): LoginAttemptsState & { isLocked: boolean } {
  const snapshot = useStore(store);
  return { ...snapshot, isLocked: isLoginLocked(snapshot) };
}

/**
 * The sign-in failure counter (spec sections 2 and 4). It lives in module memory, not in component state:
 * leaving /login and coming back does not reset it, only a page reload (or a successful sign-in) does.
 */

import { LOGIN_MAX_ATTEMPTS } from '@shared/constants';
import { useSyncExternalStore } from 'react';

export type LoginAttemptsState = {
  failures: number;
  /** The server answered ACCOUNT_LOCKED: locked at once, whatever the local count. */
  isServerLocked: boolean;
};

const INITIAL: LoginAttemptsState = { failures: 0, isServerLocked: false };
let state: LoginAttemptsState = INITIAL;
const listeners = new Set<() => void>();

function setState(next: LoginAttemptsState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function isLoginLocked(value: LoginAttemptsState = state): boolean {
  return value.isServerLocked || value.failures >= LOGIN_MAX_ATTEMPTS;
}

export const loginAttempts = {
  get: (): LoginAttemptsState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Counts one failure and returns the new count. */
  recordFailure(): number {
    setState({ ...state, failures: state.failures + 1 });
    return state.failures;
  },
  lockFromServer(): void {
    setState({ ...state, isServerLocked: true });
  },
  /** After a successful sign-in (and between tests). */
  reset(): void {
    setState(INITIAL);
  },
};

export function useLoginAttempts(): LoginAttemptsState & { isLocked: boolean } {
  const snapshot = useSyncExternalStore(loginAttempts.subscribe, loginAttempts.get, loginAttempts.get);
  return { ...snapshot, isLocked: isLoginLocked(snapshot) };
}

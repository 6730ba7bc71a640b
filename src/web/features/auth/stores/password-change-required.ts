/**
 * Raised when any API call answers 403 PASSWORD_CHANGE_REQUIRED (the api client emits the event):
 * the forced password change modal opens even if /api/me was read before the flag was set.
 */

import { useSyncExternalStore } from 'react';
import { apiEvents } from '@/lib/api-client';

let isRequired = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (isRequired === value) return;
  isRequired = value;
  for (const listener of listeners) listener();
}

apiEvents.on('password-change-required', () => set(true));

export const passwordChangeRequired = {
  get: (): boolean => isRequired,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set,
  reset: () => set(false),
};

export function usePasswordChangeRequiredFlag(): boolean {
  return useSyncExternalStore(
    passwordChangeRequired.subscribe,
    passwordChangeRequired.get,
    passwordChangeRequired.get,
  );
}

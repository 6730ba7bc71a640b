/**
 * Raised when any API call answers 403 PASSWORD_CHANGE_REQUIRED (the api client emits the event):
 * the forced password change modal opens even if /api/me was read before the flag was set.
 */

import { apiEvents } from '@/lib/api-client';
import { createStore, useStore } from '@/lib/create-store';

const flag = createStore(false);

apiEvents.on('password-change-required', () => flag.set(true));

export const passwordChangeRequired = {
  get: flag.get,
  subscribe: flag.subscribe,
  set: flag.set,
  reset: () => flag.set(false),
};

export function usePasswordChangeRequiredFlag(): boolean {
  return useStore(flag);
}

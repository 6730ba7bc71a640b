import { createStore } from '@/lib/create-store';

/** A new version of the app, installed and waiting for the user's word (update-prompt.tsx). */
export interface WaitingUpdate {
  /** Activates the waiting service worker; the page reloads once it controls it. */
  apply: () => Promise<void>;
}

/** The waiting version, or null while there is none (or the user said 'Más tarde'). */
export const waitingUpdate = createStore<WaitingUpdate | null>(null);

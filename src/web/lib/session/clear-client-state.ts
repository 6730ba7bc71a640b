import type { QueryClient } from '@tanstack/react-query';
import { clearRuntimeCaches } from '@/lib/offline-cache';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { sessionUnreachable } from './get-session';
import { passwordChangeRequired } from './password-change-required';

/**
 * Forgets everything the browser knows about the signed-in user: its toasts, cached server state, the service
 * worker's offline copies of its data (deleted in the background), local and session storage (and the screenshots
 * of marks waiting in the outbox, in IndexedDB), the forced-change flag. The session is then known to be absent, so /login shows its form at once.
 */
export function clearClientState(
  queryClient: QueryClient,
  { storage = true }: { storage?: boolean } = {},
): void {
  // Nothing said to the previous user stays on screen ('¡Bienvenido!' over /login after a forced sign-out).
  toast.dismiss();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  queryClient.setQueryData(queryKeys.auth.session, null);
  sessionUnreachable.set(false);
  passwordChangeRequired.reset();
  // Also after a lost session (401): those copies belong to a session that is over.
  void clearRuntimeCaches();
  if (!storage) return;
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); nothing to clear then.
  }
  // The screenshots of unsent marks went with them (their marks were in localStorage): loaded only now.
  import('@/lib/story-published/proof-files')
    .then(({ proofFiles }) => proofFiles.clear())
    .catch(() => undefined);
}

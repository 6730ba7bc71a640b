import { type ReactNode, Suspense } from 'react';
import { useHasBeenTrue } from './use-has-been-true';

/**
 * A lazily loaded dialog or drawer (lazy-with-preload.ts), mounted from the first time `open` is true and kept
 * mounted after, so that it still plays its closing animation and returns the focus. Nothing is shown while its
 * code downloads: what opens it preloads it (preloadOn), and the dialog appears when ready.
 */
export function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const hasBeenOpen = useHasBeenTrue(open);
  return hasBeenOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}

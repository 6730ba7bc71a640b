import { useEffect, useRef } from 'react';
import type { Sonner } from '@/lib/toast';

/** An error toast older than this belongs to what the user was doing before, not to what they do now. */
export const STALE_ERROR_TOAST_MS = 1_000;

/**
 * Toasts that no longer apply go away: an error toast that has been showing for a while is dismissed when the
 * user moves to another screen (one raised just before a redirect, such as 'No se pudo cargar el cliente.', stays),
 * when a success toast arrives, the earlier error toasts are dismissed instead of staying stacked under it, and a new
 * error dismisses the errors of earlier attempts (shown for STALE_ERROR_TOAST_MS or more: a second wrong password
 * replaces the first one's toast; two errors of one failure, raised together, both stay).
 * Sign-out dismisses every toast (clearClientState).
 */
export function useToastHousekeeping(pathname: string, { toast, useSonner }: Sonner): void {
  const { toasts } = useSonner();
  const firstSeen = useRef(new Map<string | number, number>());

  useEffect(() => {
    const now = Date.now();
    const seen = firstSeen.current;
    let hasNewSuccess = false;
    let hasNewError = false;
    for (const item of toasts) {
      if (seen.has(item.id)) continue;
      seen.set(item.id, now);
      if (item.type === 'success') hasNewSuccess = true;
      if (item.type === 'error') hasNewError = true;
    }
    for (const id of [...seen.keys()]) if (!toasts.some((item) => item.id === id)) seen.delete(id);
    if (!hasNewSuccess && !hasNewError) return;
    for (const item of toasts) {
      if (item.type !== 'error') continue;
      const since = seen.get(item.id) ?? now;
      if (hasNewSuccess ? since < now : now - since >= STALE_ERROR_TOAST_MS) toast.dismiss(item.id);
    }
  }, [toasts, toast]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen, by design
  useEffect(() => {
    const now = Date.now();
    for (const item of toast.getToasts()) {
      if (!('type' in item) || item.type !== 'error') continue;
      const since = firstSeen.current.get(item.id) ?? now;
      if (now - since >= STALE_ERROR_TOAST_MS) toast.dismiss(item.id);
    }
  }, [pathname]);
}

import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine !== false;

/**
 * Whether the browser believes it has a network (`navigator.onLine`, kept current by its online/offline events).
 * `false` is reliable (no network at all); `true` only means some network, not that the server answers (a captive
 * portal, a weak signal): screens also treat a failed read as offline. The one hook for it (the offline notice,
 * «Publicar hoy»).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

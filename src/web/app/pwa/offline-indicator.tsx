import { WifiOffIcon } from 'lucide-react';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

export const OFFLINE_INDICATOR_TEXT = 'Sin conexión: ves la última copia guardada.';

/**
 * A thin notice under the header while the browser is offline: the screens show what the service worker kept
 * (pwa-options.ts). The live region is always there, empty while online, so that screen readers announce the
 * change politely when the connection drops.
 */
export function OfflineIndicator() {
  const isOnline = useOnlineStatus();
  return (
    <div aria-live="polite">
      {!isOnline && (
        <p className="flex items-center justify-center gap-2 border-b bg-warning/15 px-4 py-1.5 text-center font-medium text-[oklch(0.45_0.12_65)] text-xs">
          <WifiOffIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {OFFLINE_INDICATOR_TEXT}
        </p>
      )}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OFFLINE_REFRESH_MS, prefetchOfflineCampaigns } from './offline-campaigns';

/**
 * Keeps this week's campaigns readable offline in the installed app (offline-campaigns.ts): read once the client
 * area opens, again every 30 minutes and when the connection comes back. Only where a service worker controls the
 * page (the installed app, or the site once loaded by it): elsewhere nothing would keep the answers.
 */
export function useOfflineCampaigns({ enabled }: { enabled: boolean }): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
    let last = 0;
    const refresh = () => {
      if (Date.now() - last < OFFLINE_REFRESH_MS) return;
      last = Date.now();
      void prefetchOfflineCampaigns(queryClient);
    };
    refresh();
    const timer = window.setInterval(refresh, OFFLINE_REFRESH_MS);
    const onOnline = () => {
      last = 0;
      refresh();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [enabled, queryClient]);
}

import type { ServerEvent } from '@shared/realtime/server-events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useServerEvents } from '@/lib/realtime/use-server-events';

/**
 * Keeps the campaign's approvals live: an 'approval.updated' event for this campaign (the agency asked, the client
 * decided, here or through a link) reads the campaign again, and so does the stream coming back after a drop
 * (events sent meanwhile are not replayed).
 */
export function useApprovalLiveUpdates(campaignId: string): void {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (event.type !== 'approval.updated' || event.campaignId !== campaignId) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
    },
    [queryClient, campaignId],
  );
  const { connected } = useServerEvents(onEvent);

  const hasConnected = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (hasConnected.current)
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
    hasConnected.current = true;
  }, [connected, queryClient, campaignId]);
}

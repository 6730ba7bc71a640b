import type { ServerEvent } from '@shared/realtime/server-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';

type CommentEvent = Extract<ServerEvent, { type: 'story.comment' }>;

/** What a new comment makes stale: its thread, the menu's count, the inbox and its campaign's counts. */
export function invalidateForComment(queryClient: QueryClient, event: CommentEvent): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.comments.thread(event.storyId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.comments.unread });
  void queryClient.invalidateQueries({ queryKey: queryKeys.comments.inbox });
  void queryClient.invalidateQueries({ queryKey: queryKeys.comments.campaign(event.campaignId) });
}

/**
 * Keeps every comment query of the tab live over the shared event stream (GET /api/events): a 'story.comment'
 * event re-reads what it touches; a stream that comes back after a drop re-reads every comment query (events sent
 * meanwhile are not replayed). Mounted once by each area's layout.
 *
 * The stream's module brings the ServerEvent schema (zod), which the layouts must not put in the first download: it
 * is imported after the first render. Returns whether the stream is up (the unread count polls while it is not).
 */
export function useCommentLiveUpdates({ enabled = true }: { enabled?: boolean } = {}): { isLive: boolean } {
  const queryClient = useQueryClient();
  const [isLive, setIsLive] = useState(false);

  useEffect(() => {
    // No EventSource (an old browser, a test's DOM): the count polls.
    if (!enabled || typeof EventSource === 'undefined') return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/realtime/use-server-events').then(({ serverEventsConnection }) => {
      if (cancelled) return;
      const connection = serverEventsConnection();
      let hasConnected = false;
      const onConnectedChange = () => {
        const connected = connection.isConnected();
        setIsLive(connected);
        if (!connected) return;
        if (hasConnected) void queryClient.invalidateQueries({ queryKey: queryKeys.comments.all });
        hasConnected = true;
      };
      const offConnected = connection.onConnectedChange(onConnectedChange);
      const offEvents = connection.subscribe((event) => {
        if (event.type === 'story.comment') invalidateForComment(queryClient, event);
      });
      onConnectedChange();
      cleanup = () => {
        offEvents();
        offConnected();
      };
    });
    return () => {
      cancelled = true;
      cleanup?.();
      setIsLive(false);
    };
  }, [enabled, queryClient]);

  return { isLive };
}

import type { ServerEvent } from '@shared/realtime/server-events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useServerEvents } from '@/lib/realtime/use-server-events';

export const BOARD_LIVE_TEXTS = {
  published: 'Tablero actualizado: una historia se marcó como publicada.',
  unpublished: 'Tablero actualizado: una historia volvió a pendiente.',
  approval: 'Tablero actualizado: cambió la aprobación de alguna historia.',
} as const;

/**
 * Keeps the «Hoy» board live: a 'board.story_updated' event (a story marked published or unpublished anywhere) or
 * an 'approval.updated' one (the agency asked for approval, the client decided) re-reads it, and so does the stream
 * coming back after a drop (events sent meanwhile are not replayed). Returns the sentence the page's polite live
 * region announces for the last update.
 */
export function useBoardLiveUpdates(): { announcement: string; connected: boolean } {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const onEvent = useCallback(
    (event: ServerEvent) => {
      if (event.type === 'board.story_updated') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.today.all });
        setAnnouncement(event.isPosted ? BOARD_LIVE_TEXTS.published : BOARD_LIVE_TEXTS.unpublished);
      } else if (event.type === 'approval.updated') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.today.all });
        setAnnouncement(BOARD_LIVE_TEXTS.approval);
      }
    },
    [queryClient],
  );
  const { connected } = useServerEvents(onEvent);

  // Back after a drop (not the first opening, which follows the page's own first read): read again.
  const hasConnected = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (hasConnected.current) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.today.all });
    hasConnected.current = true;
  }, [connected, queryClient]);

  return { announcement, connected };
}

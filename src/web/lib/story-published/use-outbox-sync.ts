import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { forgetStoryStateReads } from '@/lib/offline-cache';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { OUTBOX_TEXTS } from './outbox-texts';
import { POSTED_OUTBOX_KEY, postedOutbox } from './posted-outbox';
import { refreshStoryPublishedCaches } from './story-published-caches';

let users = 0;
let stop: (() => void) | null = null;

function startSync(queryClient: QueryClient): () => void {
  const flush = () => void postedOutbox.flush();
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === POSTED_OUTBOX_KEY) postedOutbox.refresh();
  };
  const stopEvents = postedOutbox.onEvent((event) => {
    if (event.type === 'kept') return;
    if (event.type === 'proof-dropped') {
      // The mark still goes: only the proof is told about (its own Spanish reason: too large, not an image…).
      toast.error(OUTBOX_TEXTS.proofDroppedTitle, {
        description: OUTBOX_TEXTS.proofDroppedDescription(
          errorMessage(event.error, 'Error desconocido'),
          event.mark.label,
        ),
      });
      return;
    }
    // The service worker's older copies go first: the read that follows must come from the server.
    // The marks do not say their campaign: every campaign screen is marked stale. «Publicar hoy» is read at once.
    void forgetStoryStateReads().then(() =>
      refreshStoryPublishedCaches(queryClient, { campaignId: null, reread: [queryKeys.client.publishing] }),
    );
    if (event.type === 'sent' && event.waitedCount > 0) toast.success(OUTBOX_TEXTS.sent);
    if (event.type === 'dropped') {
      const message = errorMessage(event.error, 'Error desconocido');
      // A story refused by a rule (its campaign requires the client's approval): the server's reason says it all.
      // Either way the story is named (issue 29): the user may be on another screen by now.
      const { label } = event.mark;
      const isRefusal = event.mark.isPosted && isApiError(event.error) && event.error.status === 409;
      // The client's «proof required» may have just been turned on: read it again, so the next mark asks for one.
      if (isRefusal) void queryClient.invalidateQueries({ queryKey: queryKeys.client.me });
      if (isRefusal || event.cause === 'proof')
        toast.error(OUTBOX_TEXTS.refusedPostedTitle, {
          description: OUTBOX_TEXTS.refusedPostedDescription(message, label),
        });
      else
        toast.error(OUTBOX_TEXTS.droppedTitle, {
          description: OUTBOX_TEXTS.droppedDescription(message, label),
        });
    }
  });
  window.addEventListener('online', flush);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  flush();
  return () => {
    stopEvents();
    window.removeEventListener('online', flush);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Keeps the outbox of posted marks moving: flushes it when the app starts (marks left by a closed tab), when
 * the browser is back online and when the page is shown again (a phone taking the browser out of the
 * background), and follows another tab's changes. Delivered marks refresh the lists that show stories; a mark
 * the server refused for good is told in a toast (a «Marcar publicada» refused with 409 says the server's reason:
 * the story needs the client's approval, or its proof of posting), a proof refused on its own says so, and marks that
 * had waited end with 'Cambios enviados'.
 * Mounted by the client layout; several mounts share one set of listeners.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    users += 1;
    if (users === 1) stop = startSync(queryClient);
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [queryClient]);
}

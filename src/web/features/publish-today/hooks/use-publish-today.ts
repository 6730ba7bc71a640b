import { useMemo } from 'react';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { useOnlineStatus } from '@/lib/offline/use-online-status';
import { usePostedMarks } from '@/lib/story-published/use-posted-outbox';
import { useServerNow } from '@/lib/use-server-now';
import { usePublishing } from '../api/get-publishing';
import { applyPostedOverrides, groupPublishing, withStatusesAt } from '../utils/publishing-view';
import { useWarmMedia } from './use-warm-media';

/**
 * The screen's data: the last answer of GET /api/client/publishing (kept when a read fails), with the marks
 * still waiting in the outbox laid over it, split into sections by the lateness rule at the server's running
 * clock. `isOffline` when the browser says so or the
 * last read could not reach the server.
 */
export function usePublishToday() {
  const query = usePublishing();
  const marks = usePostedMarks();
  const isOnline = useOnlineStatus();
  const withMarks = useMemo(
    () => (query.data ? applyPostedOverrides(query.data, marks) : undefined),
    [query.data, marks],
  );
  // The shared lateness rule at the server's clock, kept running: a story turns late on screen at its time, its
  // card's badge and its group alike.
  const serverNow = useServerNow(query.data?.now, query.dataUpdatedAt);
  const now = useMemo(() => (serverNow === undefined ? undefined : new Date(serverNow)), [serverNow]);
  const data = useMemo(
    () => (withMarks && now ? withStatusesAt(withMarks, now) : withMarks),
    [withMarks, now],
  );
  const sections = useMemo(() => (data ? groupPublishing(data, now) : null), [data, now]);
  useWarmMedia(query.data?.stories, query.data?.today);
  const readFailedOffline =
    query.isError && isApiError(query.error) && query.error.code === NETWORK_ERROR_CODE;
  // A read waiting for the connection (TanStack Query pauses its retries offline) counts as offline too.
  const isPaused = query.fetchStatus === 'paused';
  return { query, data, sections, now, isOffline: !isOnline || readFailedOffline || isPaused };
}

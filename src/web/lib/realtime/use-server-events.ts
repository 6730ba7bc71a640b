import type { ServerEvent } from '@shared/realtime/server-events';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';
import { createServerEventsConnection, type ServerEventsConnection } from './server-events-connection';

/*
 * Client-area screens only: this module brings the ServerEvent schema (zod) along, so the /login bundle must not
 * import it.
 */

let shared: ServerEventsConnection | null = null;

/**
 * The tab's one connection to GET /api/events, created on first use. Its first stream opens once the page has
 * loaded and is idle: the schema it loads first (zod, 27 KB) and its evaluation were part of every signed-in
 * screen's first view. Until then it counts as not connected, as while reconnecting: callers poll and re-read.
 */
export function serverEventsConnection(): ServerEventsConnection {
  shared ??= createServerEventsConnection({ beforeFirstOpen: afterPageSettles });
  return shared;
}

const subscribeConnected = (callback: () => void) => serverEventsConnection().onConnectedChange(callback);
const getConnected = () => serverEventsConnection().isConnected();
const getServerConnected = () => false;

/**
 * Live server events for the signed-in user over one shared EventSource per tab. `onEvent` receives only events
 * that match the ServerEvent schema; it may change between renders without reconnecting. `connected` is false
 * while the stream is down (or `enabled` is false): callers then poll (AI_REQUEST_POLL_INTERVAL_MS), and re-read
 * their data when it turns true again, since events sent while disconnected are not replayed.
 */
export function useServerEvents(
  onEvent: (event: ServerEvent) => void,
  options: { enabled?: boolean } = {},
): { connected: boolean } {
  const enabled = options.enabled ?? true;
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return;
    return serverEventsConnection().subscribe((event) => onEventRef.current(event));
  }, [enabled]);

  const connected = useSyncExternalStore(subscribeConnected, getConnected, getServerConnected);
  return { connected: enabled && connected };
}

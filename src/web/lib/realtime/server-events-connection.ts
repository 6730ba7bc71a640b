import { REALTIME_RECONNECT_DELAYS_MS } from '@shared/constants';
import { SERVER_EVENT_TYPES } from '@shared/realtime/server-event-types';
import type { ServerEvent } from '@shared/realtime/server-events';
import {
  loadedServerEventParser,
  loadServerEventParser,
  type ServerEventParser,
} from './server-event-parser';

export const SERVER_EVENTS_URL = '/api/events';

/** The `event:` names the server sends (a test checks that they are the ServerEvent schema's). */
export { SERVER_EVENT_TYPES };

export type ServerEventListener = (event: ServerEvent) => void;

export interface ServerEventsConnection {
  /** Adds a listener; the first one opens the stream, removing the last one closes it. */
  subscribe(listener: ServerEventListener): () => void;
  /** Whether the stream is open now (false while connecting or waiting to reconnect). */
  isConnected(): boolean;
  /** Notified whenever isConnected() changes; returns the unsubscribe function. */
  onConnectedChange(callback: () => void): () => void;
}

export interface ServerEventsConnectionOptions {
  url?: string;
  /** The waits before each reconnection attempt; the last one repeats. */
  reconnectDelaysMs?: readonly number[];
  /** Creates the EventSource (default: the browser's, read when the stream opens). */
  createEventSource?: (url: string) => EventSource;
  /** Checks each message (default: the ServerEvent schema, loaded before the first stream opens). */
  parse?: ServerEventParser;
  /**
   * Holds back the first stream (and the schema's download) until it calls `start`; returns a function that
   * cancels the wait. Later streams open at once. Default: no wait.
   */
  beforeFirstOpen?: (start: () => void) => () => void;
}

/** A boolean that tells its watchers when it changes. */
function createFlag() {
  let value = false;
  const callbacks = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      if (value === next) return;
      value = next;
      for (const callback of [...callbacks]) callback();
    },
    onChange(callback: () => void): () => void {
      callbacks.add(callback);
      return () => {
        callbacks.delete(callback);
      };
    },
  };
}

/**
 * Hands a message to every listener when it is a valid ServerEvent of the type it was sent as; anything else is
 * dropped. One failing listener does not starve the others (its error is thrown again outside the loop).
 */
function dispatchServerEvent(
  message: MessageEvent,
  parse: ServerEventParser | null,
  listeners: ReadonlySet<ServerEventListener>,
): void {
  let parsed: unknown;
  try {
    parsed = typeof message.data === 'string' ? JSON.parse(message.data) : undefined;
  } catch {
    return;
  }
  const event = parse?.(parsed) ?? null;
  if (!event || event.type !== message.type) return;
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }
}

/**
 * One EventSource shared by every listener, reference-counted. The browser's own reconnection is replaced by
 * ours, so the waits follow REALTIME_RECONNECT_DELAYS_MS (1, 2, 5, 10 s, then every 10 s) and restart after a
 * successful connection. Messages that do not match the ServerEvent schema are dropped. The schema (zod) is
 * loaded before the first stream opens, so no message can arrive unchecked; while it loads the connection counts as
 * not connected, and a failed download is retried on the same schedule as a dropped stream.
 */
export function createServerEventsConnection(
  options: ServerEventsConnectionOptions = {},
): ServerEventsConnection {
  const url = options.url ?? SERVER_EVENTS_URL;
  const delays = options.reconnectDelaysMs ?? REALTIME_RECONNECT_DELAYS_MS;
  const createEventSource =
    options.createEventSource ?? ((u: string) => new EventSource(u, { withCredentials: true }));
  const listeners = new Set<ServerEventListener>();
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let parse: ServerEventParser | null = options.parse ?? loadedServerEventParser();
  let isLoadingParser = false;
  let hasWaited = options.beforeFirstOpen === undefined;
  let cancelWait: (() => void) | null = null;

  const connected = createFlag();
  const setConnected = connected.set;

  const onMessage = (message: Event) => dispatchServerEvent(message as MessageEvent, parse, listeners);

  const close = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (source) {
      source.onopen = null;
      source.onerror = null;
      for (const type of SERVER_EVENT_TYPES) source.removeEventListener(type, onMessage);
      source.close();
      source = null;
    }
  };

  const retryLater = () => {
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 10_000;
    attempt += 1;
    timer = setTimeout(open, delay);
  };

  // Still wanted once the schema has loaded: someone listens, and no stream or retry has started meanwhile.
  const isStillWanted = () => listeners.size > 0 && source === null && timer === null;

  const open = () => {
    timer = null;
    parse ??= loadedServerEventParser();
    if (!parse) {
      if (isLoadingParser) return;
      isLoadingParser = true;
      loadServerEventParser().then(
        (loaded) => {
          isLoadingParser = false;
          parse = loaded;
          if (isStillWanted()) open();
        },
        () => {
          isLoadingParser = false;
          if (isStillWanted()) retryLater();
        },
      );
      return;
    }
    const es = createEventSource(url);
    source = es;
    es.onopen = () => {
      attempt = 0;
      setConnected(true);
    };
    es.onerror = () => {
      // Closed by the server, a network failure or an error answer (401 after sign-out): retry on our schedule.
      close();
      setConnected(false);
      retryLater();
    };
    for (const type of SERVER_EVENT_TYPES) es.addEventListener(type, onMessage);
  };

  const start = () => {
    if (hasWaited) {
      open();
      return;
    }
    if (cancelWait) return;
    const cancel = options.beforeFirstOpen!(() => {
      cancelWait = null;
      hasWaited = true;
      if (isStillWanted()) open();
    });
    // A wait that ended at once (the page had settled) has nothing left to cancel.
    if (!hasWaited) cancelWait = cancel;
  };

  return {
    subscribe(listener) {
      // A wrapper per call: the same function subscribed twice counts twice.
      const entry: ServerEventListener = (event) => listener(event);
      listeners.add(entry);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(entry)) return;
        if (listeners.size === 0) {
          cancelWait?.();
          cancelWait = null;
          close();
          attempt = 0;
          setConnected(false);
        }
      };
    },
    isConnected: connected.get,
    onConnectedChange: connected.onChange,
  };
}

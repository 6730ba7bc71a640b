import type { SSEStreamingApi } from 'hono/streaming';
import type { RealtimeHub } from './hub';

export interface EventStreamOptions {
  hub: RealtimeHub;
  userId: string;
  /** The user is an admin: the stream also receives the events sent to every admin. */
  isAdmin: boolean;
  /** The browser's reconnection hint (`retry:`). */
  retryMs: number;
  /** Re-checked every heartbeat; false ends the stream. */
  sessionIsCurrent(): Promise<boolean>;
}

/**
 * Runs one user's SSE stream until the client goes away, the session ends or the hub loses its LISTEN
 * connection. The subscription is removed on every one of those paths.
 */
export async function openEventStream(stream: SSEStreamingApi, options: EventStreamOptions): Promise<void> {
  const { hub } = options;
  let ended = false;
  let wake: (() => void) | null = null;
  const end = () => {
    ended = true;
    wake?.();
  };
  const unsubscribe = hub.subscribe(
    options.userId,
    {
      onEvent: (event, id) => {
        if (ended) return;
        stream.writeSSE({ event: event.type, data: JSON.stringify(event), id }).catch(end);
      },
      onInterrupted: end,
    },
    { isAdmin: options.isAdmin },
  );
  stream.onAbort(() => {
    unsubscribe();
    end();
  });
  try {
    // The retry hint and a first comment: the client knows the stream is open and subscribed.
    await stream.write(`retry: ${options.retryMs}\n: connected\n\n`);
    while (!ended && !stream.aborted) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, hub.heartbeatMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (ended || stream.aborted) break;
      if (!(await options.sessionIsCurrent())) break;
      await stream.write(': ping\n\n');
    }
  } finally {
    unsubscribe();
  }
}

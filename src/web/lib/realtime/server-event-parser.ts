import type { ServerEvent } from '@shared/realtime/server-events';

/** Reads one SSE message's data (already JSON-parsed): the event, or null when it does not match the schema. */
export type ServerEventParser = (data: unknown) => ServerEvent | null;

let parser: ServerEventParser | null = null;
let loading: Promise<ServerEventParser> | null = null;

/**
 * The ServerEvent schema brings zod, which no screen needs for its first paint: it is loaded when the first stream
 * opens (after the page has rendered), once per tab. A failed download is forgotten, so the next attempt asks again.
 */
export function loadServerEventParser(): Promise<ServerEventParser> {
  loading ??= import('@shared/realtime/server-events').then(
    ({ ServerEvent }) => {
      parser = (data) => {
        const result = ServerEvent.safeParse(data);
        return result.success ? result.data : null;
      };
      return parser;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The parser if it is loaded already, else null. */
export function loadedServerEventParser(): ServerEventParser | null {
  return parser;
}

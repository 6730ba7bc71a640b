/**
 * PostgreSQL's SQLSTATE of an error thrown by a query, through Drizzle's wrapper (DrizzleQueryError.cause) on
 * either driver (node-postgres and PGlite both set `code`); undefined for anything else.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = typeof e === 'object' ? (e as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * Text PostgreSQL cannot store whatever the column: a NUL character in text (character_not_in_repertoire,
 * 22021) or a \u0000 escape in jsonb (untranslatable_character, 22P05). Only client input carries these, so
 * the app answers them as a bad request.
 */
export const UNSTORABLE_TEXT_CODES: ReadonlySet<string> = new Set(['22021', '22P05']);

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), admin_shutdown (57P01, what
 * pg_terminate_backend and a fast shutdown send), crash_shutdown (57P02), cannot_connect_now (57P03, a server
 * starting or in recovery), too_many_connections (53300).
 */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node socket errors on the way to the database. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and pg-pool say when a connection dies or cannot be had. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client was closed and is not queryable',
];

/**
 * True when a query failed because the database could not be reached or the connection was lost (a restart, a
 * failover, a pooler or an administrator closing it), through Drizzle's wrapper: the request is answered 503 and
 * the pool opens a fresh connection for the next one. False for errors of the query itself.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || CONNECTION_ERRNOS.has(code))
        return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

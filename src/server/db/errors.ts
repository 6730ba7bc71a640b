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

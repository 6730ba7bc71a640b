/**
 * The one table of default times for a story's time block: a story with no scheduled time is due at its
 * block's time on its day, in its client's time zone. Documented in the README; the agency relies on it.
 *
 * | block     | time  |
 * |-----------|-------|
 * | Mañana    | 09:00 |
 * | Mediodía  | 13:00 |
 * | Tarde     | 17:00 |
 * | Noche     | 21:00 |
 * | other     | 12:00 (for the due instant; the checklist orders unknown blocks last) |
 */
export const BLOCK_TIMES = {
  manana: '09:00',
  mediodia: '13:00',
  tarde: '17:00',
  noche: '21:00',
} as const satisfies Record<string, string>;

/** The due time of a story whose block is missing or not in the table. */
export const UNKNOWN_BLOCK_TIME = '12:00';

const normalise = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** 'HH:mm' of a block by its name (accents and case ignored: 'Mañana', 'MANANA'), or null when unknown. */
export function blockTime(timeBlock: string | null | undefined): string | null {
  if (!timeBlock) return null;
  return (BLOCK_TIMES as Record<string, string>)[normalise(timeBlock)] ?? null;
}

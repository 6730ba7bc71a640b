/**
 * The reminder defaults the agency relies on (README, 'Recordatorios'). A client changes its own in 'Mi Perfil';
 * these are what a new client gets and what the planner assumes.
 */

/** A story's reminder is sent this many minutes before it is due. */
export const DEFAULT_REMINDER_MINUTES = 15;
/** The longest lead a client may choose (4 hours). */
export const MAX_REMINDER_MINUTES = 240;
/** The lead times offered in 'Mi Perfil'. */
export const REMINDER_MINUTE_OPTIONS = [0, 5, 10, 15, 30, 60, 120, 240] as const;
/** The morning e-mail's local time. */
export const DEFAULT_DIGEST_TIME = '08:00';
/** A morning e-mail not sent within this long after its time (the panel was down) is not sent that day. */
export const DIGEST_LATE_LIMIT_MINUTES = 180;
/** The agency is alerted when a story is still unpublished this long after it was due (AGENCY_ALERT_AFTER_MINUTES). */
export const DEFAULT_AGENCY_ALERT_AFTER_MINUTES = 120;

/**
 * «Próximas horas» on the agency's «Hoy» board: stories due from now to now + `hours` (1 to 24, 6 unless asked).
 * Here, not in src/shared/api/admin-today.ts, because the router's loaders import it: this file has no zod, so
 * the app's entry does not carry the schema library to the sign-in page.
 */
export const BOARD_DEFAULT_HOURS = 6;
export const BOARD_MAX_HOURS = 24;

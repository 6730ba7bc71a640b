import { dateTimeFormat } from './intl-format';

/** The agency's time zone unless APP_TIMEZONE says otherwise: it decides what "today" is. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';
export const APP_LOCALE = 'es-ES';
/** Calendars start the week on Monday (date-fns `weekStartsOn`). */
export const WEEK_STARTS_ON = 1 as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a Date holds a real instant (not an Invalid Date). */
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** True for a real calendar date written yyyy-mm-dd ('2026-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** A yyyy-mm-dd calendar date as local midnight, or null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0-99 would otherwise map to 1900-1999
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Throws RangeError for an unknown IANA time zone. */
function partsInTimeZone(date: Date, timeZone: string): { year: string; month: string; day: string } {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return { year: get('year').padStart(4, '0'), month: get('month'), day: get('day') };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar date (yyyy-mm-dd) in the given IANA time zone. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = partsInTimeZone(now, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * A date in es-ES short form, e.g. '22/11/2026'. A yyyy-mm-dd string is a calendar date and is shown as
 * is; any other string or a Date is an instant, shown in `timeZone` (the runtime's own when omitted).
 * Returns '' for an invalid value, so the caller decides the fallback (e.g. 'N/A').
 */
export function formatDateEs(date: Date | string, timeZone?: string): string {
  const formatter = (zone?: string) =>
    dateTimeFormat(APP_LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(zone ? { timeZone: zone } : {}),
    });
  if (typeof date === 'string' && ISO_DATE.test(date)) {
    const calendarDate = parseIsoDate(date);
    return calendarDate ? formatter().format(calendarDate) : '';
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (!isValid(instant)) return '';
  return formatter(timeZone).format(instant);
}

/** A yyyy-mm-dd calendar date in long Spanish form, e.g. 'domingo, 22 de noviembre de 2026'; '' if invalid. */
export function formatLongDateEs(dateStr: string): string {
  const date = parseIsoDate(dateStr);
  if (!date) return '';
  // Intl, not date-fns' format: one cached formatter (the campaign screen writes one per day), and date-fns with
  // its Spanish locale stays out of every screen that imports this module (issue 30).
  return dateTimeFormat(APP_LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** The calendar date `days` after (or before, when negative) a yyyy-mm-dd date; throws for an invalid date. */
export function addDaysIso(dateStr: string, days: number): string {
  const match = ISO_DATE.exec(dateStr);
  if (!match || !isIsoDate(dateStr)) throw new RangeError(`Fecha no válida: ${dateStr}`);
  // UTC arithmetic: no daylight-saving hour can move the result to another day.
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * An instant as an es-ES date and time, e.g. '22/11/2026 a las 10:14', in `timeZone` (the runtime's own when
 * omitted); '' for an invalid value.
 */
export function formatDateTimeEs(instant: Date | string, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!isValid(date)) return '';
  const time = dateTimeFormat(APP_LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
  return `${formatDateEs(date, timeZone)} a las ${time}`;
}

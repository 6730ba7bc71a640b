import { APP_LOCALE, addDaysIso, formatDateTimeEs, todayInTimeZone } from '@shared/dates';
import { dateTimeFormat } from '@shared/intl-format';

/**
 * When a comment was written, in the client's time zone (es-ES): 'hoy a las 10:14', 'ayer a las 18:02', else
 * '22/11/2026 a las 10:14'. '' for an invalid instant.
 */
export function formatCommentTime(instant: string, timeZone: string, now: Date = new Date()): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const day = todayInTimeZone(timeZone, date);
  const today = todayInTimeZone(timeZone, now);
  const time = dateTimeFormat(APP_LOCALE, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
  if (day === today) return `hoy a las ${time}`;
  if (day === addDaysIso(today, -1)) return `ayer a las ${time}`;
  return formatDateTimeEs(date, timeZone);
}

/** The zone's Spanish name and offset ('hora estándar central (GMT-6)'), or its IANA id. */
export function timeZoneLabel(timeZone: string, now: Date = new Date()): string {
  const part = (style: 'longGeneric' | 'shortOffset') =>
    dateTimeFormat(APP_LOCALE, { timeZone, timeZoneName: style })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
  try {
    const name = part('longGeneric');
    const offset = part('shortOffset');
    return name ? `${name}${offset ? ` (${offset})` : ''}` : timeZone;
  } catch {
    return timeZone;
  }
}

/** Whether this browser shows times in another zone than `timeZone` (then the thread says whose times they are). */
export function isOtherTimeZone(timeZone: string): boolean {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone;
  } catch {
    return false;
  }
}

import { APP_LOCALE, DEFAULT_TIME_ZONE, todayInTimeZone } from '../dates';
import { dateTimeFormat } from '../intl-format';

/**
 * The launch instant as the request stores and shows it, in Spanish and in the app's time zone:
 * 'viernes, 14 de noviembre de 2025 a las 12:00'. '' for an invalid instant.
 */
export function formatLaunchText(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(APP_LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} de ${part('month')} de ${part('year')} a las ${part('hour')}:${part('minute')}`;
}

/** The campaign's first day: the launch instant's calendar date in the app's time zone ('YYYY-MM-DD'). */
export function launchStartDate(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return todayInTimeZone(timeZone, date);
}

import { addDaysIso, isIsoDate, parseIsoDate } from '@shared/dates';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Whole days from one yyyy-mm-dd date to another (negative: earlier); null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return null;
  const utc = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((utc(end) - utc(start)) / 86_400_000);
}

/** The campaign's dates once its first day is `startDate`: every day shifts by the same number of days. */
export function movedRange(
  range: { startDate: string; endDate: string },
  startDate: string,
): { startDate: string; endDate: string } | null {
  const days = daysBetween(range.startDate, startDate);
  if (days === null) return null;
  return { startDate, endDate: addDaysIso(range.endDate, days) };
}

/** Today's yyyy-mm-dd in the browser's own zone. */
export function browserToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * The first day «Duplicar…» proposes for a copy: the day after the campaign ends when that is still to come,
 * else tomorrow (`today` is the browser's; the agency corrects it in the dialog when it matters).
 */
export function defaultCopyStartDate(endDate: string, today: string): string {
  const dayAfter = isIsoDate(endDate) ? addDaysIso(endDate, 1) : null;
  return dayAfter !== null && dayAfter > today ? dayAfter : addDaysIso(today, 1);
}

const day = (date: Date, pattern: string) => format(date, pattern, { locale: es });

/**
 * A campaign's dates in short Spanish: «del 14 al 16 de dic», «del 28 de nov al 2 de dic», «del 28 de dic de 2026
 * al 3 de ene de 2027» (the years only when they differ), «el 14 de dic» for one day.
 */
export function formatDateRangeEs({ startDate, endDate }: { startDate: string; endDate: string }): string {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(endDate);
  if (!start || !end) return '';
  if (startDate === endDate) return `el ${day(start, "d 'de' MMM")}`;
  if (start.getFullYear() !== end.getFullYear()) {
    return `del ${day(start, "d 'de' MMM 'de' yyyy")} al ${day(end, "d 'de' MMM 'de' yyyy")}`;
  }
  if (start.getMonth() !== end.getMonth()) {
    return `del ${day(start, "d 'de' MMM")} al ${day(end, "d 'de' MMM")}`;
  }
  return `del ${day(start, 'd')} al ${day(end, "d 'de' MMM")}`;
}

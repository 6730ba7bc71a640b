import { APP_LOCALE, parseIsoDate } from '@shared/dates';

const longDate = new Intl.DateTimeFormat(APP_LOCALE, { weekday: 'long', day: 'numeric', month: 'long' });
const shortDate = new Intl.DateTimeFormat(APP_LOCALE, { weekday: 'short', day: 'numeric', month: 'short' });

/** '2026-11-25' → 'miércoles, 25 de noviembre'. */
export function formatLongDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? longDate.format(date) : isoDate;
}

/** '2026-11-23' → 'lun, 23 nov'. */
export function formatShortDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? shortDate.format(date).replace(/\./g, '') : isoDate;
}

/**
 * When a story is due: 'Mediodía · 13:00'; the day first when it is not today ('lun, 23 nov · Mañana · 09:00');
 * 'Sin hora' when neither block nor time is known.
 */
export function dueLabel(
  story: { dayDate: string; timeBlock: string | null; dueTime: string | null },
  today: string,
): string {
  const parts = [
    story.dayDate === today ? null : formatShortDate(story.dayDate),
    story.timeBlock?.trim() || null,
    story.dueTime,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'Sin hora';
}

/** '3 de 5 publicadas hoy'. */
export function todayCountLabel(posted: number, total: number): string {
  return `${posted} de ${total} ${total === 1 ? 'publicada' : 'publicadas'} hoy`;
}

/** '1 historia atrasada', '2 historias atrasadas'. */
export function overdueLabel(count: number): string {
  return count === 1 ? '1 historia atrasada' : `${count} historias atrasadas`;
}

/** The address of a file as a download (an attachment with its name): `?download=1`. */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}

import { APP_LOCALE, formatDateEs } from '@shared/dates';

const timeFormatter = new Intl.DateTimeFormat(APP_LOCALE, { hour: '2-digit', minute: '2-digit' });

/** When a story was posted, e.g. '22/11/2026 a las 10:14' (the browser's zone); '' for an invalid value. */
export function formatPostedAt(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDateEs(date)} a las ${timeFormatter.format(date)}`;
}

/** '1 historia', '6 historias'. */
export function storiesCount(count: number): string {
  return `${count} ${count === 1 ? 'historia' : 'historias'}`;
}

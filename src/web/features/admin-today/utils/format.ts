import { storyHeading } from '@shared/domain/story-heading';
import { timeZoneName } from '@shared/time-zones';

/** «Historia 2: Vídeo del producto», or just «Historia 2» when the title says no more than that. */
export function storyLabel(story: { number: number; title: string }): string {
  return storyHeading(story.number, story.title);
}

/** «hace 2 h 15 min», «hace 45 min», «hace 3 h», «hace menos de 1 min». */
export function formatOverdue(minutes: number): string {
  if (minutes < 1) return 'hace menos de 1 min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `hace ${rest} min`;
  return rest === 0 ? `hace ${hours} h` : `hace ${hours} h ${rest} min`;
}

/**
 * A story's local time for the board: «19:00», followed by the client's zone when it is not the agency's
 * («12:00 · México (Ciudad de México)»).
 */
export function formatLocalTime(localTime: string, timeZone: string, agencyTimeZone: string): string {
  const zone = zoneLabel(timeZone, agencyTimeZone);
  return zone ? `${localTime} · ${zone}` : localTime;
}

/** The client's zone by its Spanish name when it is not the agency's; null when it is. */
export function zoneLabel(timeZone: string, agencyTimeZone: string): string | null {
  return timeZone === agencyTimeZone ? null : timeZoneName(timeZone);
}

/** «3 de 5 pendientes» style counts of a client's today. */
export function formatTodayCounts({
  totalToday,
  pendingToday,
  overdueToday,
}: {
  totalToday: number;
  pendingToday: number;
  overdueToday: number;
}): string {
  const stories = totalToday === 1 ? 'historia' : 'historias';
  return `${overdueToday} atrasada${overdueToday === 1 ? '' : 's'} · ${pendingToday} pendiente${pendingToday === 1 ? '' : 's'} de ${totalToday} ${stories} hoy`;
}

/** A yyyy-mm-dd date as «24/11» (the board's dates are a day or two around today). */
export function formatShortDate(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/**
 * Day calendar status (client spec section 4): completed when every story is posted and there is at least one;
 * in progress when some are; pending when none are.
 */

export const DAY_STATUSES = ['completed', 'in_progress', 'pending'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** The calendar legend, in this order. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  completed: 'Día completado',
  in_progress: 'En progreso',
  pending: 'Pendiente',
};

export function dayStatusFromCounts(posted: number, total: number): DayStatus {
  if (total > 0 && posted >= total) return 'completed';
  if (posted > 0) return 'in_progress';
  return 'pending';
}

export function dayStatus(stories: readonly { isPosted: boolean }[]): DayStatus {
  return dayStatusFromCounts(stories.filter((s) => s.isPosted).length, stories.length);
}

/** True when the day holds stories and all of them are posted (the 'Día Completado' modal). */
export function isDayComplete(posted: number, total: number): boolean {
  return dayStatusFromCounts(posted, total) === 'completed';
}

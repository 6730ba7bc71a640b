/**
 * Day calendar status (client spec section 4): completed when the day has stories and each is posted or skipped
 * («No se publicará»: nothing is left to publish); in progress when some are posted or skipped; pending when none are.
 */

export const DAY_STATUSES = ['completed', 'in_progress', 'pending'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** The calendar legend, in this order. */
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  completed: 'Día completado',
  in_progress: 'En progreso',
  pending: 'Pendiente',
};

export function dayStatusFromCounts(posted: number, total: number, skipped = 0): DayStatus {
  const done = posted + skipped;
  if (total > 0 && done >= total) return 'completed';
  if (done > 0) return 'in_progress';
  return 'pending';
}

export function dayStatus(stories: readonly { isPosted: boolean; isSkipped: boolean }[]): DayStatus {
  return dayStatusFromCounts(
    stories.filter((s) => s.isPosted).length,
    stories.length,
    stories.filter((s) => !s.isPosted && s.isSkipped).length,
  );
}

/** True when the day holds stories and all of them are posted or skipped (the 'Día Completado' modal). */
export function isDayComplete(posted: number, total: number, skipped = 0): boolean {
  return dayStatusFromCounts(posted, total, skipped) === 'completed';
}

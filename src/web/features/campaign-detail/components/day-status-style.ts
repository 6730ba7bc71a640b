import type { DayStatus } from '@shared/domain/day-status';

/** The colour of each day status, shared by the day headers, the calendar and its legend. */
export const DAY_STATUS_DOT: Record<DayStatus, string> = {
  completed: 'bg-success',
  in_progress: 'bg-warning',
  pending: 'bg-muted-foreground/35',
};

export const DAY_STATUS_BAR: Record<DayStatus, string> = {
  completed: 'bg-success',
  in_progress: 'bg-primary',
  pending: 'bg-primary',
};

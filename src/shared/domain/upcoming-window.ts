import { DASHBOARD_UPCOMING_LIMIT, UPCOMING_WINDOW_DAYS } from '../constants';
import { addDaysIso } from '../dates';

/**
 * The upcoming window (client spec sections 2 and 9): from today up to UPCOMING_WINDOW_DAYS days ahead, both
 * ends included.
 */
export function upcomingWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDaysIso(today, UPCOMING_WINDOW_DAYS) };
}

/** True when a yyyy-mm-dd date lies in the upcoming window that starts today. */
export function isInUpcomingWindow(date: string, today: string): boolean {
  const { from, to } = upcomingWindow(today);
  return date >= from && date <= to;
}

/**
 * The dashboard's upcoming list ("not yet posted, day date from now up to 3 days ahead, sorted by date then
 * story number, first 5"): today's pending stories first, then the later ones of the window. The overview
 * answer keeps them apart (`dueToday`, `upcoming`) because the pending page shows them in two sections.
 */
export function dashboardUpcomingStories<T>(
  dueToday: readonly T[],
  upcoming: readonly T[],
  limit: number = DASHBOARD_UPCOMING_LIMIT,
): T[] {
  return [...dueToday, ...upcoming].slice(0, limit);
}

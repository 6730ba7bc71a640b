/**
 * Pending-story status (client spec section 4): from the story's posted state and its day's date versus today.
 * One function for the dashboard, the pending page and the calendar; "today" comes from the server
 * (todayInTimeZone in APP_TIMEZONE), never from the browser's clock.
 */

export const STORY_STATUSES = ['overdue', 'due_today', 'upcoming', 'published'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  overdue: 'Atrasada',
  due_today: 'Hoy',
  upcoming: 'Próxima',
  published: 'Publicada',
};

/**
 * published if posted; otherwise overdue when the day date is before today, due_today when equal, upcoming
 * after. Both dates are yyyy-mm-dd, so comparing the strings compares the calendar dates.
 */
export function storyStatus(story: { isPosted: boolean; dayDate: string }, today: string): StoryStatus {
  if (story.isPosted) return 'published';
  if (story.dayDate < today) return 'overdue';
  if (story.dayDate === today) return 'due_today';
  return 'upcoming';
}

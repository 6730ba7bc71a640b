/**
 * Pending-story status (client spec section 4): from the story's posted or skipped state and its day's date versus
 * today. One function for the dashboard, the pending page and the calendar; "today" comes from the server
 * (todayInTimeZone in APP_TIMEZONE), never from the browser's clock.
 */
import { STORY_SKIP_TEXTS } from './story-skip';

export const STORY_STATUSES = ['overdue', 'due_today', 'upcoming', 'published', 'skipped'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  overdue: 'Atrasada',
  due_today: 'Hoy',
  upcoming: 'Próxima',
  published: 'Publicada',
  skipped: STORY_SKIP_TEXTS.label,
};

/**
 * published if posted; skipped («No se publicará») if skipped, whatever its date: never overdue nor pending;
 * otherwise overdue when the day date is before today, due_today when equal, upcoming after. Both dates are
 * yyyy-mm-dd, so comparing the strings compares the calendar dates.
 */
export function storyStatus(
  story: { isPosted: boolean; isSkipped: boolean; dayDate: string },
  today: string,
): StoryStatus {
  if (story.isPosted) return 'published';
  if (story.isSkipped) return 'skipped';
  if (story.dayDate < today) return 'overdue';
  if (story.dayDate === today) return 'due_today';
  return 'upcoming';
}

/** Still to be posted: neither published nor skipped (the pending lists, reminders and overdue counts). */
export function isStoryPending(story: { isPosted: boolean; isSkipped: boolean }): boolean {
  return !story.isPosted && !story.isSkipped;
}

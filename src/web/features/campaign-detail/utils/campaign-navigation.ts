import type { CampaignDay } from '@shared/api/client-area/campaigns';

export type StoryLocation = { storyId: string; dayId: string };

/** The day holding a story, or null when the story is not in this campaign. */
export function findStoryLocation(days: readonly CampaignDay[], storyId: string): StoryLocation | null {
  for (const day of days) {
    if (day.stories.some((story) => story.id === storyId)) return { storyId, dayId: day.id };
  }
  return null;
}

/** 'Ir a historia actual': the first story not yet posted, in day order then story number. */
export function firstPendingStory(days: readonly CampaignDay[]): StoryLocation | null {
  const ordered = [...days].sort((a, b) => a.dayOrder - b.dayOrder);
  for (const day of ordered) {
    const story = [...day.stories]
      .sort((a, b) => a.storyNumber - b.storyNumber)
      .find((candidate) => !candidate.isPosted);
    if (story) return { storyId: story.id, dayId: day.id };
  }
  return null;
}

/**
 * The day open when the screen loads: the one holding the linked story; else today's day (the server's
 * today); else the first day with a pending story; else the first day. Null for a campaign without days.
 */
export function initialOpenDayId(
  days: readonly CampaignDay[],
  today: string,
  linkedStoryId: string | null,
): string | null {
  if (linkedStoryId) {
    const location = findStoryLocation(days, linkedStoryId);
    if (location) return location.dayId;
  }
  const todays = days.find((day) => day.date === today);
  if (todays) return todays.id;
  return firstPendingStory(days)?.dayId ?? days[0]?.id ?? null;
}

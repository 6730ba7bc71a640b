import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import { storyStatus } from '@shared/domain/story-status';

/** The posted state a screen asks for a story before the server has it (an outbox mark, an optimistic tap). */
export interface PostedOverride {
  storyId: string;
  isPosted: boolean;
}

function withPosted(story: PublishingStory, isPosted: boolean, today: string, now: string): PublishingStory {
  if (story.isPosted === isPosted) return story;
  return {
    ...story,
    isPosted,
    postedAt: isPosted ? now : null,
    status: storyStatus({ isPosted, isSkipped: story.isSkipped, dayDate: story.dayDate }, today),
  };
}

/** The answer with one story's posted state set (the optimistic change of 'Marcar publicada'). */
export function setStoryPosted(
  data: PublishingResponse,
  storyId: string,
  isPosted: boolean,
  now: string = new Date().toISOString(),
): PublishingResponse {
  if (!data.stories.some((story) => story.id === storyId && story.isPosted !== isPosted)) return data;
  return {
    ...data,
    stories: data.stories.map((story) =>
      story.id === storyId ? withPosted(story, isPosted, data.today, now) : story,
    ),
  };
}

/**
 * The answer as the user left it: the marks still waiting in the outbox win over what the server said (a read
 * while they wait, or the service worker's last answer, does not undo them).
 */
export function applyPostedOverrides(
  data: PublishingResponse,
  overrides: readonly PostedOverride[],
  now: string = new Date().toISOString(),
): PublishingResponse {
  return overrides.reduce((acc, mark) => setStoryPosted(acc, mark.storyId, mark.isPosted, now), data);
}

export interface PublishingSections {
  /** The story to publish now: the first overdue one, else the first pending one of today. */
  next: PublishingStory | null;
  /** The other overdue and today's stories still to publish, in publishing order. */
  toPublish: PublishingStory[];
  /**
   * Today's stories already published. An overdue story marked here leaves the screen (the server lists only
   * overdue stories still to publish, so it would vanish at the next read anyway).
   */
  publishedToday: PublishingStory[];
  tomorrow: PublishingStory[];
  todayTotal: number;
  todayPosted: number;
  /** Overdue stories still to publish (the server's total, less those marked here). */
  overdueCount: number;
}

/** Splits the answer (already in publishing order) into what the screen shows. */
export function groupPublishing(data: PublishingResponse): PublishingSections {
  const dueByToday = data.stories.filter((story) => story.dayDate <= data.today);
  const pending = dueByToday.filter((story) => !story.isPosted);
  const todays = data.stories.filter((story) => story.dayDate === data.today);
  const overdueMarked = dueByToday.filter((story) => story.dayDate < data.today && story.isPosted).length;
  const [next = null, ...toPublish] = pending;
  return {
    next,
    toPublish,
    publishedToday: todays.filter((story) => story.isPosted),
    tomorrow: data.stories.filter((story) => story.dayDate === data.tomorrow),
    todayTotal: todays.length,
    todayPosted: todays.filter((story) => story.isPosted).length,
    overdueCount: Math.max(0, data.overdueTotal - overdueMarked),
  };
}

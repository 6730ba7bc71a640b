import type { ClientOverviewResponse, StoryListItem } from '@shared/api/client-area/stories';
import { RECENT_ACTIVITY_LIMIT } from '@shared/constants';
import { progressPercentage } from '@shared/domain/progress';

/** The lists of the overview a story can be marked published from. */
export type PendingListName = 'overdue' | 'dueToday';

/** Where a story was before it was marked, so that a refused change can put it back. */
export type PendingPlace = { list: PendingListName; index: number; item: StoryListItem };

export function findPendingStory(
  data: ClientOverviewResponse | undefined,
  storyId: string,
): PendingPlace | null {
  if (!data) return null;
  for (const list of ['overdue', 'dueToday'] as const) {
    const index = data[list].findIndex((item) => item.id === storyId);
    if (index >= 0) return { list, index, item: data[list][index]! };
  }
  return null;
}

function withPostedDelta(progress: ClientOverviewResponse['progress'], delta: number) {
  const postedStories = Math.min(progress.totalStories, Math.max(0, progress.postedStories + delta));
  return {
    ...progress,
    postedStories,
    percentage: progressPercentage(postedStories, progress.totalStories, progress.skippedStories),
  };
}

/**
 * The overview after marking a pending story published: it leaves 'Historias Atrasadas' or 'Para Hoy' and heads
 * 'Recientemente Publicadas' (still RECENT_ACTIVITY_LIMIT long), and the progress counts one more. Unchanged
 * when the story is not pending in it.
 */
export function markPublished(
  data: ClientOverviewResponse,
  storyId: string,
  postedAt: string,
): ClientOverviewResponse {
  const place = findPendingStory(data, storyId);
  if (!place) return data;
  const published: StoryListItem = { ...place.item, isPosted: true, postedAt, status: 'published' };
  return {
    ...data,
    [place.list]: data[place.list].filter((item) => item.id !== storyId),
    overdueTotal: place.list === 'overdue' ? Math.max(0, data.overdueTotal - 1) : data.overdueTotal,
    recentlyPublished: [published, ...data.recentlyPublished.filter((item) => item.id !== storyId)].slice(
      0,
      RECENT_ACTIVITY_LIMIT,
    ),
    progress: withPostedDelta(data.progress, 1),
  };
}

/** Undoes markPublished: the story goes back to its list and place, and the progress counts one less. */
export function restorePending(data: ClientOverviewResponse, place: PendingPlace): ClientOverviewResponse {
  const storyId = place.item.id;
  if (!data.recentlyPublished.some((item) => item.id === storyId)) return data;
  const list = data[place.list].filter((item) => item.id !== storyId);
  list.splice(Math.min(place.index, list.length), 0, place.item);
  return {
    ...data,
    [place.list]: list,
    overdueTotal: place.list === 'overdue' ? data.overdueTotal + 1 : data.overdueTotal,
    recentlyPublished: data.recentlyPublished.filter((item) => item.id !== storyId),
    progress: withPostedDelta(data.progress, -1),
  };
}

/** Puts the server's posted_at on a published story. */
export function setPostedAt(
  data: ClientOverviewResponse,
  storyId: string,
  postedAt: string | null,
): ClientOverviewResponse {
  if (!data.recentlyPublished.some((item) => item.id === storyId)) return data;
  return {
    ...data,
    recentlyPublished: data.recentlyPublished.map((item) =>
      item.id === storyId ? { ...item, postedAt } : item,
    ),
  };
}

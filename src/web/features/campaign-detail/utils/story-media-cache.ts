import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { StoryMedia } from '@shared/media/story-media';

/**
 * Pure updates of a story's files in the cached campaign detail (after an upload, a removal or a reorder), with
 * positions kept as the server numbers them: 1..n, no gaps. Unchanged days and stories keep their identity, so
 * memoised cards do not re-render.
 */

export type MediaList = readonly StoryMedia[];

/** Rewrites one story's `media`; the same object when the story is not in the campaign. */
export function updateStoryMedia(
  data: CampaignDetailResponse,
  storyId: string,
  update: (media: MediaList) => MediaList,
): CampaignDetailResponse {
  let changed = false;
  const days = data.campaign.days.map((day) => {
    if (!day.stories.some((story) => story.id === storyId)) return day;
    changed = true;
    return {
      ...day,
      stories: day.stories.map((story) =>
        story.id === storyId ? { ...story, media: [...update(story.media)] } : story,
      ),
    };
  });
  return changed ? { ...data, campaign: { ...data.campaign, days } } : data;
}

function renumbered(media: MediaList): StoryMedia[] {
  return media.map((item, index) => (item.position === index + 1 ? item : { ...item, position: index + 1 }));
}

/** A stored upload: in its server-given position, in place of the file it replaced (if any). */
export function withUploadedMedia(
  media: MediaList,
  uploaded: StoryMedia,
  replaces?: string | null,
): StoryMedia[] {
  const others = media.filter((item) => item.id !== uploaded.id && item.id !== replaces);
  return [...others, uploaded].sort((a, b) => a.position - b.position);
}

/** The story without one file; the files after it move up one place (as the server does). */
export function withoutMedia(media: MediaList, mediaId: string): StoryMedia[] {
  return renumbered(media.filter((item) => item.id !== mediaId));
}

/** The files in the order of `mediaIds` (files it does not name keep their relative order, after them). */
export function inOrder(media: MediaList, mediaIds: readonly string[]): StoryMedia[] {
  const rank = new Map(mediaIds.map((id, index) => [id, index]));
  const ordered = [...media].sort(
    (a, b) =>
      (rank.get(a.id) ?? mediaIds.length + a.position) - (rank.get(b.id) ?? mediaIds.length + b.position),
  );
  return renumbered(ordered);
}

/** The ids with the one at `index` moved `delta` places (clamped to the list). */
export function moveId(ids: readonly string[], index: number, delta: number): string[] {
  const target = Math.min(Math.max(index + delta, 0), ids.length - 1);
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return next;
  next.splice(target, 0, moved);
  return next;
}

/**
 * The order that puts files uploaded together in the order they were chosen, in the places they hold (several
 * upload at once, so they may finish, and be numbered, in another order; a file moved meanwhile keeps its
 * place). Null when the story is already in that order.
 */
export function chosenOrder(currentIds: readonly string[], chosenIds: readonly string[]): string[] | null {
  const queue = chosenIds.filter((id) => currentIds.includes(id));
  const chosen = new Set(queue);
  const wanted = currentIds.map((id) => (chosen.has(id) ? (queue.shift() ?? id) : id));
  return wanted.every((id, index) => id === currentIds[index]) ? null : wanted;
}

import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import { type Lateness, statusWithLateness, storyLateness } from '@shared/domain/lateness';
import { storyStatus } from '@shared/domain/story-status';

/** The posted state a screen asks for a story before the server has it (an outbox mark, an optimistic tap). */
export interface PostedOverride {
  storyId: string;
  isPosted: boolean;
}

function withPosted(
  story: PublishingStory,
  isPosted: boolean,
  data: PublishingResponse,
  now: string,
): PublishingStory {
  const today = data.today;
  if (story.isPosted === isPosted) return story;
  return {
    ...story,
    isPosted,
    postedAt: isPosted ? now : null,
    status: statusWithLateness(
      storyStatus({ isPosted, isSkipped: story.isSkipped, dayDate: story.dayDate }, today),
      latenessOf(data, story),
    ),
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
      story.id === storyId ? withPosted(story, isPosted, data, now) : story,
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

/** Where a story stands at `now` (the server's clock, or the web's estimate of it) in the client's zone. */
export function latenessOf(
  data: Pick<PublishingResponse, 'now' | 'timeZone'>,
  story: Pick<PublishingStory, 'dueAt' | 'campaignEndDate'>,
  now: Date = new Date(data.now),
): Lateness {
  return storyLateness({
    dueAt: new Date(story.dueAt),
    timeZone: data.timeZone,
    now,
    campaignEndDate: story.campaignEndDate,
  });
}

/**
 * The answer with each story's status by the shared lateness rule at `now` (the screen's running estimate of the
 * server's clock): a card's own badge turns «Atrasada» at its time, with the groups, not at the next read.
 * Published and skipped stories keep theirs. The same object when nothing changed.
 */
export function withStatusesAt(data: PublishingResponse, now: Date): PublishingResponse {
  let changed = false;
  const stories = data.stories.map((story) => {
    const status = statusWithLateness(story.status, latenessOf(data, story, now));
    if (status === story.status) return story;
    changed = true;
    return { ...story, status };
  });
  return changed ? { ...data, stories } : data;
}

export interface PublishingSections {
  /** The story to publish now: the first of today's still to publish, else the first recently late one. */
  next: PublishingStory | null;
  /** Today's other stories still to publish, in publishing order (those past their time are late). */
  toPublish: PublishingStory[];
  /** Earlier days' stories late by at most RECENT_LATE_WINDOW_HOURS, still to publish (after `next` if it is one). */
  recentLate: PublishingStory[];
  /** The old leftovers the answer holds, still to publish: folded in «Atrasadas antiguas». */
  old: PublishingStory[];
  /** Old leftovers in all (the server's total, less those marked here). */
  oldTotal: number;
  /** Today's stories already published. A late story marked here leaves its group. */
  publishedToday: PublishingStory[];
  /**
   * Today's stories marked «No se publicará»: listed apart under today's others, where their reason and «Deshacer»
   * stay within reach (a card skipped open stays open); out of `todayTotal` (counted apart, as the progress is).
   */
  skippedToday: PublishingStory[];
  tomorrow: PublishingStory[];
  todayTotal: number;
  todayPosted: number;
  /** Late and still to publish: today's past their time and the recently late (what the agency's board lists). */
  lateCount: number;
}

/**
 * Splits the answer (already in publishing order) into what the screen shows, by the shared lateness rule at `now`
 * (the server's clock by default; the screen passes its running estimate of it): today first, then the recent
 * lateness, then the old leftovers folded, then tomorrow.
 */
export function groupPublishing(
  data: PublishingResponse,
  now: Date = new Date(data.now),
): PublishingSections {
  const today: PublishingStory[] = [];
  const recent: PublishingStory[] = [];
  const old: PublishingStory[] = [];
  const tomorrow: PublishingStory[] = [];
  let late = 0;
  let oldMarked = 0;
  for (const story of data.stories) {
    const lateness = latenessOf(data, story, now);
    const isPending = story.status !== 'published' && story.status !== ('skipped' as string);
    if (lateness.group === 'today') today.push(story);
    else if (lateness.group === 'later') {
      if (lateness.dueDate === data.tomorrow) tomorrow.push(story);
    } else if (!isPending) {
      if (lateness.group === 'old') oldMarked++;
    } else if (lateness.group === 'recent') recent.push(story);
    else old.push(story);
    if (isPending && lateness.isLate && lateness.group !== 'old') late++;
  }
  const pendingToday = today.filter(
    (story) => story.status !== 'published' && story.status !== ('skipped' as string),
  );
  const [next = null, ...toPublish] = pendingToday.length > 0 ? pendingToday : recent;
  const todayPosted = today.filter((story) => story.isPosted).length;
  const skippedToday = today.filter((story) => story.status === ('skipped' as string));
  return {
    next,
    toPublish: pendingToday.length > 0 ? toPublish : [],
    recentLate: pendingToday.length > 0 ? recent : toPublish,
    old,
    oldTotal: Math.max(old.length, data.oldTotal - oldMarked),
    publishedToday: today.filter((story) => story.isPosted),
    skippedToday,
    tomorrow,
    todayTotal: today.length - skippedToday.length,
    todayPosted,
    lateCount: late,
  };
}

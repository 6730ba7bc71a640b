import type { StoryListItem } from '@shared/api/client-area/stories';
import { lateSinceLabel, statusWithLateness, storyLateness } from '@shared/domain/lateness';
import type { StoryStatus } from '@shared/domain/story-status';

/** Where a listed story stands on screen: its status and, when late, «Atrasada desde las 16:00». */
export interface LiveStoryStatus {
  status: StoryStatus;
  /** lateSinceLabel() in the client's wall time; null while not late (or published, skipped). */
  lateSince: string | null;
}

/**
 * A story's status by the shared lateness rule (src/shared/domain/lateness.ts) at `now` (the server's running
 * clock, useServerNow) in the client's `timeZone`: a story of today turns 'overdue' on screen at its time, as the
 * agency's board says, without waiting for the next read.
 */
export function liveStoryStatus(
  story: Pick<StoryListItem, 'dueAt' | 'status'>,
  { timeZone, now }: { timeZone: string; now: Date },
): LiveStoryStatus {
  const lateness = storyLateness({ dueAt: new Date(story.dueAt), timeZone, now });
  const status = statusWithLateness(story.status, lateness);
  return { status, lateSince: status === 'overdue' ? lateSinceLabel(lateness) : null };
}

/**
 * «No se publicará» (issue 29 §1): PATCH /api/stories/{id}/skipped sets or undoes a story's skip (the client on its
 * own stories, an admin on any), and the `skip` field every story of the client area and the campaign screen carries.
 */
import { z } from 'zod';
import { STORY_SKIP_REASON_MAX_LENGTH, STORY_SKIP_TEXTS } from '../domain/story-skip';
import { optionalText } from '../text/text-fields';
import { Instant } from './client-area/common';

/** Who skipped a story, when, and why; null while the story is to be published. */
export const StorySkip = z
  .object({
    skippedAt: Instant,
    /** The name of the user who skipped it; null when that user was deleted since. */
    skippedByName: z.string().nullable(),
    /** Skipped by the agency (an admin) rather than by the client. */
    skippedByAgency: z.boolean(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'StorySkip' });
export type StorySkip = z.infer<typeof StorySkip>;

/**
 * Sets the skip (not a toggle: repeating a call changes nothing). `reason` is read only when skipping: trimmed, at
 * most STORY_SKIP_REASON_MAX_LENGTH characters, empty is none. Skipping a story already skipped keeps its first
 * who, when and reason.
 */
export const SetStorySkippedBody = z
  .object({
    isSkipped: z.boolean({ error: STORY_SKIP_TEXTS.isSkippedRequired }),
    reason: optionalText({ max: STORY_SKIP_REASON_MAX_LENGTH, tooLong: STORY_SKIP_TEXTS.reasonTooLong }),
  })
  .meta({ id: 'SetStorySkippedBody' });
export type SetStorySkippedBody = z.input<typeof SetStorySkippedBody>;

const SkipCounts = {
  postedStories: z.number().int(),
  skippedStories: z.number().int(),
  totalStories: z.number().int(),
};

/** The story after the write, and the counters of its day and campaign read in the same transaction. */
export const SetStorySkippedResponse = z
  .object({
    story: z.object({ id: z.string(), isSkipped: z.boolean(), skip: StorySkip.nullable() }),
    day: z.object({ id: z.string(), dayOrder: z.number().int(), ...SkipCounts }),
    campaign: z.object({
      id: z.string(),
      ...SkipCounts,
      /** published / (total − skipped), src/shared/domain/progress.ts. */
      progress: z.number().int(),
    }),
  })
  .meta({ id: 'SetStorySkippedResponse' });
export type SetStorySkippedResponse = z.infer<typeof SetStorySkippedResponse>;

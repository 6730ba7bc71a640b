import { SCHEDULE_MESSAGES, UpdateStoryTimeBody } from '@shared/api/story-schedule';
import { blockTime, UNKNOWN_BLOCK_TIME } from '@shared/domain/time-blocks';
import { z } from 'zod';

/**
 * The «Cambiar hora» form: a wall time (24 h, 'HH:MM'; '9:30' is read as '09:30') or the time of the story's
 * block. Its output is the API's body, checked by the API's own schema, so the browser refuses what the server
 * would refuse with the same message, on the same field (`scheduledTime`).
 */
export const StoryTimeForm = z
  .object({ useBlockTime: z.boolean(), scheduledTime: z.string() })
  .transform(({ useBlockTime, scheduledTime }, ctx): UpdateStoryTimeBody => {
    if (useBlockTime) return { scheduledTime: null };
    const typed = scheduledTime.trim();
    const time = /^\d:\d\d$/.test(typed) ? `0${typed}` : typed;
    if (!UpdateStoryTimeBody.safeParse({ scheduledTime: time }).success) {
      ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: SCHEDULE_MESSAGES.timeInvalid });
      return z.NEVER;
    }
    return { scheduledTime: time };
  });
export type StoryTimeFormValues = z.input<typeof StoryTimeForm>;

/** The time a story without its own follows: its block's ('09:00' for 'Mañana'), else the documented default. */
export function defaultStoryTime(timeBlock: string | null): string {
  return blockTime(timeBlock) ?? UNKNOWN_BLOCK_TIME;
}

/** «Mañana · 09:00», or «12:00» for a story without a block. */
export function blockTimeLabel(timeBlock: string | null): string {
  const time = defaultStoryTime(timeBlock);
  return timeBlock?.trim() ? `${timeBlock.trim()} · ${time}` : time;
}

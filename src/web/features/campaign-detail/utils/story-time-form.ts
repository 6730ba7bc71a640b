import { SCHEDULE_MESSAGES, UpdateStoryTimeBody } from '@shared/api/story-schedule';
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

/** A story's time as the time dialog shows it, without zod (the form's schema is in story-time-form.ts). */

import { blockTime, UNKNOWN_BLOCK_TIME } from '@shared/domain/time-blocks';

/** The time a story without its own follows: its block's ('09:00' for 'Mañana'), else the documented default. */
export function defaultStoryTime(timeBlock: string | null): string {
  return blockTime(timeBlock) ?? UNKNOWN_BLOCK_TIME;
}

/** «Mañana · 09:00», or «12:00» for a story without a block. */
export function blockTimeLabel(timeBlock: string | null): string {
  const time = defaultStoryTime(timeBlock);
  return timeBlock?.trim() ? `${timeBlock.trim()} · ${time}` : time;
}

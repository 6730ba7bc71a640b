import { zonedWallTimeToInstant } from '../zoned-time';
import { blockTime, UNKNOWN_BLOCK_TIME } from './time-blocks';

export interface DueInstantFields {
  /** The date of the campaign day the story belongs to (yyyy-mm-dd). */
  dayDate: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  timeBlock: string | null;
}

const TIME = /^(\d{2}):(\d{2})/;

/**
 * When a story is due: its scheduled date and time, else its day's date at its time block's time (the table in
 * time-blocks.ts; an unknown block is 12:00), as a wall time in the client's `timeZone` turned into an instant.
 */
export function storyDueInstant(story: DueInstantFields, timeZone: string): Date {
  const date = story.scheduledDate ?? story.dayDate;
  const scheduled = story.scheduledTime ? TIME.exec(story.scheduledTime) : null;
  const time = scheduled
    ? `${scheduled[1]}:${scheduled[2]}`
    : (blockTime(story.timeBlock) ?? UNKNOWN_BLOCK_TIME);
  return zonedWallTimeToInstant(date, time, timeZone);
}

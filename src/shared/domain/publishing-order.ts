/**
 * The order of the publishing checklist ('Publicar hoy'): by day, then by the time a story is meant to go out
 * (its scheduled time, else the usual hour of its time block), then by story number. Pure, shared by the
 * server's answer and the web's grouping.
 */

import { blockTime } from './time-blocks';

/** 'HH:mm' the story is due at: its scheduled time, else its block's usual hour, else null (unknown). */
export function publishingTime(story: {
  scheduledTime: string | null;
  timeBlock: string | null;
}): string | null {
  if (story.scheduledTime && /^\d{2}:\d{2}/.test(story.scheduledTime)) return story.scheduledTime.slice(0, 5);
  return blockTime(story.timeBlock);
}

export interface PublishingOrderFields {
  dayDate: string;
  scheduledTime: string | null;
  timeBlock: string | null;
  storyNumber: number;
  campaignTitle: string;
}

/** Sort comparator: day, due time (unknown last within its day), campaign, story number. */
export function comparePublishingOrder(a: PublishingOrderFields, b: PublishingOrderFields): number {
  if (a.dayDate !== b.dayDate) return a.dayDate < b.dayDate ? -1 : 1;
  const ta = publishingTime(a) ?? '99:99';
  const tb = publishingTime(b) ?? '99:99';
  if (ta !== tb) return ta < tb ? -1 : 1;
  if (a.campaignTitle !== b.campaignTitle) return a.campaignTitle.localeCompare(b.campaignTitle, 'es');
  return a.storyNumber - b.storyNumber;
}

/** GET /api/client/stories/{id}/link: where a story a reminder linked to lives, when «Publicar hoy» does not list it. */
import { z } from 'zod';
import { IsoDate } from './common';

/**
 * The little «Publicar hoy» needs to say where a linked story is when its list does not hold it (published days
 * ago, further ahead than tomorrow, in a campaign on hold or finished): enough for a note and a link to the story
 * in its campaign.
 */
export const StoryLinkResponse = z.object({
  id: z.string(),
  title: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  /** Its date on the client's calendar (its scheduled date, else its day's). */
  date: IsoDate,
  isPosted: z.boolean(),
});
export type StoryLinkResponse = z.infer<typeof StoryLinkResponse>;

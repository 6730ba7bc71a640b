import { z } from 'zod';
import { AiRequestDto } from '../ai/contract';

/**
 * A story was marked published or unpublished: every admin's «Hoy» board re-reads itself. Sent to admins only
 * (the audience 'admins' of the NOTIFY envelope), in the transaction of the change.
 */
export const BoardStoryUpdated = z.object({
  type: z.literal('board.story_updated'),
  storyId: z.string(),
  campaignId: z.string(),
  clientId: z.string(),
  isPosted: z.boolean(),
});
export type BoardStoryUpdated = z.infer<typeof BoardStoryUpdated>;

/**
 * Server-Sent Events on GET /api/events (one stream per signed-in user). Each SSE message has
 * `event: <type>` and `data: <JSON of the event>`.
 */
export const ServerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ai_request.updated'), request: AiRequestDto }),
  BoardStoryUpdated,
]);
export type ServerEvent = z.infer<typeof ServerEvent>;

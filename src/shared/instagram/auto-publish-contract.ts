/**
 * The API of «Publicar automáticamente» (issue 32): GET/PUT /api/stories/{id}/auto-publish, and the state a story
 * card shows (CampaignStory.autoPublish).
 */
import { z } from 'zod';
import { AUTO_PUBLISH_STATES } from './auto-publish';

export const StoryAutoPublishState = z.object({
  state: z.enum(AUTO_PUBLISH_STATES),
  /** Why it fell back to the brand (state 'fallback'), in Spanish. */
  reason: z.string().nullable(),
});
export type StoryAutoPublishState = z.infer<typeof StoryAutoPublishState>;

export const AutoPublishResponse = z.object({
  /** The client has an active Instagram connection; with its account's name. */
  connected: z.boolean(),
  username: z.string().nullable(),
  /** Why the story cannot be published automatically (empty: it can), each in Spanish. */
  blockers: z.array(z.object({ code: z.string(), message: z.string() })),
  /** The request, if any. */
  autoPublish: StoryAutoPublishState.extend({
    requestedByName: z.string(),
    requestedAt: z.iso.datetime(),
    igMediaId: z.string().nullable(),
  }).nullable(),
  /** When it will be published: the story's due instant (ISO), in the client's zone `timeZone`. */
  dueAt: z.iso.datetime(),
  timeZone: z.string(),
  /** The campaign asks for approval and this story is not approved yet: it will not be published until it is. */
  awaitingApproval: z.boolean(),
});
export type AutoPublishResponse = z.infer<typeof AutoPublishResponse>;

export const SetAutoPublishBody = z.object({ enabled: z.boolean() });
export type SetAutoPublishBody = z.infer<typeof SetAutoPublishBody>;

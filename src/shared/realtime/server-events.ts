import { z } from 'zod';
import { AiRequestDto } from '../ai/contract';
import { COMMENT_SIDES } from '../comments/comment-rules';

/**
 * A story was marked published or unpublished, or skipped («No se publicará») or unskipped: every admin's «Hoy» board
 * re-reads itself. Sent to admins only
 * (the audience 'admins' of the NOTIFY envelope), in the transaction of the change.
 */
export const BoardStoryUpdated = z.object({
  type: z.literal('board.story_updated'),
  storyId: z.string(),
  campaignId: z.string(),
  clientId: z.string(),
  isPosted: z.boolean(),
  isSkipped: z.boolean(),
});
export type BoardStoryUpdated = z.infer<typeof BoardStoryUpdated>;

/**
 * Approvals changed on some stories of a campaign (a request, a decision): the campaign screens and the board
 * re-read themselves. Sent to the admins and to the client's login user, in the transaction of the change. Edits
 * that void an approval already tell their own screens to re-read.
 */
export const ApprovalUpdated = z.object({
  type: z.literal('approval.updated'),
  campaignId: z.string(),
  clientId: z.string(),
  storyIds: z.array(z.string()),
});
export type ApprovalUpdated = z.infer<typeof ApprovalUpdated>;

/**
 * A comment was added to a story's thread (issue 16): sent to the story's client user and to every admin, in the
 * transaction of the comment. Browsers re-read the thread, the counts and the unread badge; the comment itself is
 * not in the event (it is read through the API, with the reader's own `isOwn`).
 */
export const StoryCommentAdded = z.object({
  type: z.literal('story.comment'),
  storyId: z.string(),
  campaignId: z.string(),
  clientId: z.string(),
  commentId: z.string(),
  authorSide: z.enum(COMMENT_SIDES),
});
export type StoryCommentAdded = z.infer<typeof StoryCommentAdded>;

/**
 * Server-Sent Events on GET /api/events (one stream per signed-in user). Each SSE message has
 * `event: <type>` and `data: <JSON of the event>`.
 */
export const ServerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ai_request.updated'), request: AiRequestDto }),
  BoardStoryUpdated,
  ApprovalUpdated,
  StoryCommentAdded,
]);
export type ServerEvent = z.infer<typeof ServerEvent>;

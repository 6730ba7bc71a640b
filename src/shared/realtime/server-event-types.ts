/**
 * The `event:` names of GET /api/events, apart from their zod schemas (server-events.ts) so that the browser can
 * start listening before it loads zod. A test checks that they are the schema's, in its order.
 */
export const SERVER_EVENT_TYPES = [
  'ai_request.updated',
  'board.story_updated',
  'approval.updated',
  'story.comment',
] as const;

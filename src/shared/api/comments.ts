/**
 * Comments on a story (issue 16): a short thread per story between the agency and the client. The routes are in
 * src/server/routes/comments.ts; the rules (length, sides, mentions, windows) in src/shared/comments/comment-rules.ts.
 *
 * Unread: a comment of the OTHER side newer than the reader's read mark of its story (admins: and of the last
 * ADMIN_UNREAD_WINDOW_DAYS days). Instants are ISO 8601 in UTC; each story carries its client's time zone, in
 * which the screens show every time.
 */
import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMENT_SIDES } from '../comments/comment-rules';
import { requiredText } from '../text/text-fields';
import { Instant, IsoDate } from './client-area/common';

export const COMMENT_MESSAGES = {
  empty: 'Escribe un comentario antes de enviarlo',
  tooLong: `El comentario no puede tener más de ${COMMENT_MAX_LENGTH} caracteres`,
  storyNotFound: 'Historia no encontrada',
  campaignNotFound: 'Campaña no encontrada',
} as const;

export const CommentSideSchema = z.enum(COMMENT_SIDES).meta({ id: 'CommentSide' });

// --- POST /api/stories/{id}/comments ------------------------------------------------------------------

/** The comment: trimmed, 1 to COMMENT_MAX_LENGTH characters, line breaks kept, hidden characters refused. */
export const AddCommentBody = z
  .object({
    body: requiredText({
      max: COMMENT_MAX_LENGTH,
      tooLong: COMMENT_MESSAGES.tooLong,
      tooShort: COMMENT_MESSAGES.empty,
      missing: COMMENT_MESSAGES.empty,
    }),
  })
  .meta({ id: 'AddCommentBody' });
export type AddCommentBody = z.infer<typeof AddCommentBody>;

/** One comment as the reader sees it: `isOwn` when the reader wrote it. */
export const StoryComment = z
  .object({
    id: z.string(),
    storyId: z.string(),
    body: z.string(),
    authorSide: CommentSideSchema,
    /** The author's name as it was when the comment was written. */
    authorName: z.string(),
    createdAt: Instant,
    isOwn: z.boolean(),
  })
  .meta({ id: 'StoryComment' });
export type StoryComment = z.infer<typeof StoryComment>;

export const AddCommentResponse = z.object({ comment: StoryComment });
export type AddCommentResponse = z.infer<typeof AddCommentResponse>;

// --- GET /api/stories/{id}/comments -------------------------------------------------------------------

/** The story a thread is about, with what the thread's header and links need. */
export const CommentedStory = z
  .object({
    id: z.string(),
    title: z.string(),
    storyNumber: z.number().int(),
    dayOrder: z.number().int(),
    dayDate: IsoDate,
    campaignId: z.string(),
    campaignTitle: z.string(),
    clientId: z.string(),
    brandName: z.string(),
    /** The client's IANA time zone (its own, else the agency's): the thread shows its times in it. */
    timeZone: z.string(),
  })
  .meta({ id: 'CommentedStory' });
export type CommentedStory = z.infer<typeof CommentedStory>;

export const StoryThreadResponse = z.object({
  story: CommentedStory,
  /** The reader's side: its comments are the ones shown as "ours". */
  viewerSide: CommentSideSchema,
  /** Oldest first: the newest THREAD_COMMENT_LIMIT comments. */
  comments: z.array(StoryComment),
  /** Older comments left out of `comments`. */
  olderCount: z.number().int(),
  /** The reader's read mark before this answer (null: never opened); reading the thread does not move it. */
  lastReadAt: Instant.nullable(),
});
export type StoryThreadResponse = z.infer<typeof StoryThreadResponse>;

// --- Unread counts ------------------------------------------------------------------------------------

/** The signed-in user's unread comments, and in how many threads. */
export const UnreadComments = z
  .object({ unread: z.number().int(), threads: z.number().int() })
  .meta({ id: 'UnreadComments' });
export type UnreadComments = z.infer<typeof UnreadComments>;

/** POST /api/stories/{id}/comments/read: the new read mark and the user's unread count after it. */
export const MarkThreadReadResponse = z.object({
  storyId: z.string(),
  readAt: Instant,
  unread: UnreadComments,
});
export type MarkThreadReadResponse = z.infer<typeof MarkThreadReadResponse>;

/** GET /api/campaigns/{id}/comment-counts: each story of the campaign that has comments. */
export const CampaignCommentCountsResponse = z.object({
  campaignId: z.string(),
  stories: z.array(
    z.object({ storyId: z.string(), total: z.number().int(), unread: z.number().int() }).meta({
      id: 'StoryCommentCount',
    }),
  ),
});
export type CampaignCommentCountsResponse = z.infer<typeof CampaignCommentCountsResponse>;

// --- GET /api/comments/inbox --------------------------------------------------------------------------

export const CommentInboxThread = z
  .object({
    story: CommentedStory,
    commentCount: z.number().int(),
    unreadCount: z.number().int(),
    lastComment: z.object({
      authorSide: CommentSideSchema,
      authorName: z.string(),
      isOwn: z.boolean(),
      /** The comment on one line, shortened to COMMENT_EXCERPT_LENGTH characters. */
      excerpt: z.string(),
      createdAt: Instant,
    }),
  })
  .meta({ id: 'CommentInboxThread' });
export type CommentInboxThread = z.infer<typeof CommentInboxThread>;

/** Threads with unread comments first, then by latest comment; at most COMMENT_INBOX_LIMIT. */
export const CommentInboxResponse = z.object({
  threads: z.array(CommentInboxThread),
  unread: UnreadComments,
});
export type CommentInboxResponse = z.infer<typeof CommentInboxResponse>;

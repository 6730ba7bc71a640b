import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredApprovalStatus } from '../../../shared/approvals/approval-state';
import type { CommentSide } from '../../../shared/comments/comment-rules';
import { user } from './auth';
import { campaignDays, campaigns, stories } from './campaigns';
import { clients } from './clients';

/**
 * The agency asks a client to approve a day (`campaign_day_id`) or a whole campaign (null). The link's token travels
 * only in the e-mail; the row keeps its SHA-256, so a copy of the database opens nothing. A request is open while it
 * is unexpired, not superseded by a newer request for the same scope, and not completed (completed_at is set in the
 * transaction that records a decision on the last undecided story of its scope: the link serves one round).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    campaignDayId: uuid('campaign_day_id').references(() => campaignDays.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('approval_requests_token_hash_unique'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_requests_campaign_id_idx').on(t.campaignId, t.createdAt)],
);

/**
 * A story's current approval: one row per story that was ever asked for. `content_hash` is the fingerprint of the
 * content the client approved or reviewed (copy, sticker, media, time); the triggers of drizzle/0009 put the row
 * back to 'pending' in the same transaction as any change of that content, whatever code path makes it.
 */
export const storyApprovals = pgTable(
  'story_approvals',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    status: text('status').$type<StoredApprovalStatus>().notNull(),
    contentHash: text('content_hash'),
    /** The client's comment with a request for changes (also posted to the story's thread). */
    comment: text('comment'),
    requestId: uuid('request_id').references(() => approvalRequests.id, { onDelete: 'set null' }),
    /** The signed-in user who decided; null when decided through the link. */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedVia: text('decided_via').$type<'link' | 'panel'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // ON DELETE SET NULL of a request finds its rows by this index.
    index('story_approvals_request_id_idx').on(t.requestId),
    check('story_approvals_status', sql`${t.status} in ('pending', 'approved', 'changes_requested')`),
    check(
      'story_approvals_decided_via',
      sql`${t.decidedVia} is null or ${t.decidedVia} in ('link', 'panel')`,
    ),
    check(
      'story_approvals_decision_complete',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null and ${t.contentHash} is null)`,
    ),
  ],
);

/** A comment on a story. The author's name is kept as written, so a thread still reads right after a user is gone. */
export const storyComments = pgTable(
  'story_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    authorSide: text('author_side').$type<CommentSide>().notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('story_comments_story_id_created_at_idx').on(t.storyId, t.createdAt),
    index('story_comments_side_created_at_idx').on(t.authorSide, t.createdAt),
    check('story_comments_author_side', sql`${t.authorSide} in ('agency', 'client')`),
  ],
);

/** Up to when a user has read a story's thread: comments of the other side after it are unread. */
export const storyCommentReads = pgTable(
  'story_comment_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storyId] }),
    // A deleted story's read marks go with it (ON DELETE CASCADE looks them up by story).
    index('story_comment_reads_story_id_idx').on(t.storyId),
  ],
);

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;
export type StoryApprovalRow = typeof storyApprovals.$inferSelect;
export type StoryCommentRow = typeof storyComments.$inferSelect;

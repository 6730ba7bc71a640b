import { and, eq, sql } from 'drizzle-orm';
import type { StoryComment } from '../../../shared/api/comments';
import { type CommentSide, mentionsOtherSide } from '../../../shared/comments/comment-rules';
import type { ServerEvent } from '../../../shared/realtime/server-events';
import type { Viewer } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { type StoryCommentRow, storyCommentReads, storyComments } from '../../db/schema/approvals';
import { user } from '../../db/schema/auth';
import { enqueueJob } from '../../jobs/enqueue-job';
import { notifyAdmins, notifyUser } from '../../realtime/notify-user';
import { raiseCommentCreated } from '../webhooks/events/raise-story-events';
import type { WebhookEnv } from '../webhooks/events/webhook-refs';
import { commentDto } from './comment-dto';
import { admitComment } from './comment-rate-limit';
import { sideOf } from './count-unread-comments';
import { type CommentTarget, findCommentedStory } from './find-commented-story';
import { mentionKeys, notifyMentionJob } from './notify-mention-job';

export interface AddedComment {
  comment: StoryComment;
  /** Mention notifications queued (0 without a mention of the other side). */
  mentionJobs: number;
}

/**
 * Adds a comment to a story's thread: an admin on any story, a client only on its own client's stories (NOT_FOUND
 * otherwise). One transaction that admits the comment under the author's limit (`rateLimit` comments in any
 * minute: LIMIT_EXCEEDED, 429 with Retry-After, beyond), reads the author's name as it is now and writes the
 * comment with writeStoryComment: all of it or nothing.
 */
export async function addStoryComment({
  db,
  viewer,
  storyId,
  body,
  agencyTimeZone,
  rateLimit,
  now,
  env,
}: {
  db: Db;
  viewer: Viewer;
  storyId: string;
  /** Already trimmed and validated (AddCommentBody). */
  body: string;
  agencyTimeZone: string;
  /** What the webhook events' references need (links, the agency's zone). */
  env: WebhookEnv;
  /** Comments the author may write in any minute (COMMENT_RATE_LIMIT). */
  rateLimit: number;
  now: Date;
}): Promise<AddedComment> {
  return db.transaction(async (tx) => {
    await admitComment(tx, { userId: viewer.userId, limit: rateLimit, now });
    const target = await findCommentedStory(tx, { viewer, storyId, agencyTimeZone });
    const [author] = await tx
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, viewer.userId));
    const side = sideOf(viewer);
    const { comment, mentionJobs } = await writeStoryComment(tx, {
      target,
      author: {
        userId: viewer.userId,
        side,
        name: author?.name.trim() || author?.email || (viewer.isAdmin ? 'Agencia' : target.clientName),
      },
      body,
      env,
      now,
    });
    return { comment: commentDto(comment, viewer), mentionJobs };
  });
}

/**
 * Writes a comment in the caller's transaction, for a story the caller has already found (and authorised) with
 * findCommentedStory: stores it, moves the author's own read mark past it (when the author is a user), raises
 * 'story.comment' for the story's client user and every admin (delivered on commit), and when the comment mentions
 * the other side («@agencia» / «@cliente») queues one 'comments.notify-mention' job per person to tell (every active
 * admin, or the client's active login). Also the way for another use case to post to a thread (a client's request
 * for changes through an approval link: `author.userId` null, side 'client', the client's name).
 */
export async function writeStoryComment(
  tx: Executor,
  {
    target,
    author,
    body,
    env,
    now,
  }: {
    target: CommentTarget;
    author: { userId: string | null; side: CommentSide; name: string };
    /** Trimmed, 1 to COMMENT_MAX_LENGTH characters (AddCommentBody's rules). */
    body: string;
    /** What the webhook events' references need (links, the agency's zone). */
    env: WebhookEnv;
    /** The app's clock (the webhook envelope's timestamp). */
    now?: Date;
  },
): Promise<{ comment: StoryCommentRow; mentionJobs: number }> {
  const [row] = await tx
    .insert(storyComments)
    .values({
      storyId: target.id,
      authorUserId: author.userId,
      authorSide: author.side,
      authorName: author.name,
      body,
      // The time of the insert, not of the transaction's start: a read mark set meanwhile stays before it.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  const comment = row!;
  if (author.userId) {
    // Whoever writes has read the thread up to their own comment.
    await tx
      .insert(storyCommentReads)
      .values({ userId: author.userId, storyId: target.id, readAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [storyCommentReads.userId, storyCommentReads.storyId],
        set: { readAt: sql`greatest(${storyCommentReads.readAt}, excluded.read_at)` },
      });
  }

  const event: ServerEvent = {
    type: 'story.comment',
    storyId: target.id,
    campaignId: target.campaignId,
    clientId: target.clientId,
    commentId: comment.id,
    authorSide: author.side,
  };
  if (target.clientUserId) await notifyUser(tx, target.clientUserId, event);
  await notifyAdmins(tx, event);
  // comment.created (issue 34), naming the author as the thread shows them.
  await raiseCommentCreated(tx, {
    env,
    now,
    storyId: target.id,
    actor: {
      kind: author.side === 'agency' ? 'admin' : 'client',
      userId: author.userId,
      name: author.name,
    },
    comment: { id: comment.id, body: comment.body, createdAt: comment.createdAt.toISOString() },
  });

  let mentionJobs = 0;
  if (mentionsOtherSide(body, author.side)) {
    for (const recipientUserId of await mentionRecipients(tx, author.side, target)) {
      const queued = await enqueueJob(
        tx,
        notifyMentionJob,
        { commentId: comment.id, recipientUserId },
        { dedupeKey: mentionKeys.job(comment.id, recipientUserId) },
      );
      if (queued) mentionJobs++;
    }
  }
  return { comment, mentionJobs };
}

/** Who a mention of the other side tells: every active admin (the client wrote), or the client's active login. */
async function mentionRecipients(tx: Executor, side: CommentSide, target: CommentTarget): Promise<string[]> {
  if (side === 'agency') {
    return target.clientUserId && target.clientStatus === 'active' ? [target.clientUserId] : [];
  }
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)));
  return admins.map((admin) => admin.id);
}

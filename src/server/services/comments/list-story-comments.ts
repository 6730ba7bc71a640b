import { and, desc, eq, sql } from 'drizzle-orm';
import type { StoryThreadResponse } from '../../../shared/api/comments';
import { THREAD_COMMENT_LIMIT } from '../../../shared/comments/comment-rules';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { storyCommentReads, storyComments } from '../../db/schema/approvals';
import { commentDto } from './comment-dto';
import { sideOf } from './count-unread-comments';
import { commentedStoryOf, findCommentedStory } from './find-commented-story';

/**
 * A story's thread, oldest first: its newest THREAD_COMMENT_LIMIT comments (how many older ones are left out in
 * `olderCount`), the story with its campaign and client, and the reader's read mark as it was (reading does not
 * move it: POST …/comments/read does). Three indexed queries; a story the viewer may not see is NOT_FOUND.
 */
export async function listStoryComments({
  db,
  viewer,
  storyId,
  agencyTimeZone,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
  agencyTimeZone: string;
}): Promise<StoryThreadResponse> {
  const target = await findCommentedStory(db, { viewer, storyId, agencyTimeZone });
  const rows = await db
    .select({ comment: storyComments, total: sql<number>`(count(*) over ())::int` })
    .from(storyComments)
    .where(eq(storyComments.storyId, target.id))
    .orderBy(desc(storyComments.createdAt), desc(storyComments.id))
    .limit(THREAD_COMMENT_LIMIT);
  const [mark] = await db
    .select({ readAt: storyCommentReads.readAt })
    .from(storyCommentReads)
    .where(and(eq(storyCommentReads.storyId, target.id), eq(storyCommentReads.userId, viewer.userId)));
  const total = Number(rows[0]?.total ?? 0);
  return {
    story: commentedStoryOf(target),
    viewerSide: sideOf(viewer),
    comments: rows.map((row) => commentDto(row.comment, viewer)).reverse(),
    olderCount: Math.max(0, total - rows.length),
    lastReadAt: mark?.readAt.toISOString() ?? null,
  };
}

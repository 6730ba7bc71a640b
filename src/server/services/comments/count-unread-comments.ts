import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { UnreadComments } from '../../../shared/api/comments';
import { ADMIN_UNREAD_WINDOW_DAYS, type CommentSide } from '../../../shared/comments/comment-rules';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { storyCommentReads, storyComments } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';

/** The side a user writes on: admins are the agency, clients the client. */
export function sideOf(viewer: Viewer): CommentSide {
  return viewer.isAdmin ? 'agency' : 'client';
}

/**
 * The story_comments rows the viewer may read: every one for an admin; for a client, those on the stories of its
 * own client's campaigns (a semi-join PostgreSQL drives from the client's stories, through their indexes).
 */
export function visibleComments(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return sql`${storyComments.storyId} in (select ${stories.id} from ${stories}
    join ${campaignDays} on ${campaignDays.id} = ${stories.campaignDayId}
    join ${campaigns} on ${campaigns.id} = ${campaignDays.campaignId}
    join ${clients} on ${clients.id} = ${campaigns.clientId}
    where ${clients.userId} = ${viewer.userId})`;
}

/** The viewer's read marks, to LEFT JOIN on story_comments (readMarkJoin) so that unreadComment can read them. */
export function readMarkJoin(viewer: Viewer): SQL {
  return and(
    eq(storyCommentReads.storyId, storyComments.storyId),
    eq(storyCommentReads.userId, viewer.userId),
  )!;
}

/**
 * A comment is unread for the viewer when the other side wrote it after the viewer's read mark of its story (no
 * mark: never opened). For admins, only comments of the last ADMIN_UNREAD_WINDOW_DAYS days count: an admin who
 * joins later is not greeted by every comment the agency ever received. Needs readMarkJoin.
 */
export function unreadComment(viewer: Viewer): SQL {
  const other: CommentSide = viewer.isAdmin ? 'client' : 'agency';
  const window = viewer.isAdmin
    ? sql` and ${storyComments.createdAt} > now() - (${ADMIN_UNREAD_WINDOW_DAYS})::int * interval '1 day'`
    : sql``;
  return sql`(${storyComments.authorSide} = ${other}
    and (${storyCommentReads.readAt} is null or ${storyComments.createdAt} > ${storyCommentReads.readAt})${window})`;
}

/**
 * The signed-in user's unread comments and the threads they are in, in one query: for an admin over the index
 * (author_side, created_at) within the window, for a client over its own stories.
 */
export async function countUnreadComments(db: Executor, viewer: Viewer): Promise<UnreadComments> {
  const [row] = await db
    .select({
      unread: sql<number>`count(*)::int`,
      threads: sql<number>`count(distinct ${storyComments.storyId})::int`,
    })
    .from(storyComments)
    .leftJoin(storyCommentReads, readMarkJoin(viewer))
    .where(and(unreadComment(viewer), visibleComments(viewer)));
  return { unread: Number(row?.unread ?? 0), threads: Number(row?.threads ?? 0) };
}

import { sql } from 'drizzle-orm';
import type { CommentInboxResponse, CommentInboxThread } from '../../../shared/api/comments';
import {
  COMMENT_EXCERPT_LENGTH,
  COMMENT_INBOX_LIMIT,
  type CommentSide,
  commentExcerpt,
} from '../../../shared/comments/comment-rules';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { storyCommentReads, storyComments } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { selectRows } from '../../db/unnest-columns';
import { countUnreadComments, readMarkJoin, unreadComment, visibleComments } from './count-unread-comments';

type Row = {
  storyId: string;
  commentCount: number;
  unreadCount: number;
  storyTitle: string;
  storyNumber: number;
  dayOrder: number;
  dayDate: string;
  campaignId: string;
  campaignTitle: string;
  clientId: string;
  brandName: string;
  ownTimeZone: string | null;
  lastSide: CommentSide;
  lastName: string;
  lastUserId: string | null;
  lastBody: string;
  /** Text: raw statements hand timestamps over unparsed on both drivers. */
  lastAt: string;
};

/**
 * «Comentarios»: the threads the viewer can read, those with unread comments first, then by their latest comment,
 * at most COMMENT_INBOX_LIMIT, each with its story, campaign and client, its counts and its last comment. One
 * statement (the threads grouped and ranked, then their stories and last comments joined for the chosen few), plus
 * the viewer's unread total.
 */
export async function listCommentInbox({
  db,
  viewer,
  agencyTimeZone,
}: {
  db: Executor;
  viewer: Viewer;
  agencyTimeZone: string;
}): Promise<CommentInboxResponse> {
  const unread = unreadComment(viewer);
  const scope = visibleComments(viewer);
  const rows = await selectRows<Row>(
    db,
    sql`with threads as (
          select ${storyComments.storyId} as story_id,
                 count(*)::int as comment_count,
                 (count(*) filter (where ${unread}))::int as unread_count,
                 max(${storyComments.createdAt}) as last_at
            from ${storyComments}
            left join ${storyCommentReads} on ${readMarkJoin(viewer)}
           ${scope ? sql`where ${scope}` : sql``}
           group by ${storyComments.storyId}
           order by (count(*) filter (where ${unread})) > 0 desc, max(${storyComments.createdAt}) desc
           limit ${COMMENT_INBOX_LIMIT}
        )
        select t.story_id as "storyId", t.comment_count as "commentCount", t.unread_count as "unreadCount",
               ${stories.title} as "storyTitle", ${stories.storyNumber} as "storyNumber",
               ${campaignDays.dayOrder} as "dayOrder", ${campaignDays.date}::text as "dayDate",
               ${campaigns.id} as "campaignId", ${campaigns.title} as "campaignTitle",
               ${clients.id} as "clientId", ${clients.brandName} as "brandName", ${clients.timeZone} as "ownTimeZone",
               last.author_side as "lastSide", last.author_name as "lastName", last.author_user_id as "lastUserId",
               last.body as "lastBody", last.created_at as "lastAt"
          from threads t
          join ${stories} on ${stories.id} = t.story_id
          join ${campaignDays} on ${campaignDays.id} = ${stories.campaignDayId}
          join ${campaigns} on ${campaigns.id} = ${campaignDays.campaignId}
          join ${clients} on ${clients.id} = ${campaigns.clientId}
          cross join lateral (
            select c.author_side, c.author_name, c.author_user_id, left(c.body, ${COMMENT_EXCERPT_LENGTH * 2}) as body,
                   c.created_at
              from ${storyComments} c
             where c.story_id = t.story_id
             order by c.created_at desc, c.id desc
             limit 1
          ) last
         order by t.unread_count > 0 desc, t.last_at desc, t.story_id`,
  );
  const threads: CommentInboxThread[] = rows.map((row) => ({
    story: {
      id: row.storyId,
      title: row.storyTitle,
      storyNumber: Number(row.storyNumber),
      dayOrder: Number(row.dayOrder),
      dayDate: row.dayDate,
      campaignId: row.campaignId,
      campaignTitle: row.campaignTitle,
      clientId: row.clientId,
      brandName: row.brandName,
      timeZone: clientTimeZone(row.ownTimeZone, agencyTimeZone),
    },
    commentCount: Number(row.commentCount),
    unreadCount: Number(row.unreadCount),
    lastComment: {
      authorSide: row.lastSide,
      authorName: row.lastName,
      isOwn: row.lastUserId === viewer.userId,
      excerpt: commentExcerpt(row.lastBody),
      createdAt: new Date(row.lastAt).toISOString(),
    },
  }));
  return { threads, unread: await countUnreadComments(db, viewer) };
}

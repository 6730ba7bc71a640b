import { sql } from 'drizzle-orm';
import type { MarkThreadReadResponse } from '../../../shared/api/comments';
import type { Viewer } from '../../context/actor';
import type { Db } from '../../db/client';
import { storyCommentReads } from '../../db/schema/approvals';
import { countUnreadComments } from './count-unread-comments';
import { findCommentedStory } from './find-commented-story';

/**
 * The viewer has read the story's thread up to now: its read mark becomes now, or stays where it is when it is
 * already later (greatest of both: a late request never moves it back). Answers the viewer's unread count after
 * it, so the menu badge updates without another request. NOT_FOUND for a story the viewer may not see.
 */
export async function markThreadRead({
  db,
  viewer,
  storyId,
  agencyTimeZone,
}: {
  db: Db;
  viewer: Viewer;
  storyId: string;
  agencyTimeZone: string;
}): Promise<MarkThreadReadResponse> {
  const target = await findCommentedStory(db, { viewer, storyId, agencyTimeZone });
  const [mark] = await db
    .insert(storyCommentReads)
    .values({ userId: viewer.userId, storyId: target.id, readAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [storyCommentReads.userId, storyCommentReads.storyId],
      set: { readAt: sql`greatest(${storyCommentReads.readAt}, excluded.read_at)` },
    })
    .returning({ readAt: storyCommentReads.readAt });
  return {
    storyId: target.id,
    readAt: mark!.readAt.toISOString(),
    unread: await countUnreadComments(db, viewer),
  };
}

import type { StoryComment } from '../../../shared/api/comments';
import type { Viewer } from '../../context/actor';
import type { StoryCommentRow } from '../../db/schema/approvals';

/** A stored comment as the viewer reads it. */
export function commentDto(row: StoryCommentRow, viewer: Viewer): StoryComment {
  return {
    id: row.id,
    storyId: row.storyId,
    body: row.body,
    authorSide: row.authorSide,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    isOwn: row.authorUserId === viewer.userId,
  };
}

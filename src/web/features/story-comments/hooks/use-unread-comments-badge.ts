import { useUnreadComments } from '../api/get-unread-comments';
import { useCommentLiveUpdates } from './use-comment-live-updates';

/**
 * The menu's «Comentarios» count for a layout: keeps every comment query live over the event stream and reads the
 * unread count (polled while the stream is down). `enabled` false (a temporary password still to change: the API
 * refuses everything else) reads nothing and opens no stream.
 */
export function useUnreadCommentsBadge({ enabled = true }: { enabled?: boolean } = {}): number {
  const { isLive } = useCommentLiveUpdates({ enabled });
  const query = useUnreadComments({ enabled, isLive });
  return query.data?.unread ?? 0;
}

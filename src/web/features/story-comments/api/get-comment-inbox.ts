import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.comments.inbox;

/** GET /api/comments/inbox: threads with unread comments first, then by latest comment. */
export type CommentInbox = ApiAnswer<typeof endpoint.$get>;
export type InboxThread = CommentInbox['threads'][number];

export function getCommentInbox({ signal }: { signal?: AbortSignal } = {}) {
  return read(endpoint.$get({}, withSignal(signal)));
}

export function getCommentInboxQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.comments.inbox,
    queryFn: ({ signal }) => getCommentInbox({ signal }),
  });
}

export function useCommentInbox() {
  return useQuery(getCommentInboxQueryOptions());
}

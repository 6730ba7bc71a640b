import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.comments.unread;

/** GET /api/comments/unread: the signed-in user's unread comments and in how many threads. */
export type UnreadComments = ApiAnswer<typeof endpoint.$get>;

/** While the live stream is down, the count is read again this often. */
export const UNREAD_POLL_INTERVAL_MS = 60_000;

export function getUnreadComments({ signal }: { signal?: AbortSignal } = {}) {
  return read(endpoint.$get({}, withSignal(signal)));
}

export function getUnreadCommentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.comments.unread,
    queryFn: ({ signal }) => getUnreadComments({ signal }),
  });
}

/** The menu's badge. `isLive`: the event stream is up (it refreshes the count); otherwise it polls. */
export function useUnreadComments({
  enabled = true,
  isLive = false,
}: {
  enabled?: boolean;
  isLive?: boolean;
} = {}) {
  return useQuery({
    ...getUnreadCommentsQueryOptions(),
    enabled,
    refetchInterval: isLive ? false : UNREAD_POLL_INTERVAL_MS,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { syncedSubscription } from '@/lib/push/web-push';
import { queryKeys } from '@/lib/query-keys';

/**
 * This browser's own push subscription (null when reminders are off here), read from its service worker and saved
 * again on the server, so that the switch and the server agree.
 */
export function getPushSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.push.subscription,
    queryFn: syncedSubscription,
    staleTime: Number.POSITIVE_INFINITY,
    // The browser answers even offline (the server copy is then saved on the next read).
    networkMode: 'always',
  });
}

export function usePushSubscription() {
  return useQuery(getPushSubscriptionQueryOptions());
}

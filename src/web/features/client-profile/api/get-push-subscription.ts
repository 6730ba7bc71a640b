import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentSubscription } from '@/lib/push/web-push';
import { queryKeys } from '@/lib/query-keys';

/** This browser's own push subscription (null when reminders are off here), read from its service worker. */
export function getPushSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.push.subscription,
    queryFn: currentSubscription,
    staleTime: Number.POSITIVE_INFINITY,
    // Nothing to fetch from the network: the browser answers even offline.
    networkMode: 'always',
  });
}

export function usePushSubscription() {
  return useQuery(getPushSubscriptionQueryOptions());
}

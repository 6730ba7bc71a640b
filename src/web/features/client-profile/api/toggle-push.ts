import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disablePush, enablePush } from '@/lib/push/web-push';
import { queryKeys } from '@/lib/query-keys';

/**
 * Turns reminders on in this browser (permission, subscription with the server's key, POST
 * /api/push/subscriptions); the device list is read again.
 */
export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicKey: string) => enablePush(publicKey),
    onSuccess: (subscription) => {
      queryClient.setQueryData(queryKeys.push.subscription, subscription);
      return queryClient.invalidateQueries({ queryKey: queryKeys.push.status });
    },
  });
}

/** Turns them off (DELETE /api/push/subscriptions, then the browser unsubscribes). */
export function useDisablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscription | null) => disablePush(subscription),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.push.subscription, null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.push.status });
    },
  });
}

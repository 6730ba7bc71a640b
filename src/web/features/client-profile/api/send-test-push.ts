import type { PushTestResponse } from '@shared/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/push/test: a test notification to every device of the user; 404 when none has notifications on.
 * A device the push service no longer knows is dropped by the server, so the device list is read again.
 */
export function sendTestPush(): Promise<PushTestResponse> {
  return read(apiClient.api.push.test.$post());
}

export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestPush,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.push.status }),
  });
}

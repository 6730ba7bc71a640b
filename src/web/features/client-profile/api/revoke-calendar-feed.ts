import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/client/calendar: the link stops working at once. */
export async function revokeCalendarFeed(): Promise<null> {
  const data = await read(apiClient.api.client.calendar.$delete());
  return data.feed;
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.client.calendar, null);
    },
  });
}

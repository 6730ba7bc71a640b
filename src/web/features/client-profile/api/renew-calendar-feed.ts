import type { CalendarFeed } from '@shared/api/client-area/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/client/calendar: a new link (the old one, if any, stops working at once). */
export async function renewCalendarFeed(): Promise<CalendarFeed> {
  const data = await read(apiClient.api.client.calendar.$post());
  // The route always answers a feed; null would be a broken server.
  if (!data.feed) throw new Error('POST /api/client/calendar answered no feed');
  return data.feed;
}

/** Creates or renews the link; the card shows the new one from the answer, without reading it again. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(queryKeys.client.calendar, feed);
    },
  });
}

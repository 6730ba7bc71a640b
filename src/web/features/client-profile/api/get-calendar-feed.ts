import type { CalendarFeed } from '@shared/api/client-area/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/client/calendar: the private calendar link, or null when the client has none. */
export async function getCalendarFeed({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CalendarFeed | null> {
  const data = await read(apiClient.api.client.calendar.$get({}, withSignal(signal)));
  return data.feed;
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.calendar,
    queryFn: ({ signal }) => getCalendarFeed({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}

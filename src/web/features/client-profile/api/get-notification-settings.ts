import type { NotificationSettingsResponse } from '@shared/api/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/client/notifications: the client's reminder settings and the time zone their times are in. */
export function getNotificationSettings({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<NotificationSettingsResponse> {
  return read(apiClient.api.client.notifications.$get({}, withSignal(signal)));
}

export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.client.notifications,
    queryFn: ({ signal }) => getNotificationSettings({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}

import type { NotificationSettings, NotificationSettingsResponse } from '@shared/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/client/notifications: replaces the settings (400 with a Spanish message per field). */
export function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  return read(apiClient.api.client.notifications.$put({ json: settings }));
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.client.notifications, saved);
    },
  });
}

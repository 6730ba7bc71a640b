import type { AdminTodayResponse } from '@shared/api/admin-today';
import { BOARD_DEFAULT_HOURS } from '@shared/notifications/defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type { AdminTodayResponse };

/** Overdue durations are re-read this often, so «hace 2 h 15 min» stays current without an event. */
export const BOARD_REFRESH_MS = 60_000;

/** GET /api/admin/today: the next `hours`, the overdue and the clients at risk, across all clients. */
export function getAdminToday({
  hours = BOARD_DEFAULT_HOURS,
  signal,
}: {
  hours?: number;
  signal?: AbortSignal;
} = {}): Promise<AdminTodayResponse> {
  // The default window is asked without a query: the URL the server preloads with the page's HTML.
  const query = hours === BOARD_DEFAULT_HOURS ? {} : { hours: String(hours) };
  return read(apiClient.api.admin.today.$get({ query }, withSignal(signal)));
}

export function getAdminTodayQueryOptions(hours = BOARD_DEFAULT_HOURS) {
  return queryOptions({
    queryKey: queryKeys.admin.today.board(hours),
    queryFn: ({ signal }) => getAdminToday({ hours, signal }),
    refetchInterval: BOARD_REFRESH_MS,
  });
}

export function useAdminToday(hours = BOARD_DEFAULT_HOURS) {
  return useQuery(getAdminTodayQueryOptions(hours));
}

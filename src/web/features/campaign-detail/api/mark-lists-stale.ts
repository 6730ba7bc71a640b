import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a story changes here, the other screens' lists (the client's overview, campaign cards and 'Publicar hoy', the admin's
 * lists) are out of date: mark them stale so they are read again when shown, without fetching them now.
 */
export function markStoryListsStale(queryClient: QueryClient): void {
  const lists = [
    queryKeys.client.overview,
    queryKeys.client.campaigns,
    queryKeys.client.publishing,
    queryKeys.admin.all,
  ];
  for (const queryKey of lists) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

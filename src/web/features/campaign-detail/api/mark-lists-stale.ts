import type { QueryClient } from '@tanstack/react-query';

/**
 * After a story changes here, the other screens' lists (the client's overview and campaign cards, the admin's
 * lists) are out of date: mark them stale so they are read again when shown, without fetching them now.
 * The keys are written out because features do not import each other.
 */
export function markStoryListsStale(queryClient: QueryClient): void {
  for (const queryKey of [['client', 'overview'], ['client', 'campaigns'], ['admin']]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '@/lib/session/get-me';
import { getSessionQueryOptions } from '@/lib/session/get-session';

/**
 * Starts reading the session, then the profile, as soon as the entry runs: otherwise the first request waits
 * for the route's layout and page chunks to download and render, and each round trip comes after the other.
 * The components read the same queries (same keys and options), so they find the answers cached or in flight.
 * Errors are left to those queries: this only warms the cache.
 */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(getSessionQueryOptions())
    .then((session) => (session?.user ? queryClient.prefetchQuery(getMeQueryOptions()) : undefined))
    .catch(() => undefined);
}

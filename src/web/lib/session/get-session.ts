import type { SessionAnswer } from '@shared/api/auth-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest, isApiError } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';
import { queryKeys } from '@/lib/query-keys';

/** Better Auth's session answer (GET /api/auth/get-session): null when nobody is signed in. */
export type AuthSession = SessionAnswer;

/**
 * Whether the last read of the session failed for want of a network (offline: the service worker never keeps
 * /api/auth/*). Unlike the query's error, which every new read clears while it runs, it holds until an answer
 * comes, so that useAuth keeps relying on the kept profile meanwhile instead of flashing a loading screen.
 */
export const sessionUnreachable = createStore(false);

export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<AuthSession> {
  let data: SessionAnswer | undefined;
  try {
    // Better Auth's answer, typed by the shared description of its endpoints (not parsed: zod stays out of the
    // entry chunk).
    data = await authRequest('/api/auth/get-session', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 0) sessionUnreachable.set(true);
    throw error;
  }
  sessionUnreachable.set(false);
  return data?.user ? data : null;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.session,
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

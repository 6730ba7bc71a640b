import type { SessionAnswer } from '@shared/api/auth-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { SessionUser } from '@shared/api/auth-session';
/** Better Auth's session answer (GET /api/auth/get-session): null when nobody is signed in. */
export type AuthSession = SessionAnswer;

export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<AuthSession> {
  // Better Auth's answer, typed by its shared schema (not parsed: zod stays out of the entry chunk).
  const data = (await authRequest('/api/auth/get-session', { signal })) as SessionAnswer | undefined;
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

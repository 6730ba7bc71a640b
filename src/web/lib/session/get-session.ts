import type { Role } from '@shared/auth/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Better Auth's session answer (GET /api/auth/get-session): null when nobody is signed in. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role?: Role | null;
  isTempPassword?: boolean | null;
};
export type AuthSession = {
  session: { id: string; expiresAt: string; userId: string };
  user: SessionUser;
} | null;

export const sessionQueryKey = ['auth', 'session'] as const;

export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<AuthSession> {
  const data = await api.get<AuthSession | undefined>('/api/auth/get-session', signal ? { signal } : {});
  return data?.user ? data : null;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession({ signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

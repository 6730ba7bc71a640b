import type { Role } from '@shared/auth/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Profile = {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/me: the signed-in user's profile and whether the password must be changed first. */
export type Me = {
  profile: Profile;
  mustChangePassword: boolean;
  tempPasswordExpiresAt: string | null;
};

export const meQueryKey = ['auth', 'me'] as const;

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me> {
  return api.get<Me>('/api/me', signal ? { signal } : {});
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}

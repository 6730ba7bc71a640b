import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/auth/reset-password/check: whether the link's token still works (it is not consumed). */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return authRequest('/api/auth/reset-password/check', { body: { token }, signal });
}

/** Asked once when the reset page opens; a failed check (offline, a server error) is no verdict on the link. */
export function useResetTokenCheck(token: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.auth.resetTokenCheck(token),
      queryFn: ({ signal }) => checkResetToken(token, signal),
      enabled: token !== '',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/sso: whether the sign-in page offers «Entrar con …», and the provider's name. */
export function getSsoConfig(signal?: AbortSignal) {
  return authRequest('/api/auth/sso', { signal });
}

export function getSsoConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.ssoConfig,
    queryFn: ({ signal }) => getSsoConfig(signal),
    // The server's settings: they change with a restart, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useSsoConfig() {
  return useQuery(getSsoConfigQueryOptions());
}

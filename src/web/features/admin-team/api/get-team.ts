import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/team: active admins, pending invitations, deactivated members. */
export function getTeam({ signal }: { signal?: AbortSignal } = {}) {
  return read(apiClient.api.admin.team.$get({}, withSignal(signal)));
}

export function getTeamQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.team, queryFn: ({ signal }) => getTeam({ signal }) });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { type AuditLogParams, queryKeys } from '@/lib/query-keys';

export type { AuditLogParams };

/** GET /api/admin/audit-log: one page of the audit log, newest first. */
export function getAuditLog(params: AuditLogParams, { signal }: { signal?: AbortSignal } = {}) {
  const { group, q, from, to, page } = params;
  const query = {
    page: String(page),
    ...(group ? { group } : {}),
    ...(q ? { q } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  return read(apiClient.api.admin['audit-log'].$get({ query }, withSignal(signal)));
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.auditLog(params),
      queryFn: ({ signal }) => getAuditLog(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

import type { TemplateList } from '@shared/api/campaign-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/templates: the agency's campaign templates, by name (no content: the preview reads it). */
export function getTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<TemplateList> {
  return read(apiClient.api.admin.templates.$get({}, withSignal(signal)));
}

export function getTemplatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.templates.list,
    queryFn: ({ signal }) => getTemplates({ signal }),
  });
}

export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}

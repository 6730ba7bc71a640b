import type { TemplateDetail } from '@shared/api/campaign-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin/templates/{id}: one template with its content (the campaign file with variables), read by the
 * preview and by «Nueva campaña desde plantilla». 404 «Plantilla no encontrada».
 */
export function getTemplate(
  templateId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TemplateDetail> {
  return read(apiClient.api.admin.templates[':id'].$get({ param: idParam(templateId) }, withSignal(signal)));
}

export function getTemplateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.templates.detail(templateId),
    queryFn: ({ signal }) => getTemplate(templateId, { signal }),
  });
}

export function useTemplate(templateId: string) {
  return useQuery(getTemplateQueryOptions(templateId));
}

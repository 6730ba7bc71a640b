import type { CreateTemplateBody, TemplateSummary } from '@shared/api/campaign-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/templates: a template from an uploaded campaign file with variables. The server checks it (known
 * variables, a campaign the importer accepts): 400 with the problems by JSON path, 409 for a name in use.
 */
export function createTemplate(body: CreateTemplateBody): Promise<TemplateSummary> {
  return read(apiClient.api.admin.templates.$post({ json: body }));
}

/** On success the library is read again. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.templates.all }),
  });
}

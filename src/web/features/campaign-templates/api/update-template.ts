import type { TemplateSummary } from '@shared/api/campaign-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/admin/templates/{id}: rename, or change the description ('' clears it). 409 for a name in use. */
export function updateTemplate({
  templateId,
  changes,
}: {
  templateId: string;
  changes: { name?: string; description?: string | null };
}): Promise<TemplateSummary> {
  return read(apiClient.api.admin.templates[':id'].$patch({ param: idParam(templateId), json: changes }));
}

/** On success the library and the template's own read are refreshed. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.templates.all }),
  });
}

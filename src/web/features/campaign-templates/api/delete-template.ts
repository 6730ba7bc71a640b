import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.admin.templates[':id'];
export type DeletedTemplate = ApiAnswer<typeof endpoint.$delete>;

/** DELETE /api/admin/templates/{id}: the campaigns made with it do not change. */
export function deleteTemplate({ templateId }: { templateId: string }): Promise<DeletedTemplate> {
  return read(endpoint.$delete({ param: idParam(templateId) }));
}

/** On success the template leaves the cached library at once, which is then read again. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_answer, { templateId }) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.templates.detail(templateId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.templates.list });
    },
  });
}

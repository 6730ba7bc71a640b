import type { SaveAsTemplateBody, TemplateSummary } from '@shared/api/campaign-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/campaigns/{id}/template: «Guardar como plantilla». With `useVariables` the client's brand becomes
 * {marca} and the automation's page {enlace}. 409 (issue on `name`) for a name another template has.
 */
export function saveCampaignAsTemplate({
  campaignId,
  body,
}: {
  campaignId: string;
  body: SaveAsTemplateBody;
}): Promise<TemplateSummary> {
  return read(
    apiClient.api.admin.campaigns[':id'].template.$post({ param: idParam(campaignId), json: body }),
  );
}

/** On success the library is read again. */
export function useSaveCampaignAsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaignAsTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.templates.all }),
  });
}

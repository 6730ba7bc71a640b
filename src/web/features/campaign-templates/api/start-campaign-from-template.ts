import type { UseTemplateInput } from '@shared/api/campaign-templates';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/api/idempotency-key';
import type { CampaignImportResponse } from '@shared/campaign-import/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/admin/templates/{id}/campaigns: «Nueva campaña desde plantilla» for a client from a first day, with the
 * values of the variables the template uses. 400 names a missing or invalid value (`values.producto`) or the
 * template's text that the values made invalid (`days.0.blocks.0.stories.1.copy`); 409 for an inactive client. The
 * `requestKey` (the Idempotency-Key header, one per opening of the form) makes a retry answer the campaign made.
 */
export function startCampaignFromTemplate({
  templateId,
  body,
  requestKey,
}: {
  templateId: string;
  body: UseTemplateInput;
  requestKey: string;
}): Promise<CampaignImportResponse> {
  return read(
    apiClient.api.admin.templates[':id'].campaigns.$post(
      { param: idParam(templateId), json: body },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey } },
    ),
  );
}

/** On success every admin query (the campaign lists, the client details, the dashboard, «Hoy») is read again. */
export function useStartCampaignFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCampaignFromTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

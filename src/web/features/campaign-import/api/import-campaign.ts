import type { CampaignImportRequest, CampaignImportResponse } from '@shared/campaign-import/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/admin/campaigns/import: the server validates the file again and writes the whole campaign. */
export function importCampaign(body: CampaignImportRequest): Promise<CampaignImportResponse> {
  return read(apiClient.api.admin.campaigns.import.$post({ json: body }));
}

/** After an import every admin list (dashboard, clients, campaigns) may have changed: refresh all of them. */
export function useImportCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

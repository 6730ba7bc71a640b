import type { CampaignZipImportResponse } from '@shared/campaign-import/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { uploadFile } from '@/lib/api/upload-file';
import { queryKeys } from '@/lib/query-keys';

export interface ImportCampaignZipVariables {
  clientId: string;
  file: File;
  /** Told as the body goes out: the fraction sent, 0 to 1. */
  onProgress?(fraction: number): void;
}

const NETWORK_MESSAGE = 'No se pudo enviar el .zip. Comprueba tu conexión e inténtalo de nuevo.';

/** POST /api/admin/campaigns/import-zip with the .zip as the body, its upload's progress told (lib/api/upload-file). */
export function importCampaignZip({
  clientId,
  file,
  onProgress,
}: ImportCampaignZipVariables): Promise<CampaignZipImportResponse> {
  return uploadFile<CampaignZipImportResponse>({
    path: apiClient.api.admin.campaigns['import-zip'].$path({ query: { clientId } }),
    file,
    contentType: 'application/zip',
    networkMessage: NETWORK_MESSAGE,
    onProgress,
  });
}

/** After an import every admin list (dashboard, clients, campaigns) may have changed: refresh all of them. */
export function useImportCampaignZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCampaignZip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

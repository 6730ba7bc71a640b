import type { AgencyImportResponse } from '@shared/agency-transfer/agency-import-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { uploadFile } from '@/lib/api/upload-file';
import { queryKeys } from '@/lib/query-keys';

export interface ImportAgencyVariables {
  file: File;
  /** Told as the body goes out: the fraction sent, 0 to 1. */
  onProgress?(fraction: number): void;
}

const NETWORK_MESSAGE =
  'No se pudo enviar el .zip de la agencia. Comprueba tu conexión e inténtalo de nuevo.';

/**
 * POST /api/admin/agency/import with the agency's .zip as the body (`application/zip`), its upload's progress
 * told. 201 with what was created; 409 when the panel already has clients or campaigns, 400 with `issues`, 413.
 */
export function importAgency({ file, onProgress }: ImportAgencyVariables): Promise<AgencyImportResponse> {
  return uploadFile<AgencyImportResponse>({
    path: apiClient.api.admin.agency.import.$path(),
    file,
    contentType: 'application/zip',
    networkMessage: NETWORK_MESSAGE,
    onProgress,
  });
}

/** After an import every admin list (clients, campaigns, templates, dashboard) has changed: refresh all of them. */
export function useImportAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAgency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

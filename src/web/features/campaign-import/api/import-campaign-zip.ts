import type { CampaignZipImportResponse } from '@shared/campaign-import/response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/client';
import { ApiError, emitApiEvents, NETWORK_ERROR_CODE, toApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ImportCampaignZipVariables {
  clientId: string;
  file: File;
  /** Told as the body goes out: the fraction sent, 0 to 1. */
  onProgress?(fraction: number): void;
}

const NETWORK_MESSAGE = 'No se pudo enviar el .zip. Comprueba tu conexión e inténtalo de nuevo.';

function parseBody(xhr: XMLHttpRequest): unknown {
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return xhr.responseText;
  }
}

/**
 * POST /api/admin/campaigns/import-zip with the .zip as the body. XMLHttpRequest rather than fetch: fetch reports
 * no upload progress, and a campaign's videos can take minutes to send. Errors become an ApiError as in
 * apiFetch, with the same app-wide events (`emitApiEvents`: a 401 sends to /login, a forced password change).
 */
export function importCampaignZip({
  clientId,
  file,
  onProgress,
}: ImportCampaignZipVariables): Promise<CampaignZipImportResponse> {
  const path = apiClient.api.admin.campaigns['import-zip'].$path({ query: { clientId } });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', 'application/zip');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_MESSAGE }));
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as CampaignZipImportResponse);
        return;
      }
      const error = toApiError(xhr.status, body);
      emitApiEvents(error);
      reject(error);
    };
    xhr.send(file);
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

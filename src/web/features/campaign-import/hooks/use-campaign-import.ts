import { CAMPAIGN_IMPORT_TEXTS } from '@shared/campaign-import/messages';
import type { CampaignZipImportResponse } from '@shared/campaign-import/response';
import type { CampaignImportResponse, ImportIssue } from '@shared/campaign-import/types';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useImportCampaign } from '../api/import-campaign';
import { useImportCampaignZip } from '../api/import-campaign-zip';
import type { ImportFileState } from './use-import-file';

export type ServerProblem = { message: string; errors: ImportIssue[] } | null;

/** The success toasts (spec section 8): what was created, and whether the client was told by e-mail. */
function announceImport(response: CampaignImportResponse | CampaignZipImportResponse): void {
  const counts =
    'totalMedia' in response
      ? `${response.totalDays} días, ${response.totalStories} historias y ${response.totalMedia} archivos`
      : `${response.totalDays} días y ${response.totalStories} historias`;
  toast.success(CAMPAIGN_IMPORT_TEXTS.successTitle, {
    description: `La campaña «${response.campaign.title}» se ha creado con ${counts}.`,
  });
  if (response.notification.delivered) {
    toast.success(CAMPAIGN_IMPORT_TEXTS.emailSentTitle, {
      description: `Se ha notificado a ${response.notification.to}.`,
    });
  } else {
    toast.warning(CAMPAIGN_IMPORT_TEXTS.emailFailedWarning);
  }
}

/**
 * «Importar Campaña»: sends the checked file (the parsed JSON, or the .zip itself with its upload's progress),
 * says how it went in toasts, and keeps the server's refusal (its message and the issues it lists) for the panel.
 * `onImported` runs after a success.
 */
export function useCampaignImport(onImported: (response: CampaignImportResponse) => void) {
  const jsonMutation = useImportCampaign();
  const zipMutation = useImportCampaignZip();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [serverProblem, setServerProblem] = useState<ServerProblem>(null);

  const start = (clientId: string, file: ImportFileState) => {
    if (!clientId) {
      setServerProblem({ message: CAMPAIGN_IMPORT_TEXTS.noClientSelected, errors: [] });
      return;
    }
    if (file.status !== 'checked' || !file.result.ok) return;
    setServerProblem(null);
    const onSuccess = (response: CampaignImportResponse | CampaignZipImportResponse) => {
      announceImport(response);
      onImported(response);
    };
    const onError = (error: Error) => {
      const message = errorMessage(error, CAMPAIGN_IMPORT_TEXTS.importFailedFallback);
      toast.error(CAMPAIGN_IMPORT_TEXTS.importFailedTitle, { description: message });
      setServerProblem({ message, errors: isApiError(error) ? (error.issues ?? []) : [] });
    };
    if (file.source.kind === 'json') {
      jsonMutation.mutate({ clientId, campaign: file.source.raw }, { onSuccess, onError });
      return;
    }
    setUploadProgress(0);
    zipMutation.mutate(
      { clientId, file: file.source.file, onProgress: setUploadProgress },
      { onSuccess, onError, onSettled: () => setUploadProgress(null) },
    );
  };

  return {
    start,
    isPending: jsonMutation.isPending || zipMutation.isPending,
    uploadProgress,
    serverProblem,
    setServerProblem,
  };
}

import { CAMPAIGN_IMPORT_TEXTS } from '@shared/campaign-import/messages';
import type { CampaignImportResponse, ImportIssue } from '@shared/campaign-import/types';
import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useActiveClients } from '../api/get-active-clients';
import { useImportCampaign } from '../api/import-campaign';
import { useImportFile } from '../hooks/use-import-file';
import { ClientPicker } from './client-picker';
import { FileDropZone } from './file-drop-zone';
import { ImportPreview } from './import-preview';
import { GeneralError, ValidationErrors } from './validation-errors';

export interface ImportCampaignPanelProps {
  /** Hides the picker: the campaign is for this client. */
  preselectedClient?: { id: string; brandName: string };
  onImported?(result: CampaignImportResponse): void;
}

type ServerProblem = { message: string; errors: ImportIssue[] } | null;

/**
 * 'Importar Campaña JSON' (admin spec sections 2, 4, 5 and 8): choose an active client, drop or pick a .json
 * file, read the validation list or the preview, import. The file is validated here with the same shared
 * module the server runs again.
 */
export function ImportCampaignPanel({ preselectedClient, onImported }: ImportCampaignPanelProps) {
  const clientsQuery = useActiveClients({ enabled: !preselectedClient });
  const [chosenClientId, setChosenClientId] = useState('');
  const { state: file, readFile, reset: resetFile } = useImportFile();
  const [serverProblem, setServerProblem] = useState<ServerProblem>(null);
  const [imported, setImported] = useState<CampaignImportResponse['campaign'] | null>(null);
  const mutation = useImportCampaign();
  const importedLinkRef = useRef<HTMLAnchorElement>(null);

  // The import button is gone after a success: keyboard and screen-reader users land on the new campaign's link.
  useEffect(() => {
    if (imported) importedLinkRef.current?.focus();
  }, [imported]);

  const clientId = preselectedClient?.id ?? chosenClientId;
  const chosenClient = clientsQuery.data?.clients.find((c) => c.id === chosenClientId);
  const clientLabel = preselectedClient
    ? preselectedClient.brandName
    : chosenClient
      ? `${chosenClient.brandName} (${chosenClient.name})`
      : '';
  const result = file.status === 'checked' ? file.result : null;
  const hasFile = file.status !== 'empty';

  /** Spec section 4: clears the preview, the error and the list, and the client unless preselected. */
  const reset = () => {
    resetFile();
    setServerProblem(null);
    if (!preselectedClient) setChosenClientId('');
  };

  const onFile = (chosen: File) => {
    setServerProblem(null);
    setImported(null);
    void readFile(chosen);
  };

  const onImport = () => {
    if (!clientId) {
      setServerProblem({ message: CAMPAIGN_IMPORT_TEXTS.noClientSelected, errors: [] });
      return;
    }
    if (file.status !== 'checked' || !file.result.ok) return;
    setServerProblem(null);
    mutation.mutate(
      { clientId, campaign: file.raw },
      {
        onSuccess: (response) => {
          toast.success(CAMPAIGN_IMPORT_TEXTS.successTitle, {
            description: `La campaña «${response.campaign.title}» se ha creado con ${response.totalDays} días y ${response.totalStories} historias.`,
          });
          if (response.notification.delivered) {
            toast.success(CAMPAIGN_IMPORT_TEXTS.emailSentTitle, {
              description: `Se ha notificado a ${response.notification.to}.`,
            });
          } else {
            toast.warning(CAMPAIGN_IMPORT_TEXTS.emailFailedWarning);
          }
          reset();
          setImported(response.campaign);
          onImported?.(response);
        },
        onError: (error) => {
          const message =
            isApiError(error) && error.message ? error.message : CAMPAIGN_IMPORT_TEXTS.importFailedFallback;
          toast.error(CAMPAIGN_IMPORT_TEXTS.importFailedTitle, { description: message });
          setServerProblem({ message, errors: isApiError(error) ? (error.issues ?? []) : [] });
        },
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      {preselectedClient ? (
        <p className="text-sm">
          Esta campaña se importará para{' '}
          <strong className="font-semibold">{preselectedClient.brandName}</strong>.
        </p>
      ) : (
        <ClientPicker
          clients={clientsQuery.data?.clients}
          isLoading={clientsQuery.isPending}
          isError={clientsQuery.isError}
          value={chosenClientId}
          onChange={setChosenClientId}
          disabled={mutation.isPending}
        />
      )}

      <FileDropZone
        disabled={!clientId || mutation.isPending}
        isReading={file.status === 'reading'}
        fileName={hasFile ? file.fileName : null}
        onFile={onFile}
      />

      {imported && !hasFile && (
        <Alert>
          <CheckCircle2Icon className="text-success" aria-hidden="true" />
          <AlertTitle>Campaña importada: {imported.title}</AlertTitle>
          <AlertDescription>
            <Link
              ref={importedLinkRef}
              to={paths.admin.campaign.getHref(imported.id)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Ver la campaña
            </Link>
          </AlertDescription>
        </Alert>
      )}

      <div aria-live="polite" className="grid grid-cols-1 gap-4">
        {file.status === 'error' && <GeneralError message={file.message} />}
        {result && !result.ok && <ValidationErrors message={result.message} errors={result.errors} />}
        {result?.ok && <ImportPreview summary={result.summary} clientLabel={clientLabel} />}
        {serverProblem &&
          (serverProblem.errors.length > 0 ? (
            <ValidationErrors message={serverProblem.message} errors={serverProblem.errors} />
          ) : (
            <GeneralError message={serverProblem.message} />
          ))}
      </div>

      {hasFile && (
        // Stuck to the bottom of the dialog's scrolling area: after a long preview, 'Importar Campaña' stays in view.
        <div className="sticky bottom-0 z-10 -mx-4 -mb-5 flex flex-col-reverse gap-2 border-t bg-card px-4 py-3 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="outline" onClick={reset} disabled={mutation.isPending}>
            Cancelar
          </Button>
          {result?.ok && (
            <Button onClick={onImport} disabled={mutation.isPending || !clientId}>
              {mutation.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {mutation.isPending ? 'Importando...' : 'Importar Campaña'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

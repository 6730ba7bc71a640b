import type { CampaignImportResponse } from '@shared/campaign-import/types';
import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { useActiveClients } from '@/lib/clients/get-active-clients';
import { useCampaignImport } from '../hooks/use-campaign-import';
import { useImportFile } from '../hooks/use-import-file';
import { summarizeZipMedia } from '../utils/zip-media-summary';
import { ClientPicker } from './client-picker';
import { FileDropZone } from './file-drop-zone';
import { ImportAutomationCheck } from './import-automation-check';
import { ImportPreview } from './import-preview';
import { GeneralError, ValidationErrors } from './validation-errors';

export interface ImportCampaignPanelProps {
  /** Hides the picker: the campaign is for this client. */
  preselectedClient?: { id: string; brandName: string };
  onImported?(result: CampaignImportResponse): void;
}

/**
 * 'Importar Campaña JSON' (admin spec sections 2, 4, 5 and 8): choose an active client, drop or pick a .json
 * file, or a .zip with the JSON and the stories' files, read the validation list or the preview, import. The file
 * is validated here with the same shared module the server runs again; a .zip is uploaded as it is, with
 * progress.
 */
export function ImportCampaignPanel({ preselectedClient, onImported }: ImportCampaignPanelProps) {
  const clientsQuery = useActiveClients({ enabled: !preselectedClient });
  const [chosenClientId, setChosenClientId] = useState('');
  const { state: file, readFile, reset: resetFile } = useImportFile();
  const [imported, setImported] = useState<CampaignImportResponse['campaign'] | null>(null);
  const importing = useCampaignImport((response) => {
    reset();
    setImported(response.campaign);
    onImported?.(response);
  });
  const { isPending, uploadProgress, serverProblem, setServerProblem } = importing;
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
  const zipSource = file.status === 'checked' && file.source.kind === 'zip' ? file.source : null;
  const zipPreview = useMemo(
    () =>
      zipSource && result?.ok
        ? { media: summarizeZipMedia(result.campaign), ignoredFiles: zipSource.ignoredFiles }
        : undefined,
    [zipSource, result],
  );

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

  const onImport = () => importing.start(clientId, file);

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
          disabled={isPending}
        />
      )}

      <FileDropZone
        disabled={!clientId || isPending}
        isReading={file.status === 'reading'}
        fileName={hasFile ? file.fileName : null}
        onFile={onFile}
      />

      {imported && !hasFile && <ImportedNotice campaign={imported} linkRef={importedLinkRef} />}

      <div aria-live="polite" className="grid grid-cols-1 gap-4">
        {file.status === 'error' && <GeneralError message={file.message} />}
        {result && !result.ok && <ValidationErrors message={result.message} errors={result.errors} />}
        {result?.ok && <ImportPreview summary={result.summary} clientLabel={clientLabel} zip={zipPreview} />}
        {result?.ok && <ImportAutomationCheck campaign={result.campaign} />}
        {serverProblem &&
          (serverProblem.errors.length > 0 ? (
            <ValidationErrors message={serverProblem.message} errors={serverProblem.errors} />
          ) : (
            <GeneralError message={serverProblem.message} />
          ))}
      </div>

      {uploadProgress !== null && <ZipUploadProgress fraction={uploadProgress} />}

      {hasFile && (
        // Stuck to the bottom of the dialog's scrolling area: after a long preview, 'Importar Campaña' stays in view.
        <div className="sticky bottom-0 z-10 -mx-4 -mb-5 flex flex-col-reverse gap-2 border-t bg-card px-4 py-3 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="outline" onClick={reset} disabled={isPending}>
            Cancelar
          </Button>
          {result?.ok && (
            <Button onClick={onImport} disabled={isPending || !clientId}>
              {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {isPending ? 'Importando...' : 'Importar Campaña'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** The .zip's upload: the share sent, then the server's check while it stores the files. */
function ZipUploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <Progress value={percent} aria-label="Subida del .zip" />
      <p className="text-muted-foreground text-sm">
        {fraction < 1 ? `Subiendo el .zip… ${percent} %` : 'Comprobando y guardando los archivos…'}
      </p>
    </div>
  );
}

/** After an import: the new campaign's link (it takes the focus: the import button is gone). */
function ImportedNotice({
  campaign,
  linkRef,
}: {
  campaign: CampaignImportResponse['campaign'];
  linkRef: Ref<HTMLAnchorElement>;
}) {
  return (
    <Alert>
      <CheckCircle2Icon className="text-success" aria-hidden="true" />
      <AlertTitle>Campaña importada: {campaign.title}</AlertTitle>
      <AlertDescription>
        <Link
          ref={linkRef}
          to={paths.admin.campaign.getHref(campaign.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver la campaña
        </Link>
      </AlertDescription>
    </Alert>
  );
}

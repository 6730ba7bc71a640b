import type { AgencyImportResponse } from '@shared/agency-transfer/agency-import-response';
import {
  AlertCircleIcon,
  ArrowRightLeftIcon,
  CheckCircle2Icon,
  DownloadIcon,
  UploadIcon,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { AGENCY_EXPORT_HREF } from '../api/export-agency';
import { useImportAgency } from '../api/import-agency';

/**
 * «Trasladar la agencia» (Configuración › General): download the whole agency as a .zip, or import one into an empty
 * panel (docs/reuse.md, «Exportar o trasladar toda la agencia»).
 */
export function AgencyTransferCard() {
  return (
    <Card className="gap-4">
      <CardHeader className="space-y-1.5">
        <CardTitle className="text-lg">
          <h2 className="flex items-center gap-2">
            <ArrowRightLeftIcon className="size-5 text-primary" aria-hidden="true" />
            Trasladar la agencia
          </h2>
        </CardTitle>
        <CardDescription>Para llevar el trabajo de la agencia a otra instalación del panel.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <ExportAgency />
        <ImportAgency />
      </CardContent>
    </Card>
  );
}

function ExportAgency() {
  return (
    <section className="grid content-start gap-3" aria-labelledby="agency-export-title">
      <h3 id="agency-export-title" className="font-medium">
        Exportar
      </h3>
      <p className="text-muted-foreground text-sm">
        Clientes, campañas con sus archivos y plantillas, para llevarlos a otra instalación. No incluye
        usuarios, contraseñas, publicaciones marcadas ni resultados (para una copia completa, usa la copia de
        seguridad).
      </p>
      <Button asChild variant="outline" className="justify-self-start">
        <a href={AGENCY_EXPORT_HREF} download>
          <DownloadIcon aria-hidden="true" />
          Exportar toda la agencia (.zip)
        </a>
      </Button>
    </section>
  );
}

function ImportAgency() {
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its .zip has been imported.
  const [inputKey, setInputKey] = useState(0);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const mutation = useImportAgency();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || mutation.isPending) return;
    setUploadProgress(0);
    mutation.mutate(
      { file, onProgress: setUploadProgress },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onSettled: () => setUploadProgress(null),
      },
    );
  }

  return (
    <section className="grid content-start gap-3" aria-labelledby="agency-import-title">
      <h3 id="agency-import-title" className="font-medium">
        Importar en un panel vacío
      </h3>
      <p id={hintId} className="text-muted-foreground text-sm">
        Sube el .zip exportado desde otra instalación. Solo funciona en un panel sin clientes ni campañas; los
        clientes se crean sin acceso (se les dan credenciales después).
      </p>
      <form className="grid gap-3" onSubmit={handleSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Archivo .zip de la agencia</Label>
          <Input
            key={inputKey}
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={hintId}
            disabled={mutation.isPending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              mutation.reset();
            }}
          />
        </div>
        <Button type="submit" className="justify-self-start" disabled={!file || mutation.isPending}>
          <UploadIcon aria-hidden="true" />
          {mutation.isPending ? 'Importando agencia…' : 'Importar agencia'}
        </Button>
      </form>
      {uploadProgress !== null && <UploadProgress fraction={uploadProgress} />}
      {mutation.isSuccess && <ImportedNotice result={mutation.data} />}
      {mutation.isError && <ImportError error={mutation.error} />}
    </section>
  );
}

/** The .zip's upload: the share sent, then the server's work while it creates everything. */
function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5" aria-live="polite">
      <Progress value={percent} aria-label="Subida del .zip de la agencia" />
      <p className="text-muted-foreground text-sm">
        {fraction < 1 ? `Subiendo el .zip… ${percent} %` : 'Creando clientes, plantillas y campañas…'}
      </p>
    </div>
  );
}

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** «3 clientes, 12 campañas y 5 plantillas importados». */
function importedSummary({ clients, campaigns, templates }: AgencyImportResponse) {
  return `${count(clients, 'cliente', 'clientes')}, ${count(campaigns, 'campaña', 'campañas')} y ${count(
    templates,
    'plantilla',
    'plantillas',
  )} importados`;
}

function ImportedNotice({ result }: { result: AgencyImportResponse }) {
  return (
    <Alert role="status">
      <CheckCircle2Icon className="text-success" aria-hidden="true" />
      <AlertTitle>Agencia importada</AlertTitle>
      <AlertDescription>
        <p>{importedSummary(result)}.</p>
        {result.skippedTemplates.length > 0 && (
          <>
            <p>Plantillas omitidas porque ya existía una con el mismo nombre:</p>
            <ul className="grid list-disc gap-1 pl-5" aria-label="Plantillas omitidas">
              {result.skippedTemplates.map((name) => (
                <li key={name} className="wrap-anywhere">
                  {name}
                </li>
              ))}
            </ul>
          </>
        )}
      </AlertDescription>
    </Alert>
  );
}

function ImportError({ error }: { error: Error }) {
  const issues = isApiError(error) ? (error.issues ?? []) : [];
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>No se pudo importar la agencia</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error, 'No se pudo importar la agencia. Inténtalo de nuevo.')}</p>
        {issues.length > 0 && (
          <ul className="grid list-disc gap-1 pl-5" aria-label="Problemas del .zip">
            {issues.map((issue) => (
              <li key={`${issue.path}|${issue.message}`} className="wrap-anywhere">
                {issue.path ? `${issue.path}: ${issue.message}` : issue.message}
              </li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}

import type { ImportIssue } from '@shared/campaign-import/types';
import { AlertCircleIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The red list 'Errores de Validación:' (each problem names day, block and story by position). */
export function ValidationErrors({ message, errors }: { message: string; errors: ImportIssue[] }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        <p className="font-medium">Errores de Validación:</p>
        <ul className="grid list-disc gap-1 pl-5">
          {errors.map((error) => (
            <li key={`${error.path}|${error.message}`} className="wrap-anywhere">
              {error.message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** The general error card: wrong file type, unreadable JSON, file too large, import failures. */
export function GeneralError({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>Error</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

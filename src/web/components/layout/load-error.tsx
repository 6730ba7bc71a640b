import { Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A read of the client area failed (not a missing record): say so and offer to ask again. */
export function LoadError({
  title,
  onRetry,
  isRetrying,
}: {
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>Comprueba tu conexión e inténtalo de nuevo.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCwIcon aria-hidden="true" />
          )}
          Reintentar
        </Button>
      </AlertDescription>
    </Alert>
  );
}

import { Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const CHECK_CONNECTION = 'Comprueba tu conexión e inténtalo de nuevo.';

/**
 * A read failed (not a missing record): say so and offer to ask again. The one load-error alert of the app: a page's
 * whole content, or one card's block (`description={null}` leaves only the title and «Reintentar»).
 */
export function LoadError({
  title,
  onRetry,
  isRetrying,
  description = CHECK_CONNECTION,
  className,
}: {
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
  description?: string | null;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {description && <p>{description}</p>}
        <Button
          variant="outline"
          size="sm"
          className={description ? 'mt-2' : undefined}
          onClick={onRetry}
          disabled={isRetrying}
        >
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

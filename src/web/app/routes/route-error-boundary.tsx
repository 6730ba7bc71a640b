import { AlertTriangleIcon, HomeIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from './not-found';

/**
 * The error boundary of every route: a Spanish message and a retry. Inside a layout it replaces only the
 * page, so the sidebar stays usable. A failed chunk download (a new deployment) is healed by the reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useDocumentTitle('Error');
  useEffect(() => {
    console.error('[ruta] error', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <div className="flex min-h-[60dvh] items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10">
          <AlertTriangleIcon className="size-6 text-destructive" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-xl">Algo ha salido mal</h1>
        <p className="mt-2 text-muted-foreground">
          No se pudo mostrar esta página. Vuelve a intentarlo; si el problema continúa, avisa a la agencia.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            Reintentar
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.home.getHref()} reloadDocument>
              <HomeIcon aria-hidden="true" />
              Ir al inicio
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

import { formatDateTimeEs } from '@shared/dates';
import { RefreshCwIcon } from 'lucide-react';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminToday } from '@/features/admin-today/api/get-admin-today';
import { BoardView } from '@/features/admin-today/components/board-view';
import { useBoardLiveUpdates } from '@/features/admin-today/hooks/use-board-live-updates';

export const ADMIN_TODAY_TEXTS = {
  title: 'Hoy',
  description:
    'Lo que vence en las próximas horas, lo atrasado y los clientes en riesgo, a la hora de cada cliente.',
  loadError: 'No se pudo cargar el tablero de hoy',
  refresh: 'Actualizar',
  updatedAt: 'Actualizado el',
} as const;

/**
 * /admin/today, «Hoy»: the agency's board across all clients. It re-reads itself when a client marks a story
 * published or unpublished (SSE), when the stream comes back, and every minute (overdue times stay current).
 */
export function AdminTodayPage() {
  const query = useAdminToday();
  const { announcement } = useBoardLiveUpdates();
  const { data } = query;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={ADMIN_TODAY_TEXTS.title}
        description={ADMIN_TODAY_TEXTS.description}
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {ADMIN_TODAY_TEXTS.refresh}
          </Button>
        }
      />
      {/* Announces live updates without moving the focus. */}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {data ? (
        <>
          <p className="-mt-3 text-muted-foreground text-xs tabular-nums">
            {ADMIN_TODAY_TEXTS.updatedAt} {formatDateTimeEs(data.generatedAt, data.agencyTimeZone)}
          </p>
          <BoardView data={data} />
        </>
      ) : query.isError ? (
        <LoadError
          title={ADMIN_TODAY_TEXTS.loadError}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <BoardSkeleton />
      )}
    </div>
  );
}

function BoardSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-2" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando el tablero...
      </p>
      <Skeleton className="h-40 w-full rounded-xl lg:col-span-2" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

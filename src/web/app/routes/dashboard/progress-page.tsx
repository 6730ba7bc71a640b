import type { StoryListItem } from '@shared/api/client-area/stories';
import { dashboardUpcomingStories } from '@shared/domain/upcoming-window';
import { AlertTriangleIcon, ArchiveIcon, FolderOpenIcon, UserXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ProgressCard } from '@/features/client-dashboard/components/progress-card';
import { PublishTodayEntry } from '@/features/client-dashboard/components/publish-today-entry';
import { PublishedListCard } from '@/features/client-dashboard/components/published-list-card';
import { RecentActivityCard } from '@/features/client-dashboard/components/recent-activity-card';
import { UpcomingStoriesCard } from '@/features/client-dashboard/components/upcoming-stories-card';
import { isApiError } from '@/lib/api-client';
import { liveStoryStatus } from '@/lib/live-story-status';
import { useClientOverview } from '@/lib/session/get-client-overview';
import { useServerNow } from '@/lib/use-server-now';

export const DASHBOARD_TEXTS = {
  title: 'Dashboard de Progreso',
  description: 'Cómo van tus campañas y qué toca publicar.',
  clientNotFound: 'No se encontraron datos del cliente',
  noCampaigns: 'No hay campañas disponibles',
  loadError: 'No se pudo cargar tu progreso',
  late: (n: number) => (n === 1 ? 'Tienes 1 historia atrasada' : `Tienes ${n} historias atrasadas`),
  old: (n: number) => (n === 1 ? '1 atrasada antigua' : `${n} atrasadas antiguas`),
  oldHint: 'De hace más de dos días o de campañas terminadas: no cuentan como atrasadas.',
} as const;

/**
 * /dashboard 'Dashboard de Progreso' (spec section 2): progress ring, upcoming stories, activity, published. «Atrasadas»
 * (the banner and the figure) counts today's stories past their time and the recently late, by the shared lateness
 * rule at the server's running clock; the old leftovers are shown apart, linking to their folded group.
 */
export function ProgressPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={DASHBOARD_TEXTS.title} description={DASHBOARD_TEXTS.description} />
      <DashboardContent />
    </div>
  );
}

function DashboardContent() {
  const query = useClientOverview();
  const now = useServerNow(query.data?.now, query.dataUpdatedAt);
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <EmptyState icon={UserXIcon} title={DASHBOARD_TEXTS.clientNotFound} />;
    }
    return (
      <LoadError
        title={DASHBOARD_TEXTS.loadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const { progress, overdueTotal, oldOverdueTotal, upcoming, recentlyPublished, timeZone } = query.data;
  const clock = { timeZone, now: new Date(now ?? query.data.now) };
  // Today's and the upcoming ones with their status at the running clock: a story past its time turns late here.
  const withLive = (story: StoryListItem) => {
    const live = liveStoryStatus(story, clock);
    return { story: live.status === story.status ? story : { ...story, status: live.status }, ...live };
  };
  const dueToday = query.data.dueToday.map(withLive);
  const lateToday = dueToday.filter((row) => row.status === 'overdue').length;
  const lateTotal = overdueTotal + lateToday;
  const stillToPublishToday = dueToday.length;
  if (progress.totalCampaigns === 0) {
    return (
      <EmptyState
        icon={FolderOpenIcon}
        title={DASHBOARD_TEXTS.noCampaigns}
        description="Cuando tu agencia prepare tu primera campaña, aquí verás su progreso."
      >
        <Button asChild variant="outline">
          <Link to={paths.dashboard.campaigns.getHref()}>Ir a Mis Campañas</Link>
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      {/* First: the way to «Publicar hoy», with today's stories still to publish. */}
      <PublishTodayEntry count={stillToPublishToday} />
      {lateTotal > 0 && (
        <Alert variant="warning" role="status">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{DASHBOARD_TEXTS.late(lateTotal)}</AlertTitle>
          <AlertDescription>
            <Link
              to={paths.dashboard.pending.getHref()}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Ver Historias Pendientes
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {oldOverdueTotal > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm">
          <ArchiveIcon className="size-4 shrink-0" aria-hidden="true" />
          <Link
            to={paths.dashboard.pending.getHref({ group: 'old' })}
            className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
          >
            {DASHBOARD_TEXTS.old(oldOverdueTotal)}
          </Link>
          <span>{DASHBOARD_TEXTS.oldHint}</span>
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ProgressCard progress={progress} overdueTotal={lateTotal} dueTodayCount={stillToPublishToday} />
        </div>
        <div className="lg:col-span-3">
          <UpcomingStoriesCard stories={dashboardUpcomingStories(dueToday, upcoming.map(withLive))} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentActivityCard stories={recentlyPublished} />
        <PublishedListCard stories={recentlyPublished} />
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando progreso...
      </p>
      <div className="grid gap-6 lg:grid-cols-5">
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl lg:col-span-3" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}

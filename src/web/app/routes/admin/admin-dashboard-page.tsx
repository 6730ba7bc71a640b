import { formatDateEs, formatDateTimeEs } from '@shared/dates';
import { AlertTriangleIcon, FileUpIcon, UserPlusIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DeferredSection } from '@/components/layout/deferred-section';
import { PageHeader } from '@/components/layout/page-header';
import { CampaignStatusBadge } from '@/components/status/campaign-status-badge';
import { ClientStatusBadge } from '@/components/status/client-status-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { type AdminDashboard, useAdminDashboard } from '@/features/admin-dashboard/api/get-admin-dashboard';
import { RecentListCard, RecentListRow } from '@/features/admin-dashboard/components/recent-list-card';
import { StatCards } from '@/features/admin-dashboard/components/stat-cards';
import { ImportCampaignDialog } from '../../lazy-dialogs';

// Below the first screen: the results of the last 30 days and the stories without numbers, code and reads loaded
// once the page has settled or they come near (issue 30's first view).
const AdminResults = lazy(() =>
  import('@/features/admin-results/components/admin-results').then((m) => ({ default: m.AdminResults })),
);

export const FAILED_AI_TEXTS = {
  title: 'Generaciones con IA fallidas',
  description:
    'Estos clientes no pudieron generar su campaña con IA en los últimos 14 días. Ellos vieron un aviso sin detalles técnicos; aquí tienes el motivo.',
} as const;

/**
 * /admin 'Panel Principal': the counts, the five newest clients and campaigns, the import panel and the way to
 * a new client. Fetch errors are ignored (only logged): the cards then stay empty (spec 'Admin dashboard'). Below
 * them, the results of the last 30 days and the stories without numbers (their own reads, loaded later).
 */
export function AdminDashboardPage() {
  const [isImportOpen, setIsImportOpen] = useState(false);
  // Mounted from its first opening on (it keeps its state between openings, as before it was lazy).
  const [hasOpenedImport, setHasOpenedImport] = useState(false);
  const { data, error, isPending, isError } = useAdminDashboard();
  useEffect(() => {
    if (error) console.error('No se pudo cargar el panel principal', error);
  }, [error]);

  const isLoading = isPending && !isError;
  const stats =
    data?.stats ?? (isError ? { totalClients: 0, activeCampaigns: 0, completedCampaigns: 0 } : undefined);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Panel Principal"
        description="Resumen de tus clientes y campañas."
        actions={
          <>
            <Button
              variant="outline"
              onPointerEnter={() => void ImportCampaignDialog.preload()}
              onFocus={() => void ImportCampaignDialog.preload()}
              onClick={() => {
                setHasOpenedImport(true);
                setIsImportOpen(true);
              }}
            >
              <FileUpIcon aria-hidden="true" />
              Importar Campaña
            </Button>
            <Button asChild>
              <Link to={paths.admin.newClient.getHref()}>
                <UserPlusIcon aria-hidden="true" />
                Nuevo Cliente
              </Link>
            </Button>
          </>
        }
      />

      <StatCards stats={stats} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentListCard
          title="Clientes Recientes"
          viewAllLabel="Ver Todos"
          viewAllHref={paths.admin.clients.getHref()}
          isLoading={isLoading}
          emptyText="Todavía no hay clientes."
        >
          {(data?.recentClients ?? []).map((client) => (
            <RecentListRow
              key={client.id}
              href={paths.admin.client.getHref(client.id)}
              title={client.brandName}
              subtitle={
                <>
                  {client.name} · <span className="tabular-nums">{formatDateEs(client.createdAt)}</span>
                </>
              }
              aside={<ClientStatusBadge status={client.status} />}
            />
          ))}
        </RecentListCard>

        <RecentListCard
          title="Campañas Recientes"
          viewAllLabel="Ver Todas"
          viewAllHref={paths.admin.campaigns.getHref()}
          isLoading={isLoading}
          emptyText="Todavía no hay campañas."
        >
          {(data?.recentCampaigns ?? []).map((campaign) => (
            <RecentListRow
              key={campaign.id}
              href={paths.admin.campaign.getHref(campaign.id)}
              title={campaign.title}
              subtitle={
                <>
                  {campaign.client.brandName} ·{' '}
                  <span className="tabular-nums">
                    {formatDateEs(campaign.startDate)} – {formatDateEs(campaign.endDate)}
                  </span>
                </>
              }
              aside={<CampaignStatusBadge status={campaign.status} />}
            />
          ))}
        </RecentListCard>
      </div>

      {(data?.failedAiRequests.length ?? 0) > 0 && (
        <FailedAiRequests failures={data?.failedAiRequests ?? []} />
      )}

      <DeferredSection placeholder={<AdminResultsPlaceholder />}>
        <AdminResults />
      </DeferredSection>

      {hasOpenedImport && (
        <Suspense fallback={null}>
          <ImportCampaignDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
        </Suspense>
      )}
    </div>
  );
}

/** The results cards' place while their code arrives: their outline, about their size. */
function AdminResultsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-6">
      <div className="h-64 rounded-xl border bg-card" />
      <div className="h-64 rounded-xl border bg-card" />
    </div>
  );
}

/** The AI generations that failed lately: which client, when, for which launch, and why. */
function FailedAiRequests({ failures }: { failures: AdminDashboard['failedAiRequests'] }) {
  return (
    <section
      aria-labelledby="failed-ai-title"
      className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
    >
      <h2 id="failed-ai-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangleIcon className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        {FAILED_AI_TEXTS.title}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{FAILED_AI_TEXTS.description}</p>
      <ul className="mt-3 grid gap-3">
        {failures.map((failure) => (
          <li key={failure.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={paths.admin.client.getHref(failure.client.id)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {failure.client.brandName}
              </Link>
              <span className="text-muted-foreground text-xs tabular-nums">
                {formatDateTimeEs(failure.failedAt)}
              </span>
            </p>
            <p className="text-muted-foreground text-xs">Lanzamiento: {failure.launchDatetime}</p>
            <p className="font-mono text-xs">{failure.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

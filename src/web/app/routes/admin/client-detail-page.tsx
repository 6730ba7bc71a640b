import type { ClientCampaignSummary } from '@shared/clients/admin-client';
import { CLIENT_TEXTS } from '@shared/clients/client-texts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, PencilIcon, PlusIcon, Trash2Icon, UserRoundXIcon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ClientStatusBadge } from '@/components/status/client-status-badge';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useClient } from '@/features/admin-clients/api/get-client';
import { CampaignOverviewDialog } from '@/features/admin-clients/components/campaign-overview-dialog';
import { ClientCampaignsCard } from '@/features/admin-clients/components/client-campaigns-card';
import { ClientInfoCard } from '@/features/admin-clients/components/client-info-card';
import { CredentialsButton } from '@/features/admin-clients/components/credentials-button';
import { getInstagramConnectionQueryOptions } from '@/features/instagram-connection/api/get-instagram-connection';
import { InstagramCard } from '@/features/instagram-connection/components/instagram-card';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeleteCampaignDialog, DeleteClientDialog, ImportCampaignDialog } from '../../lazy-dialogs';

/** The client with a page of its campaigns and, alongside that read rather than after it, its Instagram card's. */
function useClientPage(clientId: string, campaignsPage: number) {
  usePrefetchQuery(getInstagramConnectionQueryOptions(clientId));
  return useClient(clientId, campaignsPage);
}

/**
 * /admin/clients/:id: header (brand, Activo/Inactivo badge, contact), actions (Volver, Editar, credentials,
 * Eliminar Cliente, Nueva Campaña), the info card, its Instagram account (issue 32) and 'Campañas (n)' with each
 * campaign's days progress.
 */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const campaignsPage = Math.max(1, Number.parseInt(searchParams.get('pagina') ?? '1', 10) || 1);
  const query = useClientPage(id, campaignsPage);
  const [viewedCampaignId, setViewedCampaignId] = useState<string | null>(null);
  const [campaignToDelete, setCampaignToDelete] = useState<ClientCampaignSummary | null>(null);
  const [isCampaignDeleteOpen, setIsCampaignDeleteOpen] = useState(false);
  const [isClientDeleteOpen, setIsClientDeleteOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  // The lazy dialogs are mounted from their first opening on (so that they can animate out when closed).
  const [hasOpenedClientDelete, setHasOpenedClientDelete] = useState(false);
  const [hasOpenedImport, setHasOpenedImport] = useState(false);
  const openClientDelete = () => {
    setHasOpenedClientDelete(true);
    setIsClientDeleteOpen(true);
  };
  const openImport = () => {
    setHasOpenedImport(true);
    setIsImportOpen(true);
  };
  // Every way into these dialogs is on this page: start loading them once the page is pointed at or focused.
  const preloadDialogs = () => {
    void DeleteClientDialog.preload();
    void DeleteCampaignDialog.preload();
    void ImportCampaignDialog.preload();
  };

  const isNotFound = isApiError(query.error) && query.error.status === 404;
  const isLoadError = query.isError && !isNotFound;
  useEffect(() => {
    if (isLoadError) toast.error(CLIENT_TEXTS.detailLoadError);
  }, [isLoadError]);

  if (isNotFound) return <ClientNotFound />;
  if (isLoadError) return <ClientLoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <ClientDetailSkeleton />;

  const { client, campaigns, campaignsTotal, campaignsPageSize } = query.data;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only starts a download; nothing happens for the user
    <div className="space-y-6" onPointerOver={preloadDialogs} onFocus={preloadDialogs}>
      <PageHeader
        title={client.brandName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ClientStatusBadge status={client.status} />
            <span>{client.name}</span>
          </span>
        }
        actions={
          <>
            <BackButton />
            <Button asChild variant="outline">
              <Link to={paths.admin.editClient.getHref(client.id)}>
                <PencilIcon aria-hidden="true" />
                Editar
              </Link>
            </Button>
            <CredentialsButton client={client} />
            <Button
              variant="outline"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={openClientDelete}
            >
              <Trash2Icon aria-hidden="true" />
              Eliminar Cliente
            </Button>
            <Button onClick={openImport}>
              <PlusIcon aria-hidden="true" />
              Nueva Campaña
            </Button>
          </>
        }
      />
      <ClientInfoCard client={client} />
      <InstagramCard clientId={client.id} />
      <ClientCampaignsCard
        campaigns={campaigns}
        total={campaignsTotal}
        page={campaignsPage}
        pageSize={campaignsPageSize}
        onPageChange={(page) => setSearchParams(page > 1 ? { pagina: String(page) } : {}, { replace: true })}
        onView={(campaign) => setViewedCampaignId(campaign.id)}
        onDelete={(campaign) => {
          setCampaignToDelete(campaign);
          setIsCampaignDeleteOpen(true);
        }}
        onCreate={openImport}
      />

      <CampaignOverviewDialog campaignId={viewedCampaignId} onClose={() => setViewedCampaignId(null)} />
      <Suspense fallback={null}>
        {campaignToDelete && (
          <DeleteCampaignDialog
            campaign={campaignToDelete}
            open={isCampaignDeleteOpen}
            onOpenChange={setIsCampaignDeleteOpen}
          />
        )}
        {hasOpenedClientDelete && (
          <DeleteClientDialog
            client={client}
            open={isClientDeleteOpen}
            onOpenChange={setIsClientDeleteOpen}
            onDeleted={() => navigate(paths.admin.clients.getHref(), { replace: true })}
          />
        )}
        {hasOpenedImport && (
          <ImportCampaignDialog
            open={isImportOpen}
            onOpenChange={setIsImportOpen}
            preselectedClient={{ id: client.id, brandName: client.brandName }}
          />
        )}
      </Suspense>
    </div>
  );
}

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.admin.clients.getHref()}>
        <ArrowLeftIcon aria-hidden="true" />
        Volver
      </Link>
    </Button>
  );
}

function ClientNotFound() {
  useDocumentTitle(CLIENT_TEXTS.notFound);
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <UserRoundXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="font-semibold text-xl">{CLIENT_TEXTS.notFound}</h1>
        <p className="text-muted-foreground text-sm">El cliente no existe o ha sido eliminado.</p>
        <Button asChild>
          <Link to={paths.admin.clients.getHref()}>
            <ArrowLeftIcon aria-hidden="true" />
            Volver a Clientes
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ClientDetailSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Cargando cliente...">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-40" />
      <Skeleton className="h-56" />
    </div>
  );
}

/** The client could not be read (not a missing one): say so, with «Reintentar» and the way back. */
function ClientLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="space-y-4">
      <BackButton />
      <Alert variant="destructive" role="alert">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          {CLIENT_TEXTS.detailLoadError}
          <Button variant="outline" size="sm" onClick={onRetry}>
            Reintentar
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}

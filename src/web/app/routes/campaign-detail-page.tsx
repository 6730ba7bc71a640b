import { SearchXIcon } from 'lucide-react';
import { Link, useMatch, useParams } from 'react-router';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCampaign } from '@/features/campaign-detail/api/get-campaign';
import { CampaignDetailView } from '@/features/campaign-detail/components/campaign-detail-view';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CampaignAutoPublish } from './campaign-auto-publish';
import { CampaignAutomationCheck } from './campaign-automation-check';
import { CampaignComments } from './campaign-comments';

export const CAMPAIGN_DETAIL_TEXTS = {
  loading: 'Cargando detalles de campaña...',
  notFound: 'Campaña no encontrada',
  back: 'Volver a campañas',
} as const;

/** Which area the screen is in: the admin one (/admin/campaigns/:id) or the client one. */
function useIsAdminArea(): boolean {
  return useMatch(paths.admin.campaign.path) !== null;
}

/**
 * /dashboard/campaigns/:campaignId and /admin/campaigns/:id: the campaign detail screen shared by both roles (the server decides what each may read and change).
 */
export function CampaignDetailPage() {
  const params = useParams();
  const campaignId = params.campaignId ?? params.id ?? '';
  const isAdminArea = useIsAdminArea();
  const backHref = isAdminArea ? paths.admin.campaigns.getHref() : paths.dashboard.campaigns.getHref();
  const query = useCampaign(campaignId);

  if (query.isPending) {
    return <FullPageStatus message={CAMPAIGN_DETAIL_TEXTS.loading} className="min-h-[50vh]" />;
  }
  if (query.isError) {
    const isNotFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    if (isNotFound) return <CampaignNotFound backHref={backHref} />;
    return (
      <CampaignLoadError
        message={query.error.message}
        backHref={backHref}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // The key resets the screen's local state (open day, tab, modals) when another campaign is shown.
  const { campaign } = query.data;
  return (
    <CampaignComments
      key={campaign.id}
      campaignId={campaign.id}
      days={campaign.days}
      isAdminArea={isAdminArea}
    >
      <CampaignAutoPublish campaignId={campaign.id} clientId={campaign.client.id} isAdminArea={isAdminArea}>
        <CampaignAutomationCheck campaignId={campaign.id} isAdminArea={isAdminArea}>
          <CampaignDetailView
            key={campaign.id}
            data={query.data}
            backHref={backHref}
            isAdminArea={isAdminArea}
          />
        </CampaignAutomationCheck>
      </CampaignAutoPublish>
    </CampaignComments>
  );
}

function CampaignNotFound({ backHref }: { backHref: string }) {
  useDocumentTitle(CAMPAIGN_DETAIL_TEXTS.notFound);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
      <SearchXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-bold text-2xl">{CAMPAIGN_DETAIL_TEXTS.notFound}</h1>
      <p className="max-w-md text-muted-foreground">La campaña no existe o no tienes acceso a ella.</p>
      <Button asChild>
        <Link to={backHref}>{CAMPAIGN_DETAIL_TEXTS.back}</Link>
      </Button>
    </div>
  );
}

function CampaignLoadError({
  message,
  backHref,
  isRetrying,
  onRetry,
}: {
  message: string;
  backHref: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  useDocumentTitle('Error al cargar la campaña');
  return (
    <div className="mx-auto grid max-w-lg gap-4 py-10">
      <Alert variant="destructive">
        <AlertTitle>No se pudo cargar la campaña</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRetry} disabled={isRetrying}>
          Reintentar
        </Button>
        <Button asChild variant="outline">
          <Link to={backHref}>{CAMPAIGN_DETAIL_TEXTS.back}</Link>
        </Button>
      </div>
    </div>
  );
}

import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import {
  AutomationSetupSheet,
  SHEET_FRAME,
  SheetBackLink,
} from '@/features/automation-check/components/automation-setup-sheet';
import { SETUP_SHEET_TEXTS as TEXTS } from '@/features/automation-check/texts';
import { type CheckArea, checkLinks } from '@/features/automation-check/utils/check-links';
import { useCampaign } from '@/features/campaign-detail/api/get-campaign';
import { isApiError } from '@/lib/api-client';

/**
 * «Hoja de configuración de la automatización» in either area (admin/automation-sheet-page.tsx,
 * dashboard/automation-sheet-page.tsx): the campaign as its screen reads it (the same query, which the route's
 * loader starts), and the sheet of the automation-check feature.
 */
export function AutomationSheetScreen({ campaignId, area }: { campaignId: string; area: CheckArea }) {
  const query = useCampaign(campaignId);
  const links = checkLinks(area);

  if (query.isPending) {
    return (
      <div className={SHEET_FRAME}>
        <PageHeader title={TEXTS.title} />
        <p role="status" className="sr-only">
          {TEXTS.loading}
        </p>
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    const isNotFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className={SHEET_FRAME}>
        <SheetBackLink to={links.campaigns()} label={TEXTS.backToCampaigns} />
        <PageHeader title={TEXTS.title} />
        <LoadError
          title={isNotFound ? TEXTS.notFound : TEXTS.loadError}
          description={isNotFound ? TEXTS.notFoundDescription : undefined}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  }
  return <AutomationSetupSheet campaign={query.data.campaign} area={area} />;
}

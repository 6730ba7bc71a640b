import { ChartColumnIcon } from 'lucide-react';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { isApiError } from '@/lib/api-client';
import { useCampaignResults } from '../api/get-campaign-results';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import { type ResultsArea, resultsLinks } from '../utils/results-links';
import { DailySection } from './daily-section';
import { FunnelSection } from './funnel-section';
import { RankingSection } from './ranking-section';
import { BackLink, ResultsHeader } from './results-header';
import { ResultsSkeleton } from './results-skeleton';
import { StoriesTable } from './stories-table';
import { SummaryCards } from './summary-cards';

const FRAME = 'mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 print:max-w-none print:gap-5';

/**
 * «Resultados» of a campaign, for the brand and the agency (only the links differ): the totals, the funnel and
 * each day as charts beside their tables, the best and worst stories, every published story's numbers and the
 * ones still missing, the report to download or print. Nothing published yet: say so; 404: not found.
 */
export function CampaignResults({ campaignId, area }: { campaignId: string; area: ResultsArea }) {
  const query = useCampaignResults(campaignId);
  const links = resultsLinks(area);

  if (query.isPending) {
    return (
      <div className={FRAME}>
        <PageHeader title={TEXTS.title} />
        <ResultsSkeleton />
      </div>
    );
  }
  if (query.isError) {
    const isNotFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className={FRAME}>
        <BackLink to={links.campaigns()} label={TEXTS.backToCampaigns} />
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

  const data = query.data;
  return (
    <div className={FRAME}>
      <ResultsHeader data={data} backHref={links.campaign(data.campaign.id)} />
      {data.counts.published === 0 ? (
        <EmptyState icon={ChartColumnIcon} title={TEXTS.empty} description={TEXTS.emptyHint} />
      ) : (
        <>
          <SummaryCards data={data} links={links} />
          <FunnelSection data={data} />
          <DailySection data={data} />
          <RankingSection data={data} links={links} />
          <StoriesTable data={data} links={links} />
        </>
      )}
    </div>
  );
}

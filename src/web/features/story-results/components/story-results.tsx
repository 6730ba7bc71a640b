import { useState } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useStoryResults } from '../api/get-story-results';
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';
import { ResultsForm } from './results-form';
import { BackLink, NotPostedNotice, ResultsSkeleton } from './results-states';
import { ResultsStoryHeader } from './results-story-header';

/** Whose screen it is: the brand's (/dashboard/results/…) or the agency's, which corrects (/admin/results/…). */
export type ResultsArea = 'admin' | 'client';

/** The story in its campaign screen (its day opened, the story highlighted). */
function storyHref(area: ResultsArea, campaignId: string, storyId: string): string {
  const options = { storyId, source: 'external' } as const;
  return area === 'admin'
    ? paths.admin.campaign.getHref(campaignId, options)
    : paths.dashboard.campaign.getHref(campaignId, options);
}

/**
 * «Resultados»: the numbers of a published story, entered by the brand from Instagram before they vanish (24 h)
 * and corrected by the agency. Both areas show the same screen; only the links back differ. A story not marked
 * published (on reading, or a save refused with 409) gets no form, only what to do.
 */
export function StoryResults({ storyId, area }: { storyId: string; area: ResultsArea }) {
  const query = useStoryResults(storyId);
  const [isRefusedAsNotPosted, setRefusedAsNotPosted] = useState(false);
  const header = <PageHeader title={TEXTS.title} description={TEXTS.description} />;

  if (query.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        {header}
        <ResultsSkeleton />
      </div>
    );
  }
  if (query.isError) {
    const isNotFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    const campaignsHref =
      area === 'admin' ? paths.admin.campaigns.getHref() : paths.dashboard.campaigns.getHref();
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <BackLink to={campaignsHref} label={TEXTS.backToCampaigns} />
        {header}
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
  const backHref = storyHref(area, data.story.campaignId, data.story.id);
  const isNotPosted = data.story.postedAt === null || isRefusedAsNotPosted;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink to={backHref} label={TEXTS.backToStory} />
      {header}
      <ResultsStoryHeader story={data.story} />
      {isNotPosted ? (
        <NotPostedNotice campaignHref={backHref} />
      ) : (
        <Card className="py-5 sm:py-6">
          <CardContent className="px-4 sm:px-6">
            <ResultsForm key={data.story.id} data={data} onNotPosted={() => setRefusedAsNotPosted(true)} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

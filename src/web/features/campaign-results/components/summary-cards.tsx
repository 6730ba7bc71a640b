import type { CampaignResultsResponse } from '@shared/results/campaign-results';
import { FUNNEL_STEPS, type FunnelStep } from '@shared/results/funnel';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import type { ResultsLinks } from '../utils/results-links';
import { formatCount } from '../utils/results-view';
import { MissingNotice } from './missing-notice';

/** The funnel's steps as this screen names them: the DMs with the campaign's own keyword. */
export function stepLabels(keyword: string): Record<FunnelStep, string> {
  return {
    reach: TEXTS.reach,
    interactions: TEXTS.interactions,
    linkClicks: TEXTS.linkClicks,
    keywordDms: TEXTS.keywordDms(keyword),
  };
}

/**
 * «Resumen»: the campaign's four totals, how many published stories have numbers, and, when some do not, which
 * (each with the way to its results form).
 */
export function SummaryCards({ data, links }: { data: CampaignResultsResponse; links: ResultsLinks }) {
  const labels = stepLabels(data.campaign.keyword);
  return (
    <section aria-labelledby="resultados-resumen" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="resultados-resumen" className="font-semibold text-lg">
          {TEXTS.summary}
        </h2>
        <p className="text-muted-foreground text-sm">
          {TEXTS.withNumbers(data.counts.withNumbers, data.counts.published)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 print:grid-cols-4">
        {FUNNEL_STEPS.map((step) => (
          // A card per total: a <div> of the list holding its term and value (what a <dl> allows).
          <div
            key={step}
            className="flex flex-col justify-between gap-1 rounded-xl border bg-card p-4 shadow-sm print:shadow-none"
          >
            <dt className="text-muted-foreground text-sm">{labels[step]}</dt>
            <dd className="whitespace-nowrap font-bold text-xl tabular-nums sm:text-2xl">
              {formatCount(data.funnel[step])}
            </dd>
          </div>
        ))}
      </dl>
      {data.counts.missing > 0 && <MissingNotice data={data} links={links} />}
    </section>
  );
}

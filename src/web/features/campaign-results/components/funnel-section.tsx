import type { CampaignResultsResponse } from '@shared/results/campaign-results';
import { formatRate, funnelRates } from '@shared/results/funnel';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import { formatCount, funnelSummary } from '../utils/results-view';
import { stepLabels } from './summary-cards';

// Recharts (~104 KB gzip) in its own chunk, loaded after the page's text and tables are drawn.
const FunnelChart = lazy(() => import('./funnel-chart').then((m) => ({ default: m.FunnelChart })));

/**
 * The campaign's funnel, reach → interactions → link clicks → keyword DMs: a bar chart (a picture, named by what it
 * shows) beside a table of the same numbers and the rate from each step to the next (the accessible version).
 */
export function FunnelSection({ data }: { data: CampaignResultsResponse }) {
  const labels = stepLabels(data.campaign.keyword);
  const rates = funnelRates(data.funnel).map((rate) => ({ ...rate, label: labels[rate.step] }));
  return (
    <section aria-labelledby="resultados-embudo" className="grid grid-cols-1 gap-4 print:break-inside-avoid">
      <h2 id="resultados-embudo" className="font-semibold text-lg">
        {TEXTS.funnelTitle}
      </h2>
      <div className="grid grid-cols-1 gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:grid-cols-2 lg:items-center print:shadow-none">
        <div role="img" aria-label={TEXTS.funnelChartLabel(funnelSummary(rates))} className="min-w-0">
          <Suspense fallback={<Skeleton className="h-60 w-full" />}>
            <FunnelChart rates={rates} />
          </Suspense>
        </div>
        <Table>
          <caption className="sr-only">{TEXTS.funnelCaption}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">{TEXTS.step}</TableHead>
              <TableHead scope="col" className="text-right">
                {TEXTS.value}
              </TableHead>
              <TableHead scope="col" className="whitespace-normal text-right wrap-normal">
                {TEXTS.rate}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rates.map((rate) => (
              <TableRow key={rate.step}>
                <TableHead
                  scope="row"
                  className="h-auto whitespace-normal py-3 font-medium text-foreground wrap-normal"
                >
                  {rate.label}
                </TableHead>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {formatCount(rate.value)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {formatRate(rate.rateFromPrevious)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

import { formatDateEs } from '@shared/dates';
import { dayTitleBeyondNumber } from '@shared/domain/story-heading';
import type { CampaignResultsResponse } from '@shared/results/campaign-results';
import { FUNNEL_STEPS } from '@shared/results/funnel';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import { formatCount } from '../utils/results-view';
import { stepLabels } from './summary-cards';

// Recharts in its own chunk (shared with the funnel's), loaded after the page's text and tables are drawn.
const DailyChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

/** «Resultados por día»: the four steps of each day as grouped bars, and the table of the same numbers. */
export function DailySection({ data }: { data: CampaignResultsResponse }) {
  const labels = stepLabels(data.campaign.keyword);
  return (
    <section aria-labelledby="resultados-dias" className="grid grid-cols-1 gap-4 print:break-inside-avoid">
      <h2 id="resultados-dias" className="font-semibold text-lg">
        {TEXTS.daysTitle}
      </h2>
      <div className="grid grid-cols-1 gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-5 print:shadow-none">
        <div role="img" aria-label={TEXTS.daysChartLabel} className="min-w-0">
          <Suspense fallback={<Skeleton className="h-70 w-full" />}>
            <DailyChart days={data.days} labels={labels} />
          </Suspense>
        </div>
        <Table scrollLabel={TEXTS.daysCaption} className="min-w-xl">
          <caption className="sr-only">{TEXTS.daysCaption}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">{TEXTS.day}</TableHead>
              <TableHead scope="col" className="text-right">
                {TEXTS.publishedColumn}
              </TableHead>
              {FUNNEL_STEPS.map((step) => (
                <TableHead key={step} scope="col" className="text-right">
                  {labels[step]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.days.map((day) => (
              <TableRow key={day.dayOrder}>
                <TableHead scope="row" className="h-auto py-3 font-medium text-foreground">
                  {TEXTS.dayName(day.dayOrder)}{' '}
                  <span className="block font-normal text-muted-foreground text-xs tabular-nums">
                    {[dayTitleBeyondNumber(day.dayOrder, day.title), formatDateEs(day.date)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </TableHead>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {TEXTS.publishedOf(day.published, day.stories)}
                </TableCell>
                {FUNNEL_STEPS.map((step) => (
                  <TableCell key={step} className="whitespace-nowrap text-right tabular-nums">
                    {formatCount(day.funnel[step])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

import { APP_LOCALE } from '@shared/dates';
import type { ResultsOverviewResponse } from '@shared/results/results-overview';
import { Link } from 'react-router';
import { LoadError } from '@/components/layout/load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useResultsOverview } from '../api/get-results-overview';
import { DEFAULT_WINDOW_DAYS, ADMIN_RESULTS_TEXTS as TEXTS } from '../results-texts';

const count = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });

/** The three totals of the window and how many published stories have numbers. */
function OverviewTotals({ data }: { data: ResultsOverviewResponse }) {
  const totals = [
    { label: TEXTS.reach, value: data.funnel.reach },
    { label: TEXTS.clicks, value: data.funnel.linkClicks },
    { label: TEXTS.messages, value: data.funnel.keywordDms },
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-3 gap-3">
        {totals.map((total) => (
          <div key={total.label} className="grid gap-1 rounded-lg border bg-background p-3">
            <dt className="text-muted-foreground text-xs sm:text-sm">{total.label}</dt>
            <dd className="whitespace-nowrap font-bold text-lg tabular-nums sm:text-2xl">
              {count.format(total.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-sm">{TEXTS.withNumbers(data.withNumbers, data.published)}</p>
    </div>
  );
}

/** Per client: published, with numbers (a «Sin números» badge at 0), reach, clicks and DMs. */
function ClientsTable({ data }: { data: ResultsOverviewResponse }) {
  return (
    <Table scrollLabel={TEXTS.clientsCaption} className="min-w-xl">
      <caption className="sr-only">{TEXTS.clientsCaption}</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col">{TEXTS.brand}</TableHead>
          {[TEXTS.published, TEXTS.withNumbersColumn, TEXTS.reach, TEXTS.clicks, TEXTS.messages].map(
            (label) => (
              <TableHead key={label} scope="col" className="text-right">
                {label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.clients.map((client) => (
          <TableRow key={client.clientId}>
            <TableHead scope="row" className="h-auto py-3 font-normal text-foreground">
              <Link
                to={paths.admin.client.getHref(client.clientId)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {client.brandName}
              </Link>
            </TableHead>
            <TableCell className="whitespace-nowrap text-right tabular-nums">{client.published}</TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              <span className="inline-flex items-center gap-2">
                {client.withNumbers === 0 && <Badge variant="destructive">{TEXTS.noNumbers}</Badge>}
                {client.withNumbers}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {count.format(client.funnel.reach)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {count.format(client.funnel.linkClicks)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {count.format(client.funnel.keywordDms)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * «Resultados de los últimos 30 días» on the agency's dashboard: the totals across clients and a row per client,
 * those that entered no numbers flagged. Its own read, below the dashboard's first view.
 */
export function ResultsOverviewSection() {
  const query = useResultsOverview();
  const days = query.data?.windowDays ?? DEFAULT_WINDOW_DAYS;
  return (
    <section
      aria-labelledby="resultados-30-dias"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="resultados-30-dias" className="font-semibold text-lg">
        {TEXTS.overviewTitle(days)}
      </h2>
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <span role="status" className="sr-only">
            {TEXTS.overviewLoading}
          </span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          title={TEXTS.overviewError}
          description={null}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <>
          <OverviewTotals data={query.data} />
          {query.data.clients.length === 0 ? (
            <p className="text-muted-foreground text-sm">{TEXTS.overviewEmpty(days)}</p>
          ) : (
            <ClientsTable data={query.data} />
          )}
        </>
      )}
    </section>
  );
}

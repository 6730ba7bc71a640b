import { formatDateTimeEs } from '@shared/dates';
import type { MissingResultsClient } from '@shared/results/missing-results';
import { Link } from 'react-router';
import { LoadError } from '@/components/layout/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMissingResults } from '../api/get-missing-results';
import { DEFAULT_WINDOW_DAYS, ADMIN_RESULTS_TEXTS as TEXTS } from '../results-texts';

/** One client: how many of its published stories lack numbers, and the oldest, each a link to its results form. */
function MissingClient({ client }: { client: MissingResultsClient }) {
  const headingId = `sin-numeros-${client.clientId}`;
  const more = client.missing - client.stories.length;
  return (
    <li aria-labelledby={headingId} className="grid gap-2 rounded-lg border bg-background p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-medium">
          <Link
            to={paths.admin.client.getHref(client.clientId)}
            className="underline-offset-4 hover:underline"
          >
            {client.brandName}
          </Link>
        </h3>
        <p className="text-muted-foreground text-xs tabular-nums">
          {TEXTS.missingCount(client.missing, client.published)}
        </p>
      </div>
      <ul className="grid gap-1.5 text-sm">
        {client.stories.map((story) => (
          <li key={story.storyId} className="grid">
            <Link
              to={paths.admin.storyResults.getHref(story.storyId)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {TEXTS.storyLine(story.campaignTitle, story.dayOrder, story.heading)}
            </Link>
            <span className="text-muted-foreground text-xs tabular-nums">
              {TEXTS.postedAt(formatDateTimeEs(story.postedAt))}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-muted-foreground text-xs">{TEXTS.moreMissing(more)}</p>}
    </li>
  );
}

/**
 * «Historias sin números» on the agency's dashboard: per client, the published stories of the last 30 days whose
 * numbers nobody entered, the oldest first, each a link to the agency's results form. Its own read.
 */
export function MissingResultsCard() {
  const query = useMissingResults();
  const days = query.data?.windowDays ?? DEFAULT_WINDOW_DAYS;
  return (
    <section
      aria-labelledby="historias-sin-numeros"
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="historias-sin-numeros" className="font-semibold text-lg">
          {TEXTS.missingTitle}
        </h2>
        <p className="text-muted-foreground text-sm">{TEXTS.missingHint(days)}</p>
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span role="status" className="sr-only">
            {TEXTS.missingLoading}
          </span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          title={TEXTS.missingError}
          description={null}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.clients.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TEXTS.missingEmpty}</p>
      ) : (
        <ul className="grid grid-cols-1 items-start gap-3 lg:grid-cols-2">
          {query.data.clients.map((client) => (
            <MissingClient key={client.clientId} client={client} />
          ))}
        </ul>
      )}
    </section>
  );
}

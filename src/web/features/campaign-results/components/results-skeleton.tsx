import { Skeleton } from '@/components/ui/skeleton';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';

/** The shape of the screen while its read arrives: the campaign's lines, the four totals, the funnel, a table. */
export function ResultsSkeleton() {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        {TEXTS.loading}
      </p>
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
          <Skeleton key={index} className="h-22 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" aria-hidden="true" />
      <Skeleton className="h-48 w-full rounded-xl" aria-hidden="true" />
    </div>
  );
}

import { ArrowLeftIcon, CalendarCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';

/** A link back: the story in its campaign, or the campaign list when there is no story to go back to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** The shape of the screen while its read arrives: the story's lines, then the fields (two columns from sm). */
export function ResultsSkeleton() {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        {TEXTS.loading}
      </p>
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-14 w-full" />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** No numbers for a story that is not marked published: what to do instead, and where. */
export function NotPostedNotice({ campaignHref }: { campaignHref: string }) {
  return (
    <Alert variant="warning" role="status">
      <CalendarCheckIcon aria-hidden="true" />
      <AlertTitle>{TEXTS.notPostedTitle}</AlertTitle>
      <AlertDescription className="text-foreground">
        <p>{TEXTS.notPosted}</p>
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to={campaignHref}>{TEXTS.goToCampaign}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

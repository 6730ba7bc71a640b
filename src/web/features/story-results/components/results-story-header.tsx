import { formatDateTimeEs } from '@shared/dates';
import { dayHeading } from '@shared/domain/story-heading';
import type { StoryResultsResponse } from '@shared/results/story-results';
import { Building2Icon, CheckCheckIcon, ClockIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';

type ResultStory = StoryResultsResponse['story'];

/** How often the expiry notice looks at the clock again (it turns from «borra … el» to «ya no muestra»). */
const TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Which story the numbers are for: its heading, campaign and day, brand and when it went up (in the client's zone),
 * then until when Instagram shows its numbers (24 h after it went up), or that it no longer does.
 */
export function ResultsStoryHeader({ story }: { story: ResultStory }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={headingId} className="font-semibold text-lg leading-snug">
          {story.heading}
        </h2>
        <p className="text-muted-foreground text-sm">
          {story.campaignTitle} · {dayHeading(story.dayOrder, story.dayTitle)}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <p className="flex items-center gap-1.5">
            <Building2Icon className="size-4 shrink-0" aria-hidden="true" />
            {story.brandName}
          </p>
          {story.postedAt && (
            <p className="flex items-center gap-1.5">
              <CheckCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
              {TEXTS.published(formatDateTimeEs(story.postedAt, story.timeZone))}
            </p>
          )}
        </div>
      </div>
      {story.postedAt && <ExpiryNotice expiresAt={story.numbersExpireAt} timeZone={story.timeZone} />}
    </section>
  );
}

function ExpiryNotice({ expiresAt, timeZone }: { expiresAt: string; timeZone: string }) {
  const now = useNow();
  const isExpired = Date.parse(expiresAt) <= now;
  return (
    <Alert role="note" variant={isExpired ? 'default' : 'warning'}>
      <ClockIcon aria-hidden="true" />
      <AlertDescription className="text-foreground">
        {isExpired ? TEXTS.expired : TEXTS.expiresAt(formatDateTimeEs(expiresAt, timeZone))}
      </AlertDescription>
    </Alert>
  );
}

import { formatDateTimeEs } from '@shared/dates';
import type { SavedStoryResults } from '@shared/results/story-results';
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';

/**
 * Who entered the numbers and when (with their side: Agencia or Cliente) and, once someone saved them again, who
 * corrected them last; nothing before the first save. Times in the client's zone.
 */
export function ResultsAuthors({
  results,
  timeZone,
}: {
  results: SavedStoryResults | null;
  timeZone: string;
}) {
  if (!results) return null;
  const { enteredBy, updatedBy } = results;
  const isCorrected =
    updatedBy.name !== enteredBy.name || updatedBy.role !== enteredBy.role || updatedBy.at !== enteredBy.at;
  return (
    <div className="grid gap-0.5 text-muted-foreground text-sm">
      <p>
        {TEXTS.enteredBy(
          enteredBy.name,
          TEXTS.roles[enteredBy.role],
          formatDateTimeEs(enteredBy.at, timeZone),
        )}
      </p>
      {isCorrected && <p>{TEXTS.updatedBy(updatedBy.name, formatDateTimeEs(updatedBy.at, timeZone))}</p>}
    </div>
  );
}

import { formatDateTimeEs } from '@shared/dates';
import type { ResultAuthor, SavedStoryResults } from '@shared/results/story-results';
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';

/** «Apuntados por Marta (Cliente) el …», or «Apuntados por Instagram el …» when the account's insights did. */
function enteredLine({ name, role, at }: ResultAuthor, timeZone: string): string {
  const when = formatDateTimeEs(at, timeZone);
  return role === 'instagram'
    ? TEXTS.enteredByInstagram(when)
    : TEXTS.enteredBy(name, TEXTS.roles[role], when);
}

function updatedLine({ name, role, at }: ResultAuthor, timeZone: string): string {
  const when = formatDateTimeEs(at, timeZone);
  return role === 'instagram' ? TEXTS.updatedByInstagram(when) : TEXTS.updatedBy(name, when);
}

/**
 * Who entered the numbers and when (with their side: Agencia or Cliente, or the connected Instagram account) and,
 * once someone saved them again, who corrected them last; nothing before the first save. Times in the client's
 * zone.
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
      <p>{enteredLine(enteredBy, timeZone)}</p>
      {isCorrected && <p>{updatedLine(updatedBy, timeZone)}</p>}
    </div>
  );
}

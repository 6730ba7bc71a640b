import type { CampaignResultsResponse } from '@shared/results/campaign-results';
import { ClipboardPenLineIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import type { ResultsLinks } from '../utils/results-links';
import { missingStories } from '../utils/results-view';

/** «Faltan los números de N historias publicadas»: which ones, each a link to its results form. */
export function MissingNotice({ data, links }: { data: CampaignResultsResponse; links: ResultsLinks }) {
  const stories = missingStories(data);
  return (
    <section
      aria-labelledby="resultados-faltan"
      className="grid gap-2 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
    >
      <h3 id="resultados-faltan" className="flex items-center gap-2 font-semibold">
        <ClipboardPenLineIcon className="size-4 shrink-0" aria-hidden="true" />
        {TEXTS.missingTitle(data.counts.missing)}
      </h3>
      <p className="text-muted-foreground">{TEXTS.missingHint}</p>
      <ul className="grid gap-1">
        {stories.map((story) => (
          <li key={story.storyId}>
            <Link
              to={links.storyResults(story.storyId)}
              className="font-medium text-primary underline underline-offset-4"
            >
              {TEXTS.dayName(story.dayOrder)} · {story.heading}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

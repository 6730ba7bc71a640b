import type { CampaignResultsResponse, CampaignResultsStory } from '@shared/results/campaign-results';
import { formatRate } from '@shared/results/funnel';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import type { ResultsLinks } from '../utils/results-links';
import { formatCount, publishedStories } from '../utils/results-view';

const NUMBER_COLUMNS = [
  TEXTS.reach,
  TEXTS.interactions,
  TEXTS.clicks,
  TEXTS.messages,
  TEXTS.engagementColumn,
];

/** A story's numbers, or «Sin números» with the way to its results form. */
function StoryNumbers({ story, links }: { story: CampaignResultsStory; links: ResultsLinks }) {
  const { funnel } = story;
  if (!story.results || !funnel) {
    return (
      <TableCell colSpan={NUMBER_COLUMNS.length} className="text-muted-foreground">
        <span className="flex flex-col items-start gap-x-3 gap-y-1 sm:flex-row sm:items-center">
          {TEXTS.noNumbers}
          <Link
            to={links.storyResults(story.storyId)}
            aria-label={TEXTS.enterNumbersOf(story.heading, story.dayOrder)}
            className="font-medium text-primary underline underline-offset-4 print:hidden"
          >
            {TEXTS.enterNumbers}
          </Link>
        </span>
      </TableCell>
    );
  }
  const values = [funnel.reach, funnel.interactions, funnel.linkClicks, funnel.keywordDms];
  return (
    <>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of columns, never reordered
        <TableCell key={index} className="whitespace-nowrap text-right tabular-nums">
          {formatCount(value)}
        </TableCell>
      ))}
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        {formatRate(story.engagementRate)}
      </TableCell>
    </>
  );
}

/**
 * «Historias publicadas»: every published story with its numbers (wider than a phone: the table scrolls inside
 * its own named region, which a keyboard can focus and scroll).
 */
export function StoriesTable({ data, links }: { data: CampaignResultsResponse; links: ResultsLinks }) {
  const stories = publishedStories(data);
  return (
    <section aria-labelledby="resultados-historias" className="grid grid-cols-1 gap-4">
      <h2 id="resultados-historias" className="font-semibold text-lg">
        {TEXTS.storiesTitle}
      </h2>
      <div className="min-w-0 rounded-xl border bg-card shadow-sm print:shadow-none">
        <Table scrollLabel={TEXTS.storiesCaption} className="min-w-2xl">
          <caption className="sr-only">{TEXTS.storiesCaption}</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">{TEXTS.day}</TableHead>
              <TableHead scope="col">{TEXTS.story}</TableHead>
              {NUMBER_COLUMNS.map((label) => (
                <TableHead key={label} scope="col" className="text-right">
                  {label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {stories.map((story) => (
              <TableRow key={story.storyId} className="print:break-inside-avoid">
                <TableCell className="whitespace-nowrap tabular-nums">
                  {TEXTS.dayName(story.dayOrder)}
                </TableCell>
                <TableHead
                  scope="row"
                  className="h-auto whitespace-normal py-3 font-normal text-foreground wrap-normal"
                >
                  <Link
                    to={links.story(data.campaign.id, story.storyId)}
                    className="font-medium text-foreground underline-offset-4 hover:underline"
                  >
                    {story.heading}
                  </Link>
                </TableHead>
                <StoryNumbers story={story} links={links} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

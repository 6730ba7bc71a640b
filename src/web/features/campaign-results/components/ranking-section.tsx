import type { CampaignResultsResponse, CampaignResultsStory } from '@shared/results/campaign-results';
import { formatRate } from '@shared/results/funnel';
import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CAMPAIGN_RESULTS_TEXTS as TEXTS } from '../results-texts';
import type { ResultsLinks } from '../utils/results-links';
import { rankedStories } from '../utils/results-view';

/** One ranking: its stories, each a link to the story on the campaign screen, with its engagement rate. */
function RankingList({
  id,
  title,
  icon,
  stories,
  campaignId,
  links,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  stories: readonly CampaignResultsStory[];
  campaignId: string;
  links: ResultsLinks;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm print:shadow-none"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <ol className="grid gap-2">
        {stories.map((story) => (
          <li key={story.storyId} className="grid gap-0.5 text-sm">
            <Link
              to={links.story(campaignId, story.storyId)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {story.heading}
            </Link>
            <p className="text-muted-foreground text-xs tabular-nums">
              {TEXTS.dayName(story.dayOrder)} · {TEXTS.engagement(formatRate(story.engagementRate))}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * «Las que mejor funcionaron» and «Las que peor funcionaron», by engagement rate (the API ranks them: up to three
 * each, none when fewer than two stories have numbers to compare).
 */
export function RankingSection({ data, links }: { data: CampaignResultsResponse; links: ResultsLinks }) {
  const best = rankedStories(data, data.best);
  const worst = rankedStories(data, data.worst);
  if (best.length === 0 && worst.length === 0) {
    return <p className="text-muted-foreground text-sm">{TEXTS.rankingEmpty}</p>;
  }
  return (
    <div className="grid gap-3 print:break-inside-avoid">
      <p className="text-muted-foreground text-sm">{TEXTS.rankingHint}</p>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <RankingList
          id="resultados-mejores"
          title={TEXTS.bestTitle}
          icon={<TrendingUpIcon className="size-4 shrink-0 text-success" aria-hidden="true" />}
          stories={best}
          campaignId={data.campaign.id}
          links={links}
        />
        <RankingList
          id="resultados-peores"
          title={TEXTS.worstTitle}
          icon={<TrendingDownIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />}
          stories={worst}
          campaignId={data.campaign.id}
          links={links}
        />
      </div>
    </div>
  );
}

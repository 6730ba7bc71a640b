import { APP_LOCALE } from '@shared/dates';
import type { CampaignResultsResponse, CampaignResultsStory } from '@shared/results/campaign-results';
import { type FunnelStepRate, formatRate } from '@shared/results/funnel';

/** Built once: a formatter costs far more to make than to use. */
const count = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });

/** A count in Spanish: '950', '1000', '12.345' (es-ES groups thousands from five digits on). */
export function formatCount(value: number): string {
  return count.format(value);
}

/** The published stories, in day and story order: the per-story table's rows. */
export function publishedStories(data: CampaignResultsResponse): CampaignResultsStory[] {
  return data.stories.filter((story) => story.isPosted);
}

/** The published stories whose numbers nobody entered yet, in day and story order. */
export function missingStories(data: CampaignResultsResponse): CampaignResultsStory[] {
  return data.stories.filter((story) => story.isPosted && !story.results);
}

/** The stories of a ranking (best or worst ids), in the ranking's order. */
export function rankedStories(data: CampaignResultsResponse, ids: readonly string[]): CampaignResultsStory[] {
  const byId = new Map(data.stories.map((story) => [story.storyId, story]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a funnel chart shows, in words (its accessible name): 'Alcance 1000; Interacciones 100 (10 % del anterior)…'. */
export function funnelSummary(rates: readonly FunnelStepRate[]): string {
  return rates
    .map((rate) =>
      rate.rateFromPrevious === null
        ? `${rate.label} ${formatCount(rate.value)}`
        : `${rate.label} ${formatCount(rate.value)} (${formatRate(rate.rateFromPrevious)} del anterior)`,
    )
    .join('; ');
}

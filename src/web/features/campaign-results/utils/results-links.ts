import { paths } from '@/config/paths';

/** Whose screen it is: the brand's (/dashboard/campaigns/…/results) or the agency's (/admin/campaigns/…/results). */
export type ResultsArea = 'admin' | 'client';

/** The links of the results screen, in the reader's area. */
export function resultsLinks(area: ResultsArea) {
  const isAdmin = area === 'admin';
  return {
    campaigns: () => (isAdmin ? paths.admin.campaigns.getHref() : paths.dashboard.campaigns.getHref()),
    campaign: (campaignId: string) =>
      isAdmin ? paths.admin.campaign.getHref(campaignId) : paths.dashboard.campaign.getHref(campaignId),
    /** The story in its campaign screen (its day opened, the story highlighted). */
    story: (campaignId: string, storyId: string) => {
      const options = { storyId, source: 'external' } as const;
      return isAdmin
        ? paths.admin.campaign.getHref(campaignId, options)
        : paths.dashboard.campaign.getHref(campaignId, options);
    },
    /** The story's results form. */
    storyResults: (storyId: string) =>
      isAdmin ? paths.admin.storyResults.getHref(storyId) : paths.dashboard.storyResults.getHref(storyId),
  };
}

export type ResultsLinks = ReturnType<typeof resultsLinks>;

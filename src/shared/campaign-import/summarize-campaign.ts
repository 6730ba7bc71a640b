import type { CampaignImportSummary, NormalizedCampaign } from './types';

/** What the import preview shows: title, counts, dates and one line per day. */
export function summarizeCampaign(campaign: NormalizedCampaign): CampaignImportSummary {
  const days = campaign.days.map((day) => ({
    date: day.date,
    theme: day.theme,
    storyCount: day.stories.length,
  }));
  return {
    title: campaign.title,
    totalDays: days.length,
    totalStories: days.reduce((sum, day) => sum + day.storyCount, 0),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    days,
  };
}

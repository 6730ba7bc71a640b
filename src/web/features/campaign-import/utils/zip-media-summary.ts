import type { NormalizedCampaign } from '@shared/campaign-import/types';

export interface ZipMediaSummary {
  /** Files over all stories (a file two stories name counts twice, as it is stored twice). */
  totalFiles: number;
  /** Per day, in order. */
  filesPerDay: number[];
  /** The stories that name files, in file order. */
  stories: { key: string; label: string; names: string[] }[];
}

/** What the preview of a .zip shows of the stories' files. */
export function summarizeZipMedia(campaign: NormalizedCampaign): ZipMediaSummary {
  const summary: ZipMediaSummary = { totalFiles: 0, filesPerDay: [], stories: [] };
  campaign.days.forEach((day, dayIndex) => {
    let dayFiles = 0;
    for (const story of day.stories) {
      if (!story.media) continue;
      dayFiles += story.media.names.length;
      summary.stories.push({
        key: story.media.path,
        label: `Día ${dayIndex + 1} · ${story.timeBlock} · ${story.title}`,
        names: story.media.names,
      });
    }
    summary.filesPerDay.push(dayFiles);
    summary.totalFiles += dayFiles;
  });
  return summary;
}

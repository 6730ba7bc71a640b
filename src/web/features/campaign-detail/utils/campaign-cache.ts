import type { CampaignDetailResponse, CampaignStory } from '@shared/api/client-area/campaigns';
import { progressPercentage } from '@shared/domain/progress';

/**
 * Pure updates of the cached campaign detail, used by the optimistic mutations: a new object for every
 * changed level (so memoised components re-render only what changed), the same object for the rest.
 */

export type StoryPatch = Partial<
  Pick<
    CampaignStory,
    'isPosted' | 'postedAt' | 'copyText' | 'updatedAt' | 'scheduledDate' | 'scheduledTime' | 'proof'
  >
>;

export function findStory(data: CampaignDetailResponse | undefined, storyId: string) {
  for (const day of data?.campaign.days ?? []) {
    const story = day.stories.find((candidate) => candidate.id === storyId);
    if (story) return { day, story };
  }
  return null;
}

/** Applies `patch` to one story and recounts the campaign's posted stories and progress. */
export function patchStory(
  data: CampaignDetailResponse,
  storyId: string,
  patch: StoryPatch,
): CampaignDetailResponse {
  let changed = false;
  const days = data.campaign.days.map((day) => {
    if (!day.stories.some((story) => story.id === storyId)) return day;
    changed = true;
    return {
      ...day,
      stories: day.stories.map((story) => (story.id === storyId ? { ...story, ...patch } : story)),
    };
  });
  if (!changed) return data;
  const totalStories = days.reduce((sum, day) => sum + day.stories.length, 0);
  const postedStories = days.reduce((sum, day) => sum + day.stories.filter((s) => s.isPosted).length, 0);
  const skippedStories = days.reduce((sum, day) => sum + day.stories.filter((s) => s.isSkipped).length, 0);
  return {
    ...data,
    campaign: {
      ...data.campaign,
      days,
      totalStories,
      postedStories,
      skippedStories,
      progress: progressPercentage(postedStories, totalStories, skippedStories),
    },
  };
}

/** Writes the server's answer to some approval decisions (each story's new approval) into the cached campaign. */
export function patchApprovals(
  data: CampaignDetailResponse,
  approvals: readonly { id: string; approval: CampaignStory['approval'] }[],
): CampaignDetailResponse {
  const byId = new Map(approvals.map((item) => [item.id, item.approval]));
  let changed = false;
  const days = data.campaign.days.map((day) => {
    if (!day.stories.some((story) => byId.has(story.id))) return day;
    changed = true;
    return {
      ...day,
      stories: day.stories.map((story) => {
        const approval = byId.get(story.id);
        return approval ? { ...story, approval } : story;
      }),
    };
  });
  return changed ? { ...data, campaign: { ...data.campaign, days } } : data;
}

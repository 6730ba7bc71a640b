import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { StoryMedia } from '@shared/media/story-media';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { findStory } from '../utils/campaign-cache';
import { type MediaList, updateStoryMedia } from '../utils/story-media-cache';

/** A story's files as the cached campaign holds them (empty when the campaign or story is not cached). */
export function cachedStoryMedia(queryClient: QueryClient, campaignId: string, storyId: string): MediaList {
  const data = queryClient.getQueryData<CampaignDetailResponse>(queryKeys.campaigns.detail(campaignId));
  return findStory(data, storyId)?.story.media ?? [];
}

/** Rewrites a story's files in the cached campaign (nothing happens when it is not cached). */
export function setCachedStoryMedia(
  queryClient: QueryClient,
  campaignId: string,
  storyId: string,
  update: (media: MediaList) => readonly StoryMedia[],
): void {
  queryClient.setQueryData<CampaignDetailResponse>(queryKeys.campaigns.detail(campaignId), (data) =>
    data ? updateStoryMedia(data, storyId, update) : data,
  );
}

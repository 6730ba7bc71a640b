import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.campaigns[':id']['comment-counts'];

/** GET /api/campaigns/{id}/comment-counts: total and unread of each story that has comments. */
export type CampaignCommentCounts = ApiAnswer<typeof endpoint.$get>;
export type StoryCommentCount = { total: number; unread: number };

const NONE: StoryCommentCount = { total: 0, unread: 0 };

export function getCampaignCommentCounts(campaignId: string, { signal }: { signal?: AbortSignal } = {}) {
  return read(endpoint.$get({ param: idParam(campaignId) }, withSignal(signal)));
}

export function getCampaignCommentCountsQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.comments.campaign(campaignId),
    queryFn: ({ signal }) => getCampaignCommentCounts(campaignId, { signal }),
  });
}

/**
 * One story's counts, read from the campaign's (one request for every card of the screen). The selected object
 * keeps its identity while the numbers do not change, so a card re-renders only when its own counts do.
 */
export function useStoryCommentCount(campaignId: string, storyId: string): StoryCommentCount {
  const { data } = useQuery({
    ...getCampaignCommentCountsQueryOptions(campaignId),
    select: (counts) => {
      const found = counts.stories.find((s) => s.storyId === storyId);
      return found ? { total: found.total, unread: found.unread } : NONE;
    },
  });
  return data ?? NONE;
}

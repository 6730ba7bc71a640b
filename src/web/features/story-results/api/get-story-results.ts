import type { StoryResultsResponse } from '@shared/results/story-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/stories/{id}/results: the story (heading, campaign, when it went up, when Instagram drops its numbers),
 * what its form asks (the sticker), the tracked link's taps and the numbers saved so far. 404 when the story is not
 * the reader's; both roles read it.
 */
export function getStoryResults(
  storyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StoryResultsResponse> {
  return read(apiClient.api.stories[':id'].results.$get({ param: idParam(storyId) }, withSignal(signal)));
}

export function getStoryResultsQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: queryKeys.results.story(storyId),
    queryFn: ({ signal }) => getStoryResults(storyId, { signal }),
  });
}

export function useStoryResults(storyId: string) {
  return useQuery(getStoryResultsQueryOptions(storyId));
}

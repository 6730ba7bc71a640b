import type { StoryLinkResponse } from '@shared/api/client-area/story-link';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/client/stories/{id}/link: where a story is (campaign, date, published), asked only when a reminder's
 * link names a story that 'Publicar hoy' does not list.
 */
export function getStoryLink(
  storyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StoryLinkResponse> {
  return read(apiClient.api.client.stories[':id'].link.$get({ param: idParam(storyId) }, withSignal(signal)));
}

export function getStoryLinkQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: [...queryKeys.client.all, 'story-link', storyId] as const,
    queryFn: ({ signal }) => getStoryLink(storyId, { signal }),
    staleTime: 60_000,
    // A story that is not the client's (or no longer exists) is a 404: asking again will not change it.
    retry: false,
  });
}

import type { AutoPublishResponse } from '@shared/instagram/auto-publish-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/stories/{id}/auto-publish: whether the client's Instagram account is connected (and its name), why the
 * story cannot be published automatically (each reason in Spanish; none: it can), the request if there is one, when
 * it would go up (in the client's zone) and whether it still waits for the client's approval. The story's client
 * or any admin; 404 otherwise.
 */
export function getAutoPublish(
  storyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AutoPublishResponse> {
  return read(
    apiClient.api.stories[':id']['auto-publish'].$get({ param: idParam(storyId) }, withSignal(signal)),
  );
}

export function getAutoPublishQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: queryKeys.autoPublish.story(storyId),
    queryFn: ({ signal }) => getAutoPublish(storyId, { signal }),
    // Read afresh at each opening: the story, the connection or the publication may have changed meanwhile.
    staleTime: 0,
  });
}

export function useAutoPublish(storyId: string) {
  return useQuery(getAutoPublishQueryOptions(storyId));
}

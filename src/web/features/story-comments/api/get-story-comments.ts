import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, apiClient, idParam, read, withSignal } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const endpoint = apiClient.api.stories[':id'].comments;

/** GET /api/stories/{id}/comments: the story, the reader's side, the comments oldest first, the read mark. */
export type StoryThread = ApiAnswer<typeof endpoint.$get>;
export type ThreadComment = StoryThread['comments'][number];

export function getStoryComments(storyId: string, { signal }: { signal?: AbortSignal } = {}) {
  return read(endpoint.$get({ param: idParam(storyId) }, withSignal(signal)));
}

export function getStoryCommentsQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: queryKeys.comments.thread(storyId),
    queryFn: ({ signal }) => getStoryComments(storyId, { signal }),
  });
}

export function useStoryComments(storyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStoryCommentsQueryOptions(storyId), enabled });
}

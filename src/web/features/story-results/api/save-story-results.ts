import type { StoryResultsBody, StoryResultsResponse } from '@shared/results/story-results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/stories/{id}/results: replaces the story's numbers (every field optional) and answers as the GET does.
 * 400 with the field of each issue ('reach', 'sticker.correct', 'sticker'), 404 not the reader's story, 409 the
 * story is not marked published.
 */
export function saveStoryResults({
  storyId,
  body,
}: {
  storyId: string;
  body: StoryResultsBody;
}): Promise<StoryResultsResponse> {
  return read(apiClient.api.stories[':id'].results.$put({ param: idParam(storyId), json: body }));
}

/**
 * Saving the numbers: the answer replaces the cached read (who saved them and when included), and the story's
 * campaign, its results screen and the agency's results are marked stale. A 409 (no longer published) reads the
 * story again, so the screen says why.
 */
export function useSaveStoryResults(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryResultsBody) => saveStoryResults({ storyId, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.results.story(storyId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(saved.story.campaignId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.results.campaign(saved.story.campaignId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.results.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.results.story(storyId) });
      }
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import type { StoryThread } from './get-story-comments';

const endpoint = apiClient.api.stories[':id'].comments;

/** POST /api/stories/{id}/comments */
export function addStoryComment({ storyId, body }: { storyId: string; body: string }) {
  return read(endpoint.$post({ param: idParam(storyId), json: { body } }));
}

/**
 * Writes a comment. On success the comment is appended to the cached thread at once (the thread is read again
 * too, with whatever arrived meanwhile), and the inbox and the campaign's counts are marked stale. The caller
 * clears its field and shows the error toast.
 */
export function useAddStoryComment(storyId: string, campaignId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.addStoryComment(storyId),
    mutationFn: (body: string) => addStoryComment({ storyId, body }),
    onSuccess: ({ comment }) => {
      queryClient.setQueryData<StoryThread>(queryKeys.comments.thread(storyId), (thread) =>
        thread && !thread.comments.some((c) => c.id === comment.id)
          ? { ...thread, comments: [...thread.comments, comment] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.thread(storyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.inbox });
      if (campaignId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.comments.campaign(campaignId) });
    },
  });
}

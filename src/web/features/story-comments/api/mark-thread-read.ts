import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import type { CampaignCommentCounts } from './get-campaign-comment-counts';
import type { UnreadComments } from './get-unread-comments';

/** POST /api/stories/{id}/comments/read: the read mark moves to now; answers the user's unread count after it. */
export function markThreadRead(storyId: string) {
  return read(apiClient.api.stories[':id'].comments.read.$post({ param: idParam(storyId) }));
}

/**
 * Marks a thread read (opening it, or a new comment arriving while it is open). The menu's count is set from the
 * answer, the story's unread in the campaign's counts goes to 0 at once (and the counts are read again), and the
 * inbox is marked stale.
 */
export function useMarkThreadRead(campaignId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: async (result) => {
      // A read of the count still running started before the mark: its answer would be stale.
      await queryClient.cancelQueries({ queryKey: queryKeys.comments.unread });
      queryClient.setQueryData<UnreadComments>(queryKeys.comments.unread, result.unread);
      if (campaignId) {
        queryClient.setQueryData<CampaignCommentCounts>(queryKeys.comments.campaign(campaignId), (counts) =>
          counts
            ? {
                ...counts,
                stories: counts.stories.map((s) => (s.storyId === result.storyId ? { ...s, unread: 0 } : s)),
              }
            : counts,
        );
        // And read again (a read already running is replaced): the other stories' counts may have moved too.
        void queryClient.invalidateQueries({ queryKey: queryKeys.comments.campaign(campaignId) });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.inbox });
    },
  });
}

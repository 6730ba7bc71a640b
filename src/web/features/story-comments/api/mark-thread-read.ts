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
 * answer, the story's unread in the campaign's counts goes to 0, and the inbox is marked stale.
 */
export function useMarkThreadRead(campaignId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: (result) => {
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
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.comments.inbox });
    },
  });
}

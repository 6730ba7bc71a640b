import type { UpdateStoryTimeResponse } from '@shared/api/story-schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { markStoryListsStale } from './mark-lists-stale';
import { setStoryPatch } from './optimistic-story';

export type UpdateStoryTimeVariables = { storyId: string; scheduledTime: string | null };

export function updateStoryTime({
  storyId,
  scheduledTime,
}: UpdateStoryTimeVariables): Promise<UpdateStoryTimeResponse> {
  return read(apiClient.api.stories[':id'].time.$patch({ param: idParam(storyId), json: { scheduledTime } }));
}

/**
 * PATCH /api/stories/{id}/time (null: the time of its block). Not optimistic: the dialog stays open until the
 * server has stored the time, and tells the outcome (a refusal, or no connection, is shown there; there is no
 * outbox for it). On success the story takes the stored time, the campaign and its reminders log are read again
 * (the reminders follow the new time) and the other screens' lists are marked stale.
 */
export function useUpdateStoryTime(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.campaigns.detail(campaignId);

  return useMutation({
    mutationKey: mutationKeys.updateStoryTime(campaignId),
    mutationFn: updateStoryTime,
    onSuccess: ({ story }) => {
      setStoryPatch(queryClient, queryKey, story.id, {
        scheduledDate: story.scheduledDate,
        scheduledTime: story.scheduledTime,
      });
      markStoryListsStale(queryClient);
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.deliveries(campaignId) });
    },
  });
}

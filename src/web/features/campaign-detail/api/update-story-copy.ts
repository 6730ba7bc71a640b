import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { findStory } from '../utils/campaign-cache';
import { markStoryListsStale } from './mark-lists-stale';
import { applyOptimisticStoryPatch, rollbackStoryPatch, setStoryPatch } from './optimistic-story';

export type UpdateStoryCopyVariables = { storyId: string; copyText: string };

export function updateStoryCopy({ storyId, copyText }: UpdateStoryCopyVariables) {
  return read(apiClient.api.stories[':id'].copy.$patch({ param: idParam(storyId), json: { copyText } }));
}

/**
 * PATCH /api/stories/{id}/copy, optimistic: the new copy shows at once. A refused change is rolled back and
 * the campaign read again; per the spec the failure is only logged (console), no toast. A story whose approval
 * was asked for is read again after the change, which voids that approval.
 */
export function useUpdateStoryCopy(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.campaigns.detail(campaignId);

  return useMutation({
    mutationKey: mutationKeys.updateStoryCopy(campaignId),
    mutationFn: updateStoryCopy,
    onMutate: async ({ storyId, copyText }) => ({
      previous: await applyOptimisticStoryPatch(queryClient, queryKey, storyId, { copyText }),
    }),
    onError: (error, { storyId }, context) =>
      rollbackStoryPatch(queryClient, queryKey, {
        storyId,
        previous: context?.previous ?? null,
        message: 'No se pudo actualizar el copy de la historia',
        error,
      }),
    onSuccess: ({ story }) => {
      markStoryListsStale(queryClient);
      const data = setStoryPatch(queryClient, queryKey, story.id, {
        copyText: story.copyText,
        updatedAt: story.updatedAt,
      });
      // A new copy voids the story's approval on the server (back to pending, a new version): read it again.
      if (findStory(data, story.id)?.story.approval.state !== 'not_requested')
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

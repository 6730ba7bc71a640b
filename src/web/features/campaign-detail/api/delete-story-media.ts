import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { withoutMedia } from '../utils/story-media-cache';
import { setCachedStoryMedia } from './cached-story-media';
import { markStoryListsStale } from './mark-lists-stale';

export type DeleteStoryMediaVariables = { mediaId: string };

export function deleteStoryMedia({ mediaId }: DeleteStoryMediaVariables) {
  return read(apiClient.api.media[':id'].$delete({ param: idParam(mediaId) }));
}

/**
 * DELETE /api/media/{id}: removes a file from its story (after the caller's confirmation). On success the file
 * leaves the cached story and the files after it move up; a refusal has the campaign read again.
 */
export function useDeleteStoryMedia(campaignId: string) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationKey: mutationKeys.deleteStoryMedia(campaignId),
    mutationFn: deleteStoryMedia,
    onSuccess: ({ id, storyId }) => {
      markStoryListsStale(queryClient);
      setCachedStoryMedia(queryClient, campaignId, storyId, (list) => withoutMedia(list, id));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(campaignId) });
    },
  });
}

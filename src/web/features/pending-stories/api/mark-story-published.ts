import type {
  ClientOverviewResponse,
  SetStoryPostedResponse,
  StoryListItem,
} from '@shared/api/client-area/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { findPendingStory, markPublished, restorePending, setPostedAt } from '../utils/overview-cache';

const mutationKey = mutationKeys.markStoryPublished;

/**
 * PATCH /api/stories/{id}/posted. The pending page only marks as published (spec section 4); `false` is the
 * 'Deshacer' of that mark.
 */
export function markStoryPublished(storyId: string, isPosted = true): Promise<SetStoryPostedResponse> {
  return read(apiClient.api.stories[':id'].posted.$patch({ param: idParam(storyId), json: { isPosted } }));
}

/**
 * 'Marcar Publicada', optimistic: the card moves to 'Recientemente Publicadas' at once. A refused change puts
 * it back where it was and is only logged (spec section 8: no message to the user). Afterwards the client's
 * lists and the campaign's detail are read again (queryKeys.campaigns.detail).
 */
export function useMarkStoryPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (story: StoryListItem) => markStoryPublished(story.id),
    onMutate: async (story) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.client.overview });
      const place = findPendingStory(
        queryClient.getQueryData<ClientOverviewResponse>(queryKeys.client.overview),
        story.id,
      );
      queryClient.setQueryData<ClientOverviewResponse>(queryKeys.client.overview, (data) =>
        data ? markPublished(data, story.id, new Date().toISOString()) : data,
      );
      return { place };
    },
    onError: (error, story, context) => {
      console.error('No se pudo marcar la historia como publicada', { storyId: story.id, error });
      const place = context?.place;
      if (place) {
        queryClient.setQueryData<ClientOverviewResponse>(queryKeys.client.overview, (data) =>
          data ? restorePending(data, place) : data,
        );
      }
    },
    onSuccess: (result, story) => {
      queryClient.setQueryData<ClientOverviewResponse>(queryKeys.client.overview, (data) =>
        data ? setPostedAt(data, story.id, result.story.postedAt) : data,
      );
    },
    onSettled: (_result, _error, story) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(story.campaignId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.client.campaigns });
      void queryClient.invalidateQueries({ queryKey: queryKeys.client.publishing, refetchType: 'none' });
      // While other marks are still on their way, a fresh read would undo their optimistic moves.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.client.overview });
      }
    },
  });
}

/** 'Deshacer' after 'Marcar Publicada': the story is pending again, and every list that shows it is read again. */
export function useUndoStoryPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: StoryListItem) => markStoryPublished(story.id, false),
    onSettled: (_result, _error, story) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.client.overview });
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.detail(story.campaignId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.client.campaigns });
      void queryClient.invalidateQueries({ queryKey: queryKeys.client.publishing, refetchType: 'none' });
    },
  });
}

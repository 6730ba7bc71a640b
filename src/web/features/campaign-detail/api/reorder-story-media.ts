import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { inOrder } from '../utils/story-media-cache';
import { cachedStoryMedia, setCachedStoryMedia } from './cached-story-media';
import { markStoryListsStale } from './mark-lists-stale';

export type ReorderStoryMediaVariables = { storyId: string; mediaIds: string[] };

export function reorderStoryMedia({ storyId, mediaIds }: ReorderStoryMediaVariables) {
  return read(apiClient.api.stories[':id'].media.order.$put({ param: idParam(storyId), json: { mediaIds } }));
}

/**
 * PUT /api/stories/{id}/media/order, optimistic: the files move at once. The server's order replaces the guess
 * once no later move of the same story is still on its way (an earlier answer would undo it for a moment). A
 * refused order (409: the files changed meanwhile) is undone and the campaign read again; the caller tells it.
 */
export function useReorderStoryMedia(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.campaigns.detail(campaignId);
  const mutationKey = mutationKeys.reorderStoryMedia(campaignId);

  return useMutation({
    mutationKey,
    mutationFn: reorderStoryMedia,
    onMutate: async ({ storyId, mediaIds }) => {
      await queryClient.cancelQueries({ queryKey });
      const previousIds = cachedStoryMedia(queryClient, campaignId, storyId).map((item) => item.id);
      setCachedStoryMedia(queryClient, campaignId, storyId, (list) => inOrder(list, mediaIds));
      return { previousIds };
    },
    onError: (_error, { storyId }, context) => {
      // The previous order of the files there are now (one may have been added meanwhile).
      if (context) {
        setCachedStoryMedia(queryClient, campaignId, storyId, (list) => inOrder(list, context.previousIds));
      }
      void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: ({ media }, { storyId }) => {
      markStoryListsStale(queryClient);
      const pending = queryClient.isMutating({
        mutationKey,
        predicate: (mutation) =>
          (mutation.state.variables as ReorderStoryMediaVariables | undefined)?.storyId === storyId,
      });
      // This call is still counted as pending while its onSuccess runs. A file stored after the server ordered
      // (an upload finishing meanwhile) is not in its answer: it stays, after them.
      if (pending <= 1) {
        setCachedStoryMedia(queryClient, campaignId, storyId, (list) => [
          ...media,
          ...list.filter((item) => !media.some((ordered) => ordered.id === item.id)),
        ]);
      }
    },
  });
}

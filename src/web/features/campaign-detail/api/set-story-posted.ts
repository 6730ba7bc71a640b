import type { SetStoryPostedResponse } from '@shared/api/client-area/stories';
import { isDayComplete } from '@shared/domain/day-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient, idParam, read } from '@/lib/api/client';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { findStory } from '../utils/campaign-cache';
import { markStoryListsStale } from './mark-lists-stale';
import { applyOptimisticStoryPatch, rollbackStoryPatch, setStoryPatch } from './optimistic-story';

export type SetStoryPostedVariables = { storyId: string; isPosted: boolean };
export type CompletedDay = SetStoryPostedResponse['day'];

export function setStoryPosted({ storyId, isPosted }: SetStoryPostedVariables) {
  return read(apiClient.api.stories[':id'].posted.$patch({ param: idParam(storyId), json: { isPosted } }));
}

/**
 * PATCH /api/stories/{id}/posted, optimistic: the card and every count change at once; the server's answer
 * (its clock for posted_at) replaces the guess. A refused change is rolled back and the campaign read again,
 * so the screen shows what is stored; per the spec the failure is only logged (console), no toast.
 * `onDayCompleted` runs when a story became posted and its whole day is now posted (the modals). It is an
 * option of the hook, not a per-call `mutate(vars, { onSuccess })` like the other callers' reactions, because
 * TanStack Query runs per-call callbacks only for the latest call: a day completed by a tap followed at once
 * by another tap would lose its modal.
 */
export function useSetStoryPosted(campaignId: string, onDayCompleted: (day: CompletedDay) => void) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.campaigns.detail(campaignId);
  const onDayCompletedRef = useRef(onDayCompleted);
  onDayCompletedRef.current = onDayCompleted;

  return useMutation({
    mutationKey: mutationKeys.setStoryPosted(campaignId),
    mutationFn: setStoryPosted,
    onMutate: async ({ storyId, isPosted }) => ({
      previous: await applyOptimisticStoryPatch(queryClient, queryKey, storyId, {
        isPosted,
        postedAt: isPosted ? new Date().toISOString() : null,
      }),
    }),
    onError: (error, { storyId }, context) =>
      rollbackStoryPatch(queryClient, queryKey, {
        storyId,
        previous: context?.previous ?? null,
        message: 'No se pudo actualizar el estado de publicación de la historia',
        error,
      }),
    onSuccess: (result, { storyId }) => {
      markStoryListsStale(queryClient);
      const data = setStoryPatch(queryClient, queryKey, storyId, {
        isPosted: result.story.isPosted,
        postedAt: result.story.postedAt,
      });
      // A later toggle of the same story may already have unmarked it: only a story still posted counts.
      const stillPosted = findStory(data, storyId)?.story.isPosted ?? result.story.isPosted;
      if (
        result.story.isPosted &&
        stillPosted &&
        isDayComplete(result.day.postedStories, result.day.totalStories, result.day.skippedStories)
      ) {
        onDayCompletedRef.current(result.day);
      }
    },
  });
}

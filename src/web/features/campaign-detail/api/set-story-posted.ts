import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { SetStoryPostedResponse } from '@shared/api/client-area/stories';
import { isDayComplete } from '@shared/domain/day-status';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import type { SetStoryPostedVariables } from '@/lib/story-published/set-story-posted';
import { useStoryPostedMutation } from '@/lib/story-published/use-story-posted-mutation';
import { findStory, patchStory, type StoryPatch } from '../utils/campaign-cache';

export type CompletedDay = SetStoryPostedResponse['day'];
type PostedPatch = Pick<StoryPatch, 'isPosted' | 'postedAt'>;

/**
 * The posted toggle of the campaign screen, through the story-published module (lib/story-published): the card and
 * every count change at once; the server's answer (its clock for posted_at) replaces the guess. A refused change
 * is rolled back and the campaign read again, so the screen shows what is stored; per the spec the failure is
 * only logged (console), no toast. `onDayCompleted` runs when a story became posted and its whole day is now
 * posted (the modals). It is an option of the hook, not a per-call `mutate(vars, { onSuccess })` like the other
 * callers' reactions, because TanStack Query runs per-call callbacks only for the latest call: a day completed by
 * a tap followed at once by another tap would lose its modal.
 */
export function useSetStoryPosted(campaignId: string, onDayCompleted: (day: CompletedDay) => void) {
  return useStoryPostedMutation<SetStoryPostedVariables, CampaignDetailResponse, PostedPatch>({
    mutationKey: mutationKeys.setStoryPosted(campaignId),
    markOf: (variables) => ({ ...variables, campaignId }),
    queryKey: queryKeys.campaigns.detail(campaignId),
    reread: 'after-failure',
    optimistic: {
      save: (data, { storyId }) => {
        const story = findStory(data, storyId)?.story;
        return story ? { isPosted: story.isPosted, postedAt: story.postedAt } : null;
      },
      apply: (data, { storyId, isPosted }, now) =>
        patchStory(data, storyId, { isPosted, postedAt: isPosted ? now : null }),
      restore: (data, saved, { storyId }) => patchStory(data, storyId, saved),
      confirm: (data, { storyId }, answer) =>
        patchStory(data, storyId, { isPosted: answer.story.isPosted, postedAt: answer.story.postedAt }),
    },
    failureMessage: 'No se pudo actualizar el estado de publicación de la historia',
    onAnswer: (answer, { storyId }, data) => {
      // A later toggle of the same story may already have unmarked it: only a story still posted counts.
      const stillPosted = findStory(data, storyId)?.story.isPosted ?? answer.story.isPosted;
      const { day } = answer;
      if (
        answer.story.isPosted &&
        stillPosted &&
        isDayComplete(day.postedStories, day.totalStories, day.skippedStories)
      ) {
        onDayCompleted(day);
      }
    },
  });
}

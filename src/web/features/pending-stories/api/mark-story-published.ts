import type { ClientOverviewResponse, StoryListItem } from '@shared/api/client-area/stories';
import { mutationKeys, queryKeys } from '@/lib/query-keys';
import { useStoryPostedMutation } from '@/lib/story-published/use-story-posted-mutation';
import {
  findPendingStory,
  markPublished,
  type PendingPlace,
  restorePending,
  setPostedAt,
} from '../utils/overview-cache';

const mutationKey = mutationKeys.markStoryPublished;

/**
 * 'Marcar Publicada' (spec section 4: the pending page only marks as published), through the story-published
 * module (lib/story-published), optimistic: the card moves to 'Recientemente Publicadas' at once. A refused change
 * puts it back where it was and is only logged (spec section 8: no message to the user). Once the last mark in
 * flight has settled the overview is read again (sooner would undo the others' moves); the other screens' reads
 * are marked stale.
 */
export function useMarkStoryPublished() {
  return useStoryPostedMutation<StoryListItem, ClientOverviewResponse, PendingPlace>({
    mutationKey,
    markOf: (story) => ({ storyId: story.id, isPosted: true, campaignId: story.campaignId }),
    queryKey: queryKeys.client.overview,
    reread: 'after-last',
    optimistic: {
      save: (data, { storyId }) => findPendingStory(data, storyId),
      apply: (data, { storyId }, now) => markPublished(data, storyId, now),
      restore: (data, place) => restorePending(data, place),
      confirm: (data, { storyId }, answer) => setPostedAt(data, storyId, answer.story.postedAt),
    },
    failureMessage: 'No se pudo marcar la historia como publicada',
  });
}

/** 'Deshacer' after 'Marcar Publicada': the story is pending again, and every list that shows it is read again. */
export function useUndoStoryPublished() {
  return useStoryPostedMutation<StoryListItem>({
    mutationKey,
    markOf: (story) => ({ storyId: story.id, isPosted: false, campaignId: story.campaignId }),
    queryKey: queryKeys.client.overview,
    reread: 'after-last',
  });
}

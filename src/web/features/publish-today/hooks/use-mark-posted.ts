import type { PublishingResponse } from '@shared/api/client-area/publishing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { queuePostedMark } from '@/lib/story-published/posted-outbox';
import { setStoryPosted } from '../utils/publishing-view';

/**
 * 'Marcar publicada' (and its undo) in one tap, online or not: the list changes at once, and the mark goes
 * through the outbox (lib/story-published/posted-outbox.ts), which sends it now when it can and keeps it until the
 * server has it otherwise. While it waits the screen overlays it on every read (use-publish-today.ts), so a
 * refresh does not undo it; once delivered, the outbox sync reads the list again.
 */
export function useMarkPosted() {
  const queryClient = useQueryClient();
  return useCallback(
    (storyId: string, isPosted: boolean) => {
      void queryClient.cancelQueries({ queryKey: queryKeys.client.publishing });
      const story = queryClient
        .getQueryData<PublishingResponse>(queryKeys.client.publishing)
        ?.stories.find((s) => s.id === storyId);
      queryClient.setQueryData<PublishingResponse>(queryKeys.client.publishing, (data) =>
        data ? setStoryPosted(data, storyId, isPosted) : data,
      );
      // Named in the mark: a refusal told later (another screen, after a reconnection) says which story it was.
      queuePostedMark(
        storyId,
        isPosted,
        story ? { storyTitle: story.title, campaignTitle: story.campaignTitle } : undefined,
      );
    },
    [queryClient],
  );
}

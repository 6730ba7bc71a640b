import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type CompletedDay, useSetStoryPosted } from '../api/set-story-posted';
import { useUpdateStoryCopy } from '../api/update-story-copy';
import type { Completion } from '../components/completion-dialog';
import { CompletionDialog } from '../components/lazy-dialogs';

/**
 * What the campaign screen's story cards do: mark a story published (or not), save its copy, and the celebration
 * a mark that completes a day (or the campaign) opens.
 */
export function useCampaignStoryActions(campaignId: string) {
  const [completion, setCompletion] = useState<Completion | null>(null);
  const onDayCompleted = useCallback((day: CompletedDay) => {
    setCompletion({ kind: day.isLastDay ? 'launch' : 'day', dayOrder: day.dayOrder });
  }, []);
  const { mutate: setPosted } = useSetStoryPosted(campaignId, onDayCompleted);
  const { mutate: updateCopy } = useUpdateStoryCopy(campaignId);
  const onTogglePosted = useCallback(
    (storyId: string, isPosted: boolean) => {
      // Marking one may complete its day: fetch the celebration while the server answers.
      if (isPosted) CompletionDialog.preload().catch(() => undefined);
      setPosted(
        { storyId, isPosted },
        {
          // Other refusals are only logged (spec section 8); this one the user must understand: the campaign
          // requires the client's approval (e.g. an edit voided it while the screen showed it approved).
          onError: (error) => {
            if (isApiError(error) && error.status === 409) toast.error(error.message);
          },
        },
      );
    },
    [setPosted],
  );
  const onSaveCopy = useCallback(
    (storyId: string, copyText: string) => updateCopy({ storyId, copyText }),
    [updateCopy],
  );
  return { onTogglePosted, onSaveCopy, completion, closeCompletion: () => setCompletion(null) };
}

import type { PublishingResponse } from '@shared/api/client-area/publishing';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';
import type { PostedMarkLabel } from '@/lib/story-published/posted-mark';
import { queuePostedMark } from '@/lib/story-published/posted-outbox';
import type { ProofDraft } from '@/lib/story-published/proof-requests';
import { setStoryPosted } from '../utils/publishing-view';

/** The list changes at once; the story's name goes with the mark (a refusal told later says which story it was). */
function applyMark(
  queryClient: QueryClient,
  storyId: string,
  isPosted: boolean,
): PostedMarkLabel | undefined {
  void queryClient.cancelQueries({ queryKey: queryKeys.client.publishing });
  const story = queryClient
    .getQueryData<PublishingResponse>(queryKeys.client.publishing)
    ?.stories.find((s) => s.id === storyId);
  queryClient.setQueryData<PublishingResponse>(queryKeys.client.publishing, (data) =>
    data ? setStoryPosted(data, storyId, isPosted) : data,
  );
  return story ? { storyTitle: story.title, campaignTitle: story.campaignTitle } : undefined;
}

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
      queuePostedMark(storyId, isPosted, applyMark(queryClient, storyId, isPosted));
    },
    [queryClient],
  );
}

/**
 * 'Marcar publicada' with its proof of posting (issue 31 §1), online or not: the list changes at once, and the mark
 * goes through the outbox with the proof (the screenshot kept in IndexedDB until the server has it; the proof is sent
 * first). Also how a published story's proof is attached here: marking it again is harmless, and the proof rides
 * with it. The outbox's IndexedDB part loads with the first proof.
 */
export function useMarkPostedWithProof() {
  const queryClient = useQueryClient();
  return useCallback(
    async (storyId: string, proof: ProofDraft, { isProofRequired }: { isProofRequired: boolean }) => {
      const { queuePostedMarkWithProof } = await import('@/lib/story-published/queue-proof-mark');
      const label = applyMark(queryClient, storyId, true);
      await queuePostedMarkWithProof({ storyId, label, proof, isProofRequired });
    },
    [queryClient],
  );
}

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { findStory, patchStory, type StoryPatch } from '../utils/campaign-cache';

/** Writes `patch` into one story of the cached campaign (and its counts). */
export function setStoryPatch(
  queryClient: QueryClient,
  queryKey: QueryKey,
  storyId: string,
  patch: StoryPatch,
) {
  return queryClient.setQueryData<CampaignDetailResponse>(queryKey, (data) =>
    data ? patchStory(data, storyId, patch) : data,
  );
}

/**
 * The optimistic half of a story mutation: stops a read in flight (it would overwrite the guess), applies
 * `patch` and returns the story's previous values of the same fields, for the rollback.
 */
export async function applyOptimisticStoryPatch<P extends StoryPatch>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  storyId: string,
  patch: P,
): Promise<P | null> {
  await queryClient.cancelQueries({ queryKey });
  const story = findStory(queryClient.getQueryData<CampaignDetailResponse>(queryKey), storyId)?.story;
  const previous = story
    ? (Object.fromEntries(Object.keys(patch).map((key) => [key, story[key as keyof StoryPatch]])) as P)
    : null;
  setStoryPatch(queryClient, queryKey, storyId, patch);
  return previous;
}

/**
 * A refused story change: logged (the spec shows the user nothing), the guess undone, and the campaign read
 * again so the screen shows what is stored.
 */
export function rollbackStoryPatch(
  queryClient: QueryClient,
  queryKey: QueryKey,
  {
    storyId,
    previous,
    message,
    error,
  }: { storyId: string; previous: StoryPatch | null; message: string; error: unknown },
) {
  console.error(message, { storyId, error });
  if (previous) setStoryPatch(queryClient, queryKey, storyId, previous);
  void queryClient.invalidateQueries({ queryKey });
}

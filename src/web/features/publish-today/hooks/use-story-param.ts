import type { PublishingStory } from '@shared/api/client-area/publishing';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { getStoryLinkQueryOptions } from '../api/get-story-link';

/** `/dashboard/today?story=<id>`: the story a reminder opens (appPaths.clientTodayStory). */
export const STORY_PARAM = 'story';

/**
 * The story named by `?story=` in «Publicar hoy»: the one of the list when it holds it, else (asked only then)
 * where it is (GET /api/client/stories/{id}/link). `dismiss` takes the parameter off the address.
 */
export function useStoryParam(stories: readonly PublishingStory[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const storyId = searchParams.get(STORY_PARAM) || null;
  const story = storyId && stories ? (stories.find((item) => item.id === storyId) ?? null) : null;
  const elsewhere = useQuery({
    ...getStoryLinkQueryOptions(storyId ?? ''),
    enabled: storyId !== null && stories !== undefined && story === null,
  });
  const dismiss = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(STORY_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return {
    storyId,
    /** The story as the list has it, or null. */
    story,
    /** Where the story is when the list does not hold it. */
    elsewhere: story ? null : (elsewhere.data ?? null),
    /** The story could not be found (another client's, deleted) or read. */
    isMissing: story === null && elsewhere.isError,
    dismiss,
  };
}

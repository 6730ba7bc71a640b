import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { HIGHLIGHT_EXTERNAL_MS } from '@shared/constants';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { findStoryLocation, type StoryLocation } from '../utils/campaign-navigation';

export type StoryLinkSource = 'external' | 'internal' | null;

/** The ?storyId=…&source=… of the campaign detail URL (paths.dashboard.campaign.getHref builds it). */
export function useStoryLinkParams(): { storyId: string | null; source: StoryLinkSource } {
  const [params] = useSearchParams();
  const source = params.get('source');
  return {
    storyId: params.get('storyId') || null,
    source: source === 'external' || source === 'internal' ? source : null,
  };
}

/**
 * Acts on ?storyId when the screen opens and whenever the link changes (not when the campaign data changes):
 * opens the day that holds the story, and when the link is external or has no source, scrolls to the story
 * (after 300 ms) and highlights it for 3 s. An unknown story is ignored.
 */
export function useStoryDeepLink({
  days,
  reveal,
  focusStory,
}: {
  days: readonly CampaignDay[];
  reveal: (dayId: string) => void;
  focusStory: (target: StoryLocation, highlightMs: number) => void;
}) {
  const { storyId, source } = useStoryLinkParams();
  // Read the days through a ref: a toggle or a copy edit must not take the user back to the linked story.
  const daysRef = useRef(days);
  daysRef.current = days;

  useEffect(() => {
    if (!storyId) return;
    const location = findStoryLocation(daysRef.current, storyId);
    if (!location) return;
    if (source === 'internal') reveal(location.dayId);
    else focusStory(location, HIGHLIGHT_EXTERNAL_MS);
  }, [storyId, source, reveal, focusStory]);
}

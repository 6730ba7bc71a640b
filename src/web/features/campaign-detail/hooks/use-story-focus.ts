import { SCROLL_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dayElementId, storyElementId } from '../utils/dom-ids';
import { currentFocus, scrollToElement } from '../utils/scroll-into-view';

type Timer = ReturnType<typeof setTimeout>;

/**
 * Takes the user to a story or a day: `reveal` (open its day, show the stories tab) runs at once; the scroll
 * waits 300 ms so the accordion has opened; a story is then highlighted for the given time (3 s from an
 * external link, 2 s for 'Ir a historia actual'). A new request cancels the previous one.
 */
export function useStoryFocus(reveal: (dayId: string) => void) {
  const [highlightedStoryId, setHighlightedStoryId] = useState<string | null>(null);
  const scrollTimer = useRef<Timer | null>(null);
  const highlightTimer = useRef<Timer | null>(null);

  const clearTimers = useCallback(() => {
    if (scrollTimer.current) clearTimeout(scrollTimer.current);
    if (highlightTimer.current) clearTimeout(highlightTimer.current);
    scrollTimer.current = null;
    highlightTimer.current = null;
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const focusStory = useCallback(
    (target: { storyId: string; dayId: string }, highlightMs: number) => {
      clearTimers();
      setHighlightedStoryId(null);
      reveal(target.dayId);
      const focusWasOn = currentFocus();
      scrollTimer.current = setTimeout(() => {
        scrollToElement(storyElementId(target.storyId), { focusWasOn });
        setHighlightedStoryId(target.storyId);
        highlightTimer.current = setTimeout(() => setHighlightedStoryId(null), highlightMs);
      }, SCROLL_DELAY_MS);
    },
    [clearTimers, reveal],
  );

  const focusDay = useCallback(
    (dayId: string) => {
      clearTimers();
      setHighlightedStoryId(null);
      reveal(dayId);
      const focusWasOn = currentFocus();
      scrollTimer.current = setTimeout(
        () => scrollToElement(dayElementId(dayId), { block: 'start', focusSelector: 'button', focusWasOn }),
        SCROLL_DELAY_MS,
      );
    },
    [clearTimers, reveal],
  );

  return { highlightedStoryId, focusStory, focusDay };
}

import { type RefObject, useEffect, useState } from 'react';

/** How far below (or above) the visible area an element counts as near: about a phone screen. */
const NEAR_MARGIN = '800px 0px';

/**
 * Whether the element has come near the visible area (once true, it stays true). Without IntersectionObserver
 * (old browsers, jsdom in tests) everything counts as near, so that nothing is left undrawn. `isSkipped`: the
 * caller already draws the element fully (no observer is set up).
 */
export function useNearViewport(ref: RefObject<Element | null>, isSkipped: boolean): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isSkipped || isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isSkipped, isNear]);
  return isNear;
}

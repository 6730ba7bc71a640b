import type { Page } from '@playwright/test';

/** Waits until the page has stopped scrolling (smooth scrolls to a story or day take a moment). */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let stableFrames = 0;
        const tick = () => {
          if (window.scrollY === last) stableFrames += 1;
          else {
            stableFrames = 0;
            last = window.scrollY;
          }
          if (stableFrames > 8) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

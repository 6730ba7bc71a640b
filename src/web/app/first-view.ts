/** The longest the first screen waits for its data before it draws its loading states instead. */
export const FIRST_VIEW_WAIT_MS = 3_000;

export interface FirstView {
  /**
   * During the first load: a promise that settles when `fetching` settles (it never rejects: errors are left to
   * the screen's own query) or after the wait's limit, whichever comes first. After it: null, at once.
   */
  wait(fetching: Promise<unknown>): Promise<null> | null;
  /** Whether the first screen is still to be drawn. */
  readonly isLoading: boolean;
  /** The first screen is drawn: later navigations never wait. */
  done(): void;
}

/**
 * Whether the router's loaders wait for their data (router.tsx). On the first load they do, so that the first
 * screen is drawn once, with its data, inside the router's transition, where React renders it in slices of a few
 * milliseconds. Drawn with a loading state instead, the data's arrival re-renders the whole screen in one
 * synchronous task (TanStack Query's store updates are not transitions): 300 ms and more on a mid-range phone,
 * most of the signed-in pages' Total Blocking Time (decision 026). On a navigation the old screen would stay
 * while the new one's data loads: there the new screen shows its own loading state at once instead.
 */
export function createFirstView(limitMs: number = FIRST_VIEW_WAIT_MS): FirstView {
  let isLoading = true;
  return {
    wait(fetching) {
      const settled = fetching.then(
        () => null,
        () => null,
      );
      if (!isLoading) return null;
      return Promise.race([settled, new Promise<null>((resolve) => setTimeout(resolve, limitMs, null))]);
    },
    get isLoading() {
      return isLoading;
    },
    done() {
      isLoading = false;
    },
  };
}

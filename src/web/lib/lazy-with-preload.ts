import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a component that is not needed for a page's first paint (a dialog, a wizard), plus `preload()`
 * to start its download before it is needed (on hover or focus of what opens it), so that it still opens
 * promptly. A failed download is forgotten, so that the next attempt asks again.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of the lazy component are inferred from `load`.
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  const preload = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Component = lazy(async () => ({ default: await preload() }));
  return Object.assign(Component, { preload });
}

/**
 * The handlers that start a lazy component's download from what opens it: pointing at it, focusing it, or (on a
 * touch screen, which has no hover) pressing it, so that the click finds it loaded or nearly so. A failed download
 * is not reported here: rendering the component asks again and its error boundary shows the failure.
 */
export function preloadOn(...targets: readonly { preload: () => Promise<unknown> }[]) {
  const preload = () => {
    for (const target of targets) target.preload().catch(() => undefined);
  };
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload };
}

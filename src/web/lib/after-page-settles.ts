/** The longest an idle moment is waited for once the page has loaded. */
export const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the browser has an idle moment (at most SETTLE_TIMEOUT_MS after the
 * load), for work the screen does not need to be drawn: reading ahead for offline use, say, which would otherwise
 * share a phone's connection with the first view's own scripts and images. Returns a function that cancels it.
 */
export function afterPageSettles(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(run, { timeout: SETTLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls an element into view (smoothly unless the user asked for reduced motion) and moves the keyboard
 * focus to it, or to its first match of `focusSelector`, without a second jump: keyboard and screen-reader
 * users land where the eye does. Returns false when the element is not in the page.
 */
export function scrollToElement(
  id: string,
  { block = 'center', focusSelector }: { block?: ScrollLogicalPosition; focusSelector?: string } = {},
): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block });
  const focusTarget = focusSelector ? element.querySelector<HTMLElement>(focusSelector) : element;
  focusTarget?.focus({ preventScroll: true });
  return true;
}

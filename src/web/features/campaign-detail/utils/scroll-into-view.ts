function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Where the keyboard focus is now: pass it to a later `scrollToElement` as `focusWasOn`. */
export function currentFocus(): Element | null {
  return document.activeElement;
}

/**
 * Scrolls an element into view (smoothly unless the user asked for reduced motion) and moves the keyboard
 * focus to it, or to its first match of `focusSelector`, without a second jump: keyboard and screen-reader
 * users land where the eye does. Returns false when the element is not in the page.
 *
 * The scroll is usually asked for some time earlier (after an accordion opens): `focusWasOn` is where the focus
 * was then. If the user has moved it since (started typing in a field, tabbed on), the focus is left where they
 * put it, so that a late jump never sends their keystrokes (a space toggles a button) somewhere else.
 */
export function scrollToElement(
  id: string,
  {
    block = 'center',
    focusSelector,
    focusWasOn,
  }: { block?: ScrollLogicalPosition; focusSelector?: string; focusWasOn?: Element | null } = {},
): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block });
  const active = document.activeElement;
  const focusHasMoved =
    focusWasOn !== undefined && active !== focusWasOn && active !== null && active !== document.body;
  if (focusHasMoved) return true;
  const focusTarget = focusSelector ? element.querySelector<HTMLElement>(focusSelector) : element;
  focusTarget?.focus({ preventScroll: true });
  return true;
}

import type { Location } from 'react-router';

/**
 * The key under which React Router's <ScrollRestoration> saves and restores the scroll position of a location.
 *
 * React Router keys positions by `location.key`, kept in sessionStorage across page loads, and the first entry
 * of every loaded document has the same key, 'default'. Opening a second URL in the same tab (a link from an
 * e-mail, a typed address) therefore "restored" the position of the previous document: on a slow device that
 * restore lands after the page has scrolled to a linked story and throws the user back to the top.
 *
 * - Entries made by in-app navigation keep their own key (back and forward restore per entry).
 * - A loaded document's first entry is keyed by its URL, so a reload restores where the user was on that page.
 * - A link to a story (?storyId=…) is positioned by the page itself: its key is unique to this document, so
 *   nothing is ever restored over it.
 */
export function scrollRestorationKey(
  location: Pick<Location, 'key' | 'pathname' | 'search'>,
  documentId: string = DOCUMENT_ID,
): string {
  if (location.key !== 'default') return location.key;
  const url = `${location.pathname}${location.search}`;
  return new URLSearchParams(location.search).has('storyId') ? `${url}#${documentId}` : url;
}

/** Different for every loaded document (its time origin, in ms since the epoch). */
const DOCUMENT_ID = typeof performance === 'undefined' ? '0' : String(performance.timeOrigin);

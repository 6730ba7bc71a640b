import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { afterPageSettles } from '@/lib/after-page-settles';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * A part of a page that its first view does not show (a card below the first screen of a phone): `children`, a
 * lazily loaded component (React.lazy), is drawn once the page has settled or the place comes near the visible
 * area, whichever is first; until its code has arrived, `placeholder` holds its place (about its size, so that
 * nothing below jumps). Issue 30: the first view loads only what the first screen shows.
 */
export function DeferredSection({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasSettled, setHasSettled] = useState(false);
  const isNear = useNearViewport(ref, hasSettled);
  useEffect(() => afterPageSettles(() => setHasSettled(true)), []);
  if (!hasSettled && !isNear) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

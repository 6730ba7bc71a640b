import { useSyncExternalStore } from 'react';
import type { PostedMark } from './posted-mark';
import { postedOutbox } from './posted-outbox';

/** The marks waiting in the outbox (re-rendered when one is queued, sent or dropped). */
export function usePostedMarks(): readonly PostedMark[] {
  return useSyncExternalStore(postedOutbox.subscribe, postedOutbox.marks, postedOutbox.marks);
}

/** How many marks are waiting for a connection (not those being sent right now while online). */
export function useWaitingMarkCount(): number {
  return usePostedMarks().filter((mark) => mark.isWaiting).length;
}

import { useCallback, useSyncExternalStore } from 'react';
import { checklistTicks, tickKey } from '../utils/checklist-ticks';

/** The ticked items of one story's checklist on this device, and the setter. */
export function useChecklistTicks(storyId: string) {
  const ticks = useSyncExternalStore(checklistTicks.subscribe, checklistTicks.get, checklistTicks.get);
  const isTicked = useCallback((itemId: string) => tickKey(storyId, itemId) in ticks, [ticks, storyId]);
  const setTicked = useCallback(
    (itemId: string, value: boolean) => checklistTicks.set(storyId, itemId, value),
    [storyId],
  );
  return { isTicked, setTicked };
}

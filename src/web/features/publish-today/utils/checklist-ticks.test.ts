import { describe, expect, it } from 'vitest';
import { CHECKLIST_TICKS_KEY, createChecklistTicks, TICK_LIFETIME_MS } from './checklist-ticks';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('checklist ticks', () => {
  it('are kept per story and item, and survive a reload', () => {
    const storage = memoryStorage();
    const ticks = createChecklistTicks({ storage, now: () => 1_000 });
    ticks.set('s1', 'sticker', true);
    ticks.set('s2', 'link', true);
    ticks.set('s2', 'link', false);
    const reloaded = createChecklistTicks({ storage, now: () => 2_000 });
    expect(reloaded.isTicked('s1', 'sticker')).toBe(true);
    expect(reloaded.isTicked('s1', 'link')).toBe(false);
    expect(reloaded.isTicked('s2', 'link')).toBe(false);
  });

  it('are forgotten after a week, and dropped from the storage at the next tick', () => {
    const storage = memoryStorage();
    let clock = 0;
    const ticks = createChecklistTicks({ storage, now: () => clock });
    ticks.set('old', 'sticker', true);
    clock = TICK_LIFETIME_MS + 1;
    const later = createChecklistTicks({ storage, now: () => clock });
    expect(later.isTicked('old', 'sticker')).toBe(false);
    later.set('new', 'sticker', true);
    expect(Object.keys(JSON.parse(storage.items.get(CHECKLIST_TICKS_KEY) ?? '{}'))).toEqual(['new/sticker']);
  });

  it('notify their listeners', () => {
    const ticks = createChecklistTicks({ storage: memoryStorage() });
    let calls = 0;
    const stop = ticks.subscribe(() => {
      calls += 1;
    });
    ticks.set('s', 'i', true);
    stop();
    ticks.set('s', 'i', false);
    expect(calls).toBe(1);
  });
});

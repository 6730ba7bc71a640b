// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/test-utils';
import { useStoryFocus } from './use-story-focus';

// The durations on fake timers: the page's tests (campaign-detail-page.test.tsx) check that the highlight comes and
// goes, which real timers on a busy machine cannot time to the millisecond.
function setup() {
  vi.useFakeTimers();
  const reveal = vi.fn();
  const hook = renderHook(() => useStoryFocus(reveal));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { ...hook, reveal, wait, highlighted: () => hook.result.current.highlightedStoryId };
}

describe('useStoryFocus', () => {
  it('opens the day at once, highlights the story after 300 ms, for the time asked', () => {
    const { result, reveal, wait, highlighted } = setup();
    act(() => result.current.focusStory({ storyId: 's1', dayId: 'd1' }, 3_000));
    expect(reveal).toHaveBeenCalledExactlyOnceWith('d1');
    wait(299);
    expect(highlighted()).toBeNull();
    wait(1);
    expect(highlighted()).toBe('s1');
    wait(2_999);
    expect(highlighted()).toBe('s1');
    wait(1);
    expect(highlighted()).toBeNull();
  });

  it('a new request cancels the previous one and its timers', () => {
    const { result, wait, highlighted } = setup();
    act(() => result.current.focusStory({ storyId: 's1', dayId: 'd1' }, 3_000));
    wait(300);
    expect(highlighted()).toBe('s1');
    act(() => result.current.focusStory({ storyId: 's2', dayId: 'd2' }, 2_000));
    expect(highlighted()).toBeNull();
    wait(300);
    expect(highlighted()).toBe('s2');
    // The first highlight's end (3 s after it began) does not cut the second short.
    wait(1_999);
    expect(highlighted()).toBe('s2');
    wait(1);
    expect(highlighted()).toBeNull();
  });

  it('focusing a day ends a highlight', () => {
    const { result, wait, highlighted } = setup();
    act(() => result.current.focusStory({ storyId: 's1', dayId: 'd1' }, 3_000));
    wait(300);
    act(() => result.current.focusDay('d2'));
    expect(highlighted()).toBeNull();
    wait(5_000);
    expect(highlighted()).toBeNull();
  });
});

// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/test-utils';
import { useUrlSearchBox } from './use-url-search-box';

function setup(initialUrlQuery = '') {
  vi.useFakeTimers();
  const commit = vi.fn();
  const hook = renderHook(({ urlQuery }) => useUrlSearchBox(urlQuery, commit, 300), {
    initialProps: { urlQuery: initialUrlQuery },
  });
  const type = (text: string) => act(() => hook.result.current[1](text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { ...hook, commit, type, wait, text: () => hook.result.current[0] };
}

describe('useUrlSearchBox', () => {
  it('commits the trimmed text once typing pauses; starting a search is a new history step', () => {
    const { commit, type, wait } = setup();
    type('  caf');
    wait(200);
    type('  café ');
    wait(299);
    expect(commit).not.toHaveBeenCalled();
    wait(1);
    expect(commit).toHaveBeenCalledExactlyOnceWith('café', { replace: false });
  });

  it('replaces the history step while a search is refined', () => {
    const { commit, type, wait, rerender } = setup();
    type('caf');
    wait(300);
    rerender({ urlQuery: 'caf' });
    type('café');
    wait(300);
    expect(commit).toHaveBeenLastCalledWith('café', { replace: true });
  });

  it('shows a search changed from outside, without committing it again', () => {
    const { commit, rerender, wait, text } = setup('café');
    rerender({ urlQuery: 'moda' });
    expect(text()).toBe('moda');
    wait(1_000);
    expect(commit).not.toHaveBeenCalled();
  });

  it('keeps what the user is typing when its own earlier commit reaches the URL late', () => {
    const { commit, type, wait, rerender, text } = setup();
    type('moda');
    wait(300);
    expect(commit).toHaveBeenCalledWith('moda', { replace: false });
    type('café aurora');
    rerender({ urlQuery: 'moda' });
    expect(text()).toBe('café aurora');
    wait(300);
    expect(commit).toHaveBeenLastCalledWith('café aurora', { replace: true });
  });
});

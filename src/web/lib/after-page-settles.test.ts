// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, SETTLE_TIMEOUT_MS } from './after-page-settles';

function stubReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

/** A requestIdleCallback that runs its callbacks when told to, and records the timeout it was given. */
function stubIdleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  const timeouts: Array<number | undefined> = [];
  let next = 1;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      timeouts.push(options?.timeout);
      pending.set(next, callback);
      return next++;
    }),
  );
  vi.stubGlobal(
    'cancelIdleCallback',
    vi.fn((handle: number) => pending.delete(handle)),
  );
  return {
    timeouts,
    pending,
    runIdle() {
      for (const [handle, callback] of pending) {
        pending.delete(handle);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterPageSettles', () => {
  it('waits for the load event, then for an idle moment (at most SETTLE_TIMEOUT_MS)', () => {
    stubReadyState('interactive');
    const idle = stubIdleCallbacks();
    const task = vi.fn();
    afterPageSettles(task);
    idle.runIdle();
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(idle.timeouts).toEqual([SETTLE_TIMEOUT_MS]);
    expect(task).not.toHaveBeenCalled();
    idle.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for the idle moment', () => {
    stubReadyState('complete');
    const idle = stubIdleCallbacks();
    const task = vi.fn();
    afterPageSettles(task);
    expect(task).not.toHaveBeenCalled();
    idle.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load or before the idle moment, never runs', () => {
    stubReadyState('loading');
    const idle = stubIdleCallbacks();
    const beforeLoad = vi.fn();
    afterPageSettles(beforeLoad)();
    window.dispatchEvent(new Event('load'));
    idle.runIdle();
    expect(beforeLoad).not.toHaveBeenCalled();

    stubReadyState('complete');
    const beforeIdle = vi.fn();
    const cancel = afterPageSettles(beforeIdle);
    expect(idle.pending.size).toBe(1);
    cancel();
    expect(idle.pending.size).toBe(0);
    expect(beforeIdle).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), runs on the next task', async () => {
    stubReadyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      afterPageSettles(task);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

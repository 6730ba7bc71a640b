import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstView } from './first-view';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether the promise has settled after the pending microtasks ran. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('createFirstView', () => {
  it('waits for the data on the first load, and settles with it', async () => {
    const firstView = createFirstView(3_000);
    const { promise, resolve } = deferred<string>();
    const waiting = firstView.wait(promise);
    expect(waiting).not.toBeNull();
    expect(await hasSettled(waiting!)).toBe(false);
    resolve('data');
    await expect(waiting).resolves.toBeNull();
  });

  it('settles, without rejecting, when the data fails: the screen shows the error itself', async () => {
    const firstView = createFirstView(3_000);
    const { promise, reject } = deferred<string>();
    const waiting = firstView.wait(promise);
    reject(new Error('500'));
    await expect(waiting).resolves.toBeNull();
  });

  it('stops waiting at the limit when the data does not come', async () => {
    const firstView = createFirstView(3_000);
    const waiting = firstView.wait(new Promise(() => undefined))!;
    await vi.advanceTimersByTimeAsync(2_999);
    expect(await hasSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(waiting)).toBe(true);
  });

  it('never waits once the first screen is drawn, and a later failure is not unhandled', async () => {
    const firstView = createFirstView(3_000);
    expect(firstView.isLoading).toBe(true);
    firstView.done();
    expect(firstView.isLoading).toBe(false);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(firstView.wait(Promise.reject(new Error('offline')))).toBeNull();
      await vi.advanceTimersByTimeAsync(0);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

/**
 * Runs before every web test file (vitest.config.ts `setupFiles`). The web project shares one module graph per
 * worker (`isolate: false`), so what each file needs around its tests is registered here, once per file, and not
 * as a side effect of importing test-utils (a cached module registers nothing the second time).
 */

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadSelect } from '@/components/ui/select';
import { loadToasts } from '@/lib/toast';

// findBy…/waitFor wait for a condition, never for the machine's speed: Testing Library's default of 1 s failed under
// load (a lazily loaded dialog took longer to mount with both cores busy). A passing test waits no longer for this.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no pointer capture; sonner captures the pointer on a toast (its swipe to dismiss).
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}

// jsdom has no ResizeObserver; Radix's switch measures its thumb with one.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as { ResizeObserver: unknown }).ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no requestIdleCallback. Here the page has always settled: what waits for that (afterPageSettles: the
// offline read-ahead, the first event stream) starts at once, as before it waited; the wait itself is tested in
// src/web/lib/after-page-settles.test.ts and server-events-connection.test.ts.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback !== 'function') {
  const idle = window as Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>;
  idle.requestIdleCallback = (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 0;
  };
  idle.cancelIdleCallback = () => undefined;
}

// sonner and Radix's select load after the first view in the app (src/web/lib/toast.ts, components/ui/select.tsx);
// here they are loaded before any test renders, so that they are drawn from the first render, as once they have
// arrived in the app (what is drawn before is tested in toast.test.ts and select.test.tsx).
beforeAll(async () => {
  await Promise.all([loadToasts(), loadSelect()]);
});

// Invalid markup (a <div> inside a <p>, a button inside a button) is only logged by React, and a browser repairs it
// its own way: every test that renders it fails. The wrapper is installed once per worker, beneath any spy a test
// sets on console.error, so a test that silences the console still has its markup checked.
const MARKUP_ERROR = /cannot be a descendant of|cannot contain a nested|cannot be a child of/;
const markupErrors: string[] = [];
const markupCheck = globalThis as { markupCheckInstalled?: boolean };
if (!markupCheck.markupCheckInstalled) {
  markupCheck.markupCheckInstalled = true;
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first, ...rest] = args;
    const text = String(first).replace(/%[sdo]/g, () => String(rest.shift()));
    if (MARKUP_ERROR.test(text)) markupErrors.push(text.split('\n')[0] ?? text);
    consoleError(...args);
  };
}
beforeEach(() => {
  markupErrors.length = 0;
});

afterEach(() => {
  const found = markupErrors.splice(0);
  if (found.length > 0) throw new Error(`Invalid markup rendered: ${[...new Set(found)].join(' | ')}`);
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Spies a file set (on console, say) end with the file, not with the worker.
afterAll(() => {
  vi.restoreAllMocks();
});

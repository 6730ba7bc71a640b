/**
 * Runs before every web test file (vitest.config.ts `setupFiles`). The web project shares one module graph per
 * worker (`isolate: false`), so what each file needs around its tests is registered here, once per file, and not
 * as a side effect of importing test-utils (a cached module registers nothing the second time).
 */

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';

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

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** The browser knows it has no network at all (`navigator.onLine` is false). */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A client error (4xx) will not heal by asking again; network and server errors may, except a network failure
 * while the browser is offline: nothing answers until it is back, and TanStack Query reads again on reconnect.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 0) return !isBrowserOffline();
  return error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && isRetryableError(error),
        // Asked even offline: the service worker answers the client area's reads with its last copy
        // (docs/web.md, "The installed app"). The default ('online') would leave them paused, loading forever.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

/** The app's query client (tests create their own with createQueryClient). */
export const queryClient = createQueryClient();

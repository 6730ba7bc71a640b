import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A client error (4xx) will not heal by asking again; network and server errors may. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 2 && isRetryableError(error),
      },
      mutations: { retry: false },
    },
  });
}

/** The app's query client (tests create their own with createQueryClient). */
export const queryClient = createQueryClient();

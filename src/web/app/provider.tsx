import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Toaster } from '@/components/ui/sonner';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** App-wide providers: server state (TanStack Query) and the toaster. */
export function AppProvider({
  children,
  queryClient = appQueryClient,
  toastDuration,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
  /** How long a toast stays (ms); the toaster's default when omitted. */
  toastDuration?: number;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster duration={toastDuration} />
    </QueryClientProvider>
  );
}

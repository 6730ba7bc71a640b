import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Toaster } from '@/components/ui/sonner';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** App-wide providers: server state (TanStack Query) and the toaster. */
export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

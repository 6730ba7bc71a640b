/**
 * Helpers for component tests (Testing Library + Vitest, jsdom). The jest-dom matchers and the cleanup after each
 * test are registered by src/web/testing/setup.ts, which runs before every web test file.
 */

import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

export type MockHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs `fetch` with handlers keyed by 'METHOD /path'; an unknown request fails the test loudly. */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request in test: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls `fetchMock` received for one 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return `${(init?.method ?? 'GET').toUpperCase()} ${new URL(url, 'http://localhost').pathname}` === key;
  });
}

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  });
  return client;
}

/** Renders routes in a memory router inside the app providers (query client, toaster). */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialPath = '/',
    queryClient = createTestQueryClient(),
  }: { initialPath?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    // Toasts stay until dismissed: one that expired on the wall clock before a slow (busy) machine's test got to
    // look for it failed `findByText` (campaign-detail-page-approvals, both cores busy). Tests of a toast's own
    // lifetime set it in the toast's call.
    <AppProvider queryClient={queryClient} toastDuration={Number.POSITIVE_INFINITY}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element inside the app providers, under a memory router (for components using router hooks). */
export function renderWithProviders(element: React.ReactElement, options?: { queryClient?: QueryClient }) {
  return renderRoutes([{ path: '*', element }], options);
}

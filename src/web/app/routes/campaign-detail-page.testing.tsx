import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { beforeEach, vi } from 'vitest';
import { FakeEventSource } from '@/lib/realtime/fake-event-source';
import { renderRoutes } from '@/testing/test-utils';
import { CampaignDetailPage } from './campaign-detail-page';

/** What the campaign detail page's tests share (the tests themselves are split by behaviour). */
export const GET = 'GET /api/campaigns/c1';
export const posted = (storyId: string) => `PATCH /api/stories/${storyId}/posted`;
export const copy = (storyId: string) => `PATCH /api/stories/${storyId}/copy`;

/** `queryClient`: one seeded beforehand (e.g. the client's record, which the client layout reads in the app). */
export function renderPage(
  path = '/dashboard/campaigns/c1',
  { queryClient }: { queryClient?: QueryClient } = {},
) {
  // The screen follows server events (approvals); jsdom has no EventSource. Stubs are undone after each test.
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  return renderRoutes(
    [
      // StrictMode as in main.tsx: effects run, are cleaned up and run again in development builds.
      {
        path: '/dashboard/campaigns/:campaignId',
        element: (
          <StrictMode>
            <CampaignDetailPage />
          </StrictMode>
        ),
      },
      { path: '/admin/campaigns/:id', element: <CampaignDetailPage /> },
      { path: '/dashboard/campaigns', element: <h1>Mis Campañas</h1> },
      { path: '/admin/campaigns', element: <h1>Campañas admin</h1> },
    ],
    { initialPath: path, ...(queryClient ? { queryClient } : {}) },
  );
}

export function storyCard(storyId: string) {
  const card = document.getElementById(`historia-${storyId}`);
  if (!card) throw new Error(`story ${storyId} is not rendered`);
  return card;
}

export function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as unknown;
}

/** Silences (and records) console.error before each test: refused changes are only logged (spec section 8). */
export function spyOnConsoleError() {
  const spy = { current: undefined as unknown as ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    spy.current = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  return spy;
}

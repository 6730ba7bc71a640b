import type { ResultSticker, SavedStoryResults, StoryResultsResponse } from '@shared/results/story-results';
import { renderRoutes } from '@/testing/test-utils';
import { AdminStoryResultsPage } from '../admin/story-results-page';
import { ClientStoryResultsPage } from './story-results-page';

/** What the results page's tests share (the tests themselves are split by behaviour). */
export const GET = 'GET /api/stories/s1/results';
export const PUT = 'PUT /api/stories/s1/results';

export const POLL: ResultSticker = {
  type: 'poll',
  prompt: '¿Qué café prefieres?',
  options: ['Espresso', 'Latte'],
  emoji: null,
};

/** A GET answer for story s1 of campaign c1, published on 20/11/2026 at 09:00 in Madrid. */
export function resultsResponse(overrides: Partial<StoryResultsResponse> = {}): StoryResultsResponse {
  return {
    story: {
      id: 's1',
      campaignId: 'c1',
      campaignTitle: 'Lanzamiento de otoño',
      brandName: 'Café Aurora',
      dayOrder: 2,
      dayTitle: 'Presentación',
      storyNumber: 3,
      heading: 'Historia 3: Teaser',
      dueAt: '2026-11-20T08:00:00.000Z',
      postedAt: '2026-11-20T08:00:00.000Z',
      timeZone: 'Europe/Madrid',
      // Far ahead: the notice says until when, whatever the test machine's clock.
      numbersExpireAt: '2099-11-21T08:00:00.000Z',
    },
    sticker: POLL,
    keyword: 'CAFE',
    trackedClicks: null,
    results: null,
    ...overrides,
  };
}

/** Saved numbers, all empty, entered by the brand at 10:14 Madrid time on 21/11/2026. */
export function savedResults(overrides: Partial<SavedStoryResults> = {}): SavedStoryResults {
  const author = { name: 'Marta Ruiz', role: 'client' as const, at: '2026-11-21T09:14:00.000Z' };
  return {
    reach: null,
    impressions: null,
    replies: null,
    linkTaps: null,
    keywordDms: null,
    profileVisits: null,
    follows: null,
    shares: null,
    exits: null,
    sticker: null,
    enteredBy: author,
    updatedBy: author,
    instagramFields: [],
    instagramTakenAt: null,
    ...overrides,
  };
}

export function renderResultsPage(path = '/dashboard/results/s1') {
  return renderRoutes(
    [
      { path: '/dashboard/results/:storyId', element: <ClientStoryResultsPage /> },
      { path: '/admin/results/:storyId', element: <AdminStoryResultsPage /> },
      { path: '/dashboard/campaigns/:campaignId', element: <h1>Campaña del cliente</h1> },
      { path: '/admin/campaigns/:id', element: <h1>Campaña de la agencia</h1> },
    ],
    { initialPath: path },
  );
}

export function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as unknown;
}

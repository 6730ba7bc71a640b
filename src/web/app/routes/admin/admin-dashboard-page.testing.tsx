import type { MissingResultsResponse } from '@shared/results/missing-results';
import type { ResultsOverviewResponse } from '@shared/results/results-overview';
import { json, type MockHandler } from '@/testing/test-utils';

/** What the admin dashboard's tests share: the results sections' reads (below the first view, their own). */
export const OVERVIEW = 'GET /api/admin/results/overview';
export const MISSING = 'GET /api/admin/results/missing';

/** The last 30 days: Café Aurora entered numbers for 3 of its 4 stories, Bodega Sur for none of its 2. */
export function overviewResponse(overrides: Partial<ResultsOverviewResponse> = {}): ResultsOverviewResponse {
  return {
    windowDays: 30,
    from: '2026-10-22T09:00:00.000Z',
    until: '2026-11-21T09:00:00.000Z',
    funnel: { reach: 12_345, interactions: 900, linkClicks: 321, keywordDms: 45 },
    published: 6,
    withNumbers: 3,
    clients: [
      {
        clientId: 'cl1',
        brandName: 'Café Aurora',
        published: 4,
        withNumbers: 3,
        funnel: { reach: 12_345, interactions: 900, linkClicks: 300, keywordDms: 45 },
      },
      {
        clientId: 'cl2',
        brandName: 'Bodega Sur',
        published: 2,
        withNumbers: 0,
        funnel: { reach: 0, interactions: 0, linkClicks: 21, keywordDms: 0 },
      },
    ],
    ...overrides,
  };
}

/** Bodega Sur's 7 stories without numbers (its 5 oldest listed) and Café Aurora's 1. */
export function missingResponse(overrides: Partial<MissingResultsResponse> = {}): MissingResultsResponse {
  const missingStory = (storyId: string, dayOrder: number, heading: string) => ({
    storyId,
    campaignId: 'k2',
    campaignTitle: 'Vendimia',
    heading,
    dayOrder,
    postedAt: '2026-11-18T10:00:00.000Z',
    numbersExpireAt: '2026-11-19T10:00:00.000Z',
  });
  return {
    windowDays: 30,
    clients: [
      {
        clientId: 'cl2',
        brandName: 'Bodega Sur',
        missing: 7,
        published: 7,
        stories: [
          missingStory('b1', 1, 'Historia 1: Teaser'),
          missingStory('b2', 1, 'Historia 2: Cata'),
          missingStory('b3', 2, 'Historia 3: Viñedo'),
          missingStory('b4', 2, 'Historia 4: Barrica'),
          missingStory('b5', 3, 'Historia 5: Oferta'),
        ],
      },
      {
        clientId: 'cl1',
        brandName: 'Café Aurora',
        missing: 1,
        published: 4,
        stories: [
          { ...missingStory('a1', 2, 'Historia 2: Latte'), campaignId: 'k1', campaignTitle: 'Otoño' },
        ],
      },
    ],
    ...overrides,
  };
}

/** Handlers answering the results sections with the data above (for tests about the rest of the dashboard too). */
export function resultsHandlers(): Record<string, MockHandler> {
  return { [OVERVIEW]: () => json(overviewResponse()), [MISSING]: () => json(missingResponse()) };
}

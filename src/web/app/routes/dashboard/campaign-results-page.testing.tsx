import type { CampaignResultsResponse, CampaignResultsStory } from '@shared/results/campaign-results';
import type { Funnel } from '@shared/results/funnel';
import type { SavedStoryResults } from '@shared/results/story-results';
import { renderRoutes } from '@/testing/test-utils';
import { AdminCampaignResultsPage } from '../admin/campaign-results-page';
import { ClientCampaignResultsPage } from './campaign-results-page';

/** What the campaign results page's tests share (the tests themselves are split by behaviour). */
export const GET = 'GET /api/campaigns/c1/results';

/** Numbers entered by the brand for a story with this funnel (replies are its interactions, no sticker). */
function saved(funnel: Funnel): SavedStoryResults {
  const author = { name: 'Marta Ruiz', role: 'client' as const, at: '2026-11-19T09:14:00.000Z' };
  return {
    reach: funnel.reach,
    impressions: funnel.reach,
    replies: funnel.interactions,
    linkTaps: funnel.linkClicks,
    keywordDms: funnel.keywordDms,
    profileVisits: null,
    follows: null,
    shares: null,
    exits: null,
    sticker: null,
    enteredBy: author,
    updatedBy: author,
    instagramFields: [],
    instagramTakenAt: null,
  };
}

function story(
  storyId: string,
  dayOrder: number,
  storyNumber: number,
  title: string,
  state: { funnel: Funnel; withNumbers: boolean } | 'not posted',
): CampaignResultsStory {
  const isPosted = state !== 'not posted';
  const funnel = isPosted ? state.funnel : null;
  const results = isPosted && state.withNumbers ? saved(state.funnel) : null;
  return {
    storyId,
    dayOrder,
    storyNumber,
    heading: `Historia ${storyNumber}: ${title}`,
    dueAt: '2026-11-18T09:00:00.000Z',
    isPosted,
    isSkipped: false,
    trackedClicks: null,
    results,
    funnel,
    engagementRate: funnel && results ? (funnel.interactions + funnel.linkClicks) / funnel.reach : null,
  };
}

/**
 * Campaign c1 of Café Aurora (keyword CAFE), read at 10:14 Madrid time on 21/11/2026: day 1 has two published stories
 * with numbers (s1: 600 reached, the best; s2: 400, the worst), day 2 one published without numbers (s3) and one not
 * published (s4). Totals: 1000 → 100 → 25 → 5.
 */
export function resultsResponse(overrides: Partial<CampaignResultsResponse> = {}): CampaignResultsResponse {
  const zero = { reach: 0, interactions: 0, linkClicks: 0, keywordDms: 0 };
  return {
    campaign: {
      id: 'c1',
      title: 'Lanzamiento de otoño',
      clientId: 'cl1',
      brandName: 'Café Aurora',
      startDate: '2026-11-18',
      endDate: '2026-11-20',
      timeZone: 'Europe/Madrid',
      keyword: 'CAFE',
    },
    generatedAt: '2026-11-21T09:14:00.000Z',
    funnel: { reach: 1000, interactions: 100, linkClicks: 25, keywordDms: 5 },
    totals: {
      impressions: 1000,
      replies: 100,
      stickerAnswers: 0,
      profileVisits: 0,
      follows: 0,
      shares: 0,
      exits: 0,
    },
    counts: { stories: 4, published: 3, skipped: 0, withNumbers: 2, missing: 1 },
    days: [
      {
        dayOrder: 1,
        title: 'Presentación',
        date: '2026-11-18',
        stories: 2,
        published: 2,
        withNumbers: 2,
        funnel: { reach: 1000, interactions: 100, linkClicks: 25, keywordDms: 5 },
      },
      {
        dayOrder: 2,
        title: 'Cierre',
        date: '2026-11-19',
        stories: 2,
        published: 1,
        withNumbers: 0,
        funnel: zero,
      },
    ],
    stories: [
      story('s1', 1, 1, 'Teaser', {
        funnel: { reach: 600, interactions: 80, linkClicks: 20, keywordDms: 4 },
        withNumbers: true,
      }),
      story('s2', 1, 2, 'Producto', {
        funnel: { reach: 400, interactions: 20, linkClicks: 5, keywordDms: 1 },
        withNumbers: true,
      }),
      story('s3', 2, 3, 'Oferta', { funnel: zero, withNumbers: false }),
      story('s4', 2, 4, 'Despedida', 'not posted'),
    ],
    best: ['s1'],
    worst: ['s2'],
    ...overrides,
  };
}

/** Nothing published yet: every story still to go up. */
export function unpublishedResponse(): CampaignResultsResponse {
  const data = resultsResponse();
  const zero = { reach: 0, interactions: 0, linkClicks: 0, keywordDms: 0 };
  return {
    ...data,
    funnel: zero,
    counts: { stories: 4, published: 0, skipped: 0, withNumbers: 0, missing: 0 },
    days: data.days.map((day) => ({ ...day, published: 0, withNumbers: 0, funnel: zero })),
    stories: data.stories.map((s) => ({
      ...s,
      isPosted: false,
      results: null,
      funnel: null,
      engagementRate: null,
    })),
    best: [],
    worst: [],
  };
}

export function renderCampaignResults(path = '/dashboard/campaigns/c1/results') {
  return renderRoutes(
    [
      { path: '/dashboard/campaigns/:campaignId/results', element: <ClientCampaignResultsPage /> },
      { path: '/admin/campaigns/:id/results', element: <AdminCampaignResultsPage /> },
      { path: '/dashboard/campaigns/:campaignId', element: <h1>Campaña del cliente</h1> },
      { path: '/admin/campaigns/:id', element: <h1>Campaña de la agencia</h1> },
      { path: '/dashboard/results/:storyId', element: <h1>Resultados de la historia</h1> },
    ],
    { initialPath: path },
  );
}

import type { Page } from '@playwright/test';
import { DEMO_CAMPAIGNS } from '../../../src/server/seed/demo-content';
import type {
  CampaignDay,
  CampaignDetailResponse,
  CampaignStory,
  ClientCampaignsResponse,
} from '../../../src/shared/api/client-area/campaigns';
import { expect, test } from '../support/fixtures';

/** Café Aurora's campaign in progress (day 1 three days ago, 8 days): the one these tests use. */
export const AURORA_IN_PROGRESS_TITLE = DEMO_CAMPAIGNS.find((c) => c.key === 'aurora-in-progress')!.title;

/** Calls our API with the page's session cookie (and the Origin header that writes need). */
async function apiCall<T>(page: Page, method: 'GET' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const response = await page.request.fetch(path, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: method === 'GET' ? {} : { Origin: origin },
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A campaign with its days and stories, read through the API as the signed-in page (its client's). */
export function campaignDetail(page: Page, campaignId: string): Promise<CampaignDetailResponse> {
  return apiCall<CampaignDetailResponse>(page, 'GET', `/api/campaigns/${campaignId}`);
}

/** The in-progress campaign of the demo client, read through the API as the signed-in page (read-only tests). */
export async function auroraCampaign(page: Page): Promise<CampaignDetailResponse> {
  const { campaigns } = await apiCall<ClientCampaignsResponse>(page, 'GET', '/api/client/campaigns');
  const card = campaigns.find((campaign) => campaign.title === AURORA_IN_PROGRESS_TITLE);
  expect(card, `campaign '${AURORA_IN_PROGRESS_TITLE}' in the demo data`).toBeTruthy();
  return campaignDetail(page, card!.id);
}

export function setStoryPosted(page: Page, storyId: string, isPosted: boolean) {
  return apiCall(page, 'PATCH', `/api/stories/${storyId}/posted`, { isPosted });
}

/** The card of a story on the page (its article, named by the story title). */
export function storyCard(page: Page, story: Pick<CampaignStory, 'id'>) {
  return page.locator(`article#historia-${story.id}`);
}

/**
 * Marks through the API every pending story of a day but the last one, so that the screen can complete the
 * day. Returns that last story.
 */
export async function postAllButLast(page: Page, day: CampaignDay): Promise<CampaignStory> {
  const pending = day.stories.filter((story) => !story.isPosted);
  for (const story of pending.slice(0, -1)) await setStoryPosted(page, story.id, true);
  return pending.at(-1)!;
}

import type { Page } from '@playwright/test';
import { campaignFile } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

/**
 * Issue 29: the installed app keeps this week's campaigns readable offline, opened before or not. A client whose
 * campaign screen was never opened loses the signal and still opens it; a campaign a month away is not kept.
 */

async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

const keptCampaigns = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('stories-api');
    return (await cache.keys())
      .map((request) => new URL(request.url).pathname)
      .filter((path) => path.startsWith('/api/campaigns/'));
  });

test('a campaign of this week never opened still opens offline', async ({
  createClient,
  importCampaign,
  pageAs,
}) => {
  const client = await createClient();
  const thisWeek = await importCampaign(
    client,
    campaignFile(`Esta semana ${Date.now()}`, { firstDayOffset: -1, dayCount: 4 }),
  );
  const nextMonth = await importCampaign(
    client,
    campaignFile(`El mes que viene ${Date.now()}`, { firstDayOffset: 30, dayCount: 3 }),
  );
  const page = await pageAs(client);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reloadUnderServiceWorker(page);

  // Read in the background once the area opens under the service worker: this week's only.
  await expect.poll(() => keptCampaigns(page)).toContain(`/api/campaigns/${thisWeek.id}`);
  expect(await keptCampaigns(page)).not.toContain(`/api/campaigns/${nextMonth.id}`);

  await page.context().setOffline(true);
  await page.goto(`/dashboard/campaigns/${thisWeek.id}`);
  await expect(page.getByRole('heading', { level: 1, name: thisWeek.title })).toBeVisible();
  await expect(page.getByText('Sin conexión: ves la última copia guardada.')).toBeVisible();
});

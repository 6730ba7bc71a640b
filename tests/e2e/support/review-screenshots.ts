/**
 * The review screenshots of the publishing day (SCREENSHOTS=1 specs): where they go, how a shot waits for the page
 * to be still, and the phone of a client in Mexico City with three weeks of backlog (./publishing-day.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CampaignFile } from './campaign-file';
import type { ImportedCampaign, TestClient } from './fixtures';
import { type Backlog, MEXICO_CITY, makeBacklog } from './publishing-day';
import { scrollSettled } from './scroll-settled';

const OUT = path.resolve(process.env.SCREENSHOTS_DIR ?? '.tmp/screenshots');

/** A phone held in one hand, in the backlog client's zone. */
export const PHONE_IN_MEXICO_CITY = {
  viewport: { width: 390, height: 844 },
  contextOptions: { hasTouch: true, isMobile: true },
  timezoneId: MEXICO_CITY,
};

/** `<name>.png` in SCREENSHOTS_DIR once scrolling and finite animations (a chevron, a toast) are done. */
export async function shoot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  mkdirSync(OUT, { recursive: true });
  await scrollSettled(page);
  // Spinners never end: only finite animations are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });
}

/** A new client in Mexico City with three weeks of backlog, and its signed-in page. */
export async function clientWithBacklog({
  createClient,
  pageAs,
  importCampaign,
  adminApi,
}: {
  createClient: (options?: { timeZone?: string }) => Promise<TestClient>;
  pageAs: (client: TestClient) => Promise<Page>;
  importCampaign: (client: Pick<TestClient, 'id'>, file: CampaignFile) => Promise<ImportedCampaign>;
  adminApi: APIRequestContext;
}): Promise<{ client: TestClient; page: Page; backlog: Backlog }> {
  const client = await createClient({ timeZone: MEXICO_CITY });
  const page = await pageAs(client);
  const backlog = await makeBacklog({
    client,
    timeZone: MEXICO_CITY,
    tag: randomUUID().slice(0, 8),
    importCampaign,
    adminApi,
  });
  return { client, page, backlog };
}

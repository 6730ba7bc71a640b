import { expect, test } from '../support/fixtures';
import { scrollSettled } from '../support/scroll-settled';

// React Router keeps scroll positions in sessionStorage under the history entry's key, and the first entry of
// every loaded document has the same key. A second URL opened in the same tab (a link from an e-mail, a typed
// address) must not inherit the position of the page loaded before it (src/web/app/scroll-restoration-key.ts).
test('a page opened by its address starts at the top, whatever the previous page of the tab was', async ({
  demoClientPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lanzamiento Blend Aurora/ }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.goto('/dashboard/pending');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Historias/ }).first()).toBeVisible();
  // Give a late restore every chance to happen before looking: nothing left to load, and no scroll moving.
  await page.waitForLoadState('networkidle');
  await scrollSettled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

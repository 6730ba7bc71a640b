import { expect, test } from '../support/fixtures';

/**
 * Issue 12: at 1280 px a short brand name stays on one line in the client detail header; the actions go below the
 * title when both do not fit, instead of squeezing it.
 */
test.use({ viewport: { width: 1280, height: 800 } });

for (const brand of ['Café Aurora', 'Estudio Pilates Norte', 'Huerta Viva', 'Moda Vértice']) {
  test(`the client detail title '${brand}' is one line at 1280 px`, async ({ adminPage }) => {
    await adminPage.goto('/admin/clients');
    await adminPage.getByRole('link', { name: brand, exact: true }).first().click();
    const title = adminPage.getByRole('heading', { level: 1, name: brand });
    await expect(title).toBeVisible();
    const lines = await title.evaluate((h1) => {
      const lineHeight = Number.parseFloat(getComputedStyle(h1).lineHeight);
      return Math.round(h1.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);
    if (process.env.SCREENSHOTS)
      await adminPage.screenshot({ path: `test-results/page-header/${brand}.png` });
  });
}

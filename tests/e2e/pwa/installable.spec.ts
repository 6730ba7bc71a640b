import type { Page } from '@playwright/test';
import { auroraCampaign } from '../campaign-detail/support';
import { expect, test } from '../support/fixtures';

/**
 * The installed app (docs/web.md, "The installed app"): a valid manifest, a service worker that takes the page over
 * after a reload, the client's last copy offline, and nothing of it left after signing out.
 */

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Waits for the service worker to be active, then reloads: the new document is the first one it controls. */
async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.describe('the installable app', () => {
  test('links a valid web app manifest, with its icons', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Panel de Stories',
      short_name: 'Stories',
      lang: 'es',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons.map(({ sizes, purpose = 'any' }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  });

  test('registers its service worker from the bundle, which controls the page after a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    // Registered, not yet in control: a new service worker never takes over an open page by itself.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await reloadUnderServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Panel de Stories' })).toBeVisible();
  });

  test('a client page visited online still opens offline, from the last copy', async ({
    demoClientPage: page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
    await reloadUnderServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
    const { campaign } = await auroraCampaign(page);
    await page.goto(`/dashboard/campaigns/${campaign.id}`);
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByText('Sin conexión: ves la última copia guardada.')).toHaveCount(0);

    await page.context().setOffline(true);
    // Really offline, the service worker included: what it has not kept cannot be read.
    const probe = await page.evaluate(() =>
      fetch('/api/client/campaigns?nunca-leida=1').then(
        (response) => response.status,
        () => 'sin red',
      ),
    );
    expect(probe).toBe('sin red');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByText('Sin conexión: ves la última copia guardada.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error Crítico' })).toHaveCount(0);
    // The other screen read before the signal was lost opens too.
    await page.getByRole('link', { name: 'Progreso' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progreso general de tus campañas' })).toBeVisible();
  });

  test('signing out deletes the offline copies of the client', async ({ newClientPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
    await reloadUnderServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
    await expect.poll(() => cacheNames(page)).toContain('stories-api');

    await page.getByRole('button', { name: 'Desconectar' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => cacheNames(page)).not.toContain('stories-api');
    expect(await cacheNames(page)).not.toContain('stories-media');
    // The app shell stays: the next person can still open the panel.
    expect((await cacheNames(page)).some((name) => name.startsWith('stories-precache'))).toBe(true);
  });
});

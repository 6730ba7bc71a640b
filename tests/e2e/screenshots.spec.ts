import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Screenshots for a human review of the layouts (not assertions): /login and both layouts at 1280 and 390 px,
 * written to .tmp/screenshots/. Run with `SCREENSHOTS=1 npx playwright test screenshots`.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write the review screenshots');

const OUT = path.resolve('.tmp/screenshots');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  // Let the drawer's slide-in (and any other animation) finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: false });
}

for (const size of WIDTHS) {
  test.describe(`${size.name} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await shoot(page, `login-${size.width}`);
    });

    test('admin layout', async ({ adminPage: page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Panel Principal' })).toBeVisible();
      await shoot(page, `admin-${size.width}`);
      if (size.width < 768) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú de navegación' })).toBeVisible();
        await shoot(page, `admin-${size.width}-drawer`);
      }
    });

    test('client layout', async ({ clientPage: page }) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
      await expect(page.getByText('Dashboard - Café Aurora')).toBeVisible();
      await shoot(page, `client-${size.width}`);
      if (size.width < 768) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú de navegación' })).toBeVisible();
        await shoot(page, `client-${size.width}-drawer`);
      }
    });
  });
}

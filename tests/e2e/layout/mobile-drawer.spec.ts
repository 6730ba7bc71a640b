import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function exerciseDrawer(
  page: Page,
  { linkName, expectedPath }: { linkName: string; expectedPath: RegExp },
) {
  const openButton = page.getByRole('button', { name: 'Abrir menú' });
  const drawer = page.getByRole('dialog', { name: 'Menú de navegación' });

  // The desktop sidebar is hidden on a phone; the hamburger is there instead.
  await expect(openButton).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();

  await openButton.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(drawer).toBeHidden();
  await expect(openButton).toBeFocused();

  await openButton.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A tap on the overlay, beside the drawer, closes it too. Radix starts listening for outside taps only once the
  // drawer has opened: on a loaded machine a tap during its slide-in animation could land before that.
  await openButton.click();
  await expect(drawer).toBeVisible();
  await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await page.mouse.click(375, 420);
  await expect(drawer).toBeHidden();

  // Choosing a section navigates and closes the drawer.
  await openButton.click();
  await drawer.getByRole('link', { name: linkName }).click();
  await expect(page).toHaveURL(expectedPath);
  await expect(drawer).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: linkName === 'Clientes' ? 'Gestión de Clientes' : linkName }),
  ).toBeVisible();
}

test('the admin sidebar is a drawer at 390 px', async ({ adminPage: page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Panel de Administración')).toBeVisible();
  await exerciseDrawer(page, { linkName: 'Clientes', expectedPath: /\/admin\/clients$/ });
});

test('the client sidebar is a drawer at 390 px', async ({ demoClientPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText(/^Dashboard - /)).toBeVisible();
  await exerciseDrawer(page, { linkName: 'Historias Pendientes', expectedPath: /\/dashboard\/pending$/ });
});

import { expect, test } from '../support/fixtures';

test.describe('each role is sent to its own home', () => {
  test('an admin opening a client page goes to /admin', async ({ adminPage: page }) => {
    await page.goto('/dashboard/pending');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panel Principal' })).toBeVisible();
  });

  test('a client opening an admin page goes to /dashboard', async ({ demoClientPage: page }) => {
    await page.goto('/admin/clients');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
  });

  test('a signed-in user opening /login is redirected home', async ({ demoClientPage: page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a visitor without a session is sent to /login', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('deep links work for the right role', async ({ adminPage: page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await page.goto('/admin/clients/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Cliente' })).toBeVisible();
  });
});

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
    // «Publicar hoy» while the client has stories to publish today (the demo client has), else the dashboard.
    await expect(page).toHaveURL(/\/dashboard(\/today)?$/);
  });

  test('a visitor without a session is sent to /login', async ({ page }) => {
    // The sign-in page returns to the page asked for (?next=, a path of this app only).
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsettings$/);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fprofile$/);
  });

  test('deep links work for the right role', async ({ adminPage: page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await page.goto('/admin/clients/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Cliente' })).toBeVisible();
  });
});

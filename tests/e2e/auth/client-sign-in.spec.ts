import { DEMO_CREDENTIALS, expect, signInThroughForm, test, toast } from '../support/fixtures';

test('a client signs in through the form and lands on /dashboard with their brand', async ({ page }) => {
  const { client } = DEMO_CREDENTIALS;
  await page.goto('/login');

  // The e-mail is normalised before sign-in.
  await signInThroughForm(page, { email: `  ${client.email.toUpperCase()} `, password: client.password });

  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  // «Publicar hoy» while the client has stories to publish today (the demo client has), else the dashboard.
  await expect(page).toHaveURL(/\/dashboard(\/today)?$/);
  await expect(page.getByText(`Dashboard - ${client.brandName}`)).toBeVisible();
  await expect(page.getByText('Gestión de campañas de Instagram Stories')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  if (new URL(page.url()).pathname === '/dashboard/today') {
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar hoy' })).toBeVisible();
    await nav.getByRole('link', { name: 'Progreso' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Progreso' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(client.name)).toBeVisible();
  await expect(page.getByText('Cliente', { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Mis Campañas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Campañas' })).toBeVisible();
  // 'Progreso' matches /dashboard exactly: not active on a sub-page.
  await expect(nav.getByRole('link', { name: 'Progreso' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Mis Campañas/);
});

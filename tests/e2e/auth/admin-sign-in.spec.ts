import { DEMO_CREDENTIALS, expect, signInThroughForm, test, toast } from '../support/fixtures';

test('an admin signs in through the form, lands on /admin and can sign out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/Iniciar sesión/);

  await signInThroughForm(page, DEMO_CREDENTIALS.admin);

  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Panel de Administración')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel Principal' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Panel Principal' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(DEMO_CREDENTIALS.admin.name)).toBeVisible();
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Panel Principal' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  // The session is gone on the server too: the admin area sends back to /login, which will return to it.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
});

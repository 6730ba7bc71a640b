import { expect, test } from '../support/fixtures';
import { SSO_STAFF } from '../support/sso';

/**
 * «Entrar con SSO» (issue 34 §2) against the run's OpenID Connect provider (tests/setup/oidc-provider-main.ts),
 * which signs in a staff member whose groups make her an agency member: the browser goes to the provider and back
 * to the agency's home, signed in. Her account is made on this first sign-in; a second run of the test (a retry)
 * signs her into the same account.
 */
test('a staff member signs in with «Entrar con SSO» and lands on the agency dashboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  const sso = page.getByRole('button', { name: 'Entrar con SSO' });
  await sso.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel Principal' })).toBeVisible();
  await expect(page.getByText(SSO_STAFF.name)).toBeVisible();
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();

  // She is one of the team now, signed in a moment ago.
  await page.goto('/admin/settings/team');
  const active = page.getByRole('list', { name: 'Administradores activos' });
  await expect(active).toContainText(SSO_STAFF.email);
});

import { expect, signInThroughForm, test, toast } from '../support/fixtures';

const NEW_PASSWORD = 'Otra-Clave-2026!';

async function changePasswordThroughForm(
  page: import('@playwright/test').Page,
  current: string,
  next: string,
) {
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill(current);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill(next);
  await form.getByLabel('Confirmar nueva contraseña').fill(next);
  await form.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(toast(page, '¡Contraseña actualizada!')).toBeVisible();
  await expect(form.getByLabel('Contraseña actual')).toHaveValue('');
  await expect(form.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('');
}

test('a client changes the password from the profile and signs in with the new one', async ({
  newClient: client,
  newClientPage: page,
  browser,
  baseURL,
}) => {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();

  // The session that changes the password stays signed in (the other sessions of the user end).
  await changePasswordThroughForm(page, client.password, NEW_PASSWORD);

  const other = await browser.newContext({ baseURL: baseURL ?? '' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signInThroughForm(otherPage, { email: client.email, password: NEW_PASSWORD });
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await expect(otherPage.getByText(`Dashboard - ${client.brandName}`)).toBeVisible();
  await other.close();

  // The session that changed it is still signed in: after a reload it changes the password once more.
  await page.reload();
  await changePasswordThroughForm(page, NEW_PASSWORD, client.password);
});

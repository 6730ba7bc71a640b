import { expect, signInThroughForm, test, toast } from '../support/fixtures';

const NEW_PASSWORD = 'Pilates-Norte-2027!';

test('a temporary password must be changed, then only the new one works', async ({ page, createClient }) => {
  // A client just created by the agency: its login still has the temporary password of the credentials e-mail.
  const temporaryClient = await createClient({ activate: false });
  await page.goto('/login');
  await signInThroughForm(page, temporaryClient);

  await expect(page).toHaveURL(/\/dashboard$/);
  const dialog = page.getByRole('dialog', { name: 'Cambia tu contraseña' });
  await expect(dialog).toBeVisible();

  // The modal cannot be dismissed.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  const submit = dialog.getByRole('button', { name: 'Cambiar contraseña' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Nueva contraseña').fill('debil');
  await expect(dialog.getByText('Débil')).toBeVisible();
  await dialog.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await expect(dialog.getByText('Fuerte')).toBeVisible();
  await dialog.getByLabel('Confirmar contraseña').fill(`${NEW_PASSWORD}x`);
  await expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();

  // Both appear at once and the message lasts 2 s: watched together, so that a slow machine reading the toast
  // first does not miss the message.
  await Promise.all([
    expect(toast(page, '¡Contraseña actualizada!')).toBeVisible(),
    expect(dialog.getByText('Redirigiendo al inicio de sesión...')).toBeVisible(),
  ]);
  // Signed out and back on /login after 2 s, which will return to the page the change was made on.
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/, { timeout: 10_000 });

  // The old (temporary) password no longer works...
  await signInThroughForm(page, temporaryClient);
  await expect(toast(page, 'Credenciales incorrectas. Verifica tu email y contraseña.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);

  // ...the new one does, and no change is asked any more.
  await signInThroughForm(page, { email: temporaryClient.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Dashboard - ${temporaryClient.brandName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

import { randomUUID } from 'node:crypto';
import { expect, signInThroughForm, test, toast } from '../support/fixtures';

test('five wrong passwords disable the form until the page is reloaded', async ({ page }) => {
  // An address of this test only (a retry too): the server also locks an e-mail after repeated failures.
  const email = `bloqueo-${randomUUID().slice(0, 8)}@demo.local`;
  await page.goto('/login');

  for (let attempt = 1; attempt <= 4; attempt++) {
    await signInThroughForm(page, { email, password: `incorrecta-${attempt}` });
    const remaining = 5 - attempt;
    await expect(
      page.getByText(remaining === 1 ? 'Te queda 1 intento.' : `Te quedan ${remaining} intentos.`),
    ).toBeVisible();
  }
  await expect(
    toast(page, 'Credenciales incorrectas. Verifica tu email y contraseña.').first(),
  ).toBeVisible();

  await signInThroughForm(page, { email, password: 'incorrecta-5' });

  await expect(
    page.getByText(/Has excedido el número máximo de intentos. Espera unos minutos y recarga/),
  ).toBeVisible();
  await expect(toast(page, 'Demasiados intentos', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Email')).toBeEnabled();
});

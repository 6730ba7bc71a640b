import { expect, signInThroughForm, test, toast } from '../support/fixtures';

// An address no other test uses: the server also locks an e-mail after repeated failures.
const EMAIL = 'bloqueo-e2e@demo.local';

test('five wrong passwords disable the form until the page is reloaded', async ({ page }) => {
  await page.goto('/login');

  for (let attempt = 1; attempt <= 4; attempt++) {
    await signInThroughForm(page, { email: EMAIL, password: `incorrecta-${attempt}` });
    const remaining = 5 - attempt;
    await expect(
      page.getByText(remaining === 1 ? 'Te queda 1 intento.' : `Te quedan ${remaining} intentos.`),
    ).toBeVisible();
  }
  await expect(
    toast(page, 'Credenciales incorrectas. Verifica tu email y contraseña.').first(),
  ).toBeVisible();

  await signInThroughForm(page, { email: EMAIL, password: 'incorrecta-5' });

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

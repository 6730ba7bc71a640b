import { DEMO_CREDENTIALS, expect, signInThroughForm, test, toast } from '../support/fixtures';

test('an inactive client (Moda Vértice) is refused at sign-in with the deactivated-account message', async ({
  page,
}) => {
  const { inactiveClient } = DEMO_CREDENTIALS;
  await page.goto('/login');
  await signInThroughForm(page, inactiveClient);

  await expect(toast(page, 'Error de autenticación')).toBeVisible();
  await expect(toast(page, 'Tu cuenta está desactivada. Contacta con la agencia.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // No session was left behind: the client area still sends to the sign-in page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

import type { OutboxResponse } from '../../../src/shared/mail/outbox';
import { expect, signInThroughForm, test, toast } from '../support/fixtures';

const NEW_PASSWORD = 'Recuperada-Clave-2028!';

test.use({ viewport: { width: 390, height: 844 } });

test('a client who forgot the password asks for a link on the phone, sets a new password and signs in with it', async ({
  newClient: client,
  newClientPage: otherDevice,
  adminApi,
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await page.getByLabel('Email').fill(client.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Te hemos enviado un enlace si la dirección está registrada',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // No SMTP in the e2e server: the e-mail is read in the outbox ('Correos enviados').
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await adminApi.get('/api/admin/mail', {
          params: { q: client.email, kind: 'password-reset', limit: 1 },
        });
        const { messages } = (await response.json()) as OutboxResponse;
        link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(messages[0]?.text ?? '')?.[1];
        return link;
      },
      { message: `the reset e-mail to ${client.email}` },
    )
    .toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await expect(page.getByRole('list', { name: 'Requisitos de la contraseña' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, '¡Contraseña actualizada!')).toBeVisible();

  // The session open on another device ended with the reset.
  await otherDevice.goto('/dashboard');
  await expect(otherDevice).toHaveURL(/\/login\?next=%2Fdashboard$/);

  // The link works once: opened again, the page says so before any password is typed.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'El enlace no es válido o ha caducado' })).toBeVisible();
  await expect(page.getByLabel('Nueva contraseña')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();

  await page.goto('/login');
  await signInThroughForm(page, { email: client.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Dashboard - ${client.brandName}`)).toBeVisible();
});

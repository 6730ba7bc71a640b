import { randomUUID } from 'node:crypto';
import { expect, signInThroughForm, test, toast } from '../support/fixtures';

const NEW_PASSWORD = 'Marca-Nueva-2027!';

test('the admin creates a client, reads the credentials e-mail, the client activates its user, the admin edits and deletes it', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow(); // a whole journey: two argon2 password hashes, two sign-ins
  const tag = randomUUID().slice(0, 6);
  const brand = `Panadería Sol ${tag}`;
  const email = `sol-${tag}@example.test`;

  // --- create -------------------------------------------------------------------------------------------
  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo Cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Cliente' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('El nombre de marca debe tener al menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('Email inválido')).toBeVisible();

  await page.getByLabel('Nombre del contacto *').fill('Marta Sol');
  await page.getByLabel('Nombre de la marca *').fill(brand);
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Teléfono').fill('+34 611 222 333');
  await page.getByRole('combobox', { name: 'Industria' }).click();
  await page.getByRole('option', { name: 'Alimentación' }).click();
  await page.getByLabel('Descripción').fill('Panadería artesana de barrio.');
  await page.getByRole('button', { name: 'Crear Cliente' }).click();

  await expect(toast(page, 'Cliente y usuario creados exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients$/);

  // the server-side search finds it by e-mail
  await page.getByPlaceholder('Buscar por nombre, marca o email...').fill(email.toUpperCase());
  await expect(page.getByRole('heading', { name: 'Clientes (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: brand, exact: true })).toBeVisible();

  // --- the credentials e-mail, kept in the outbox (no SMTP in the e2e server) -----------------------------
  // (searched by the address: other tests running at the same time send e-mails too)
  await page.goto(`/admin/settings?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  const mailList = page.getByRole('list', { name: 'Correos enviados' });
  await mailList
    .getByRole('listitem')
    .filter({ hasText: brand })
    .getByRole('button', { name: /Ver mensaje/ })
    .click();
  const message = page.getByRole('dialog');
  await expect(message).toContainText(email);
  const text = (await message.locator('pre').textContent()) ?? '';
  const temporaryPassword = /Contraseña temporal: (\S+)/.exec(text)?.[1];
  expect(temporaryPassword, 'the e-mail holds the temporary password').toBeTruthy();
  await page.keyboard.press('Escape');

  // --- the client signs in with it and must change it -----------------------------------------------------
  const clientContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/login');
  await signInThroughForm(clientPage, { email, password: temporaryPassword! });
  const change = clientPage.getByRole('dialog', { name: 'Cambia tu contraseña' });
  await expect(change).toBeVisible();
  await change.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await change.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(clientPage, '¡Contraseña actualizada!')).toBeVisible();
  await clientContext.close();

  // --- the admin sees the user active, edits the client ----------------------------------------------------
  await page.goto('/admin/clients');
  await page.getByPlaceholder('Buscar por nombre, marca o email...').fill(tag);
  await page.getByRole('link', { name: `Ver ${brand}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usuario Activo' })).toBeDisabled();
  await expect(page.getByText('+34 611 222 333')).toBeVisible();
  await expect(page.getByText('Este cliente no tiene campañas aún.')).toBeVisible();

  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Cliente' })).toBeVisible();
  await page.getByLabel('Teléfono').fill('');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Inactivo' }).click();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page, 'Cliente actualizado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
  await expect(page.getByText('Inactivo')).toBeVisible();
  await expect(page.getByText('+34 611 222 333')).toHaveCount(0);

  // --- delete, typing the exact brand name ------------------------------------------------------------------
  await page.getByRole('button', { name: 'Eliminar Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar Cliente' });
  const confirm = dialog.getByRole('button', { name: 'Eliminar Cliente' });
  await dialog.getByRole('textbox').fill(brand.toLowerCase());
  await expect(dialog.getByText('El nombre del cliente no coincide.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(brand);
  await confirm.click();
  await expect(toast(page, 'Cliente eliminado')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients$/);

  await page.goto('/admin/clients');
  await page.getByPlaceholder('Buscar por nombre, marca o email...').fill(tag);
  await expect(page.getByText('No se encontraron clientes.')).toBeVisible();
});

test('an unknown client shows the not-found state', async ({ adminPage: page }) => {
  await page.goto('/admin/clients/6f1d2a52-5d7e-4a7a-9a35-0f6c8e1b2c3d');
  await expect(page.getByRole('heading', { name: 'Cliente no encontrado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a Clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Clientes' })).toBeVisible();
});

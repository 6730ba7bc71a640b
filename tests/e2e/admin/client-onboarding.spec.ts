import type { Page } from '@playwright/test';
import { isoDay, TIME_ZONE } from '../support/campaign-file';
import { expect, signInThroughForm, test, toast } from '../support/fixtures';

/**
 * The agency's whole onboarding of a brand (issue 3): the admin creates the client, reads the credentials
 * e-mail in the outbox, imports a campaign for it by drag and drop; the client signs in with the temporary
 * password, replaces it and sees the campaign; the admin then deletes the campaign (typing ELIMINAR) and the
 * client (typing its name).
 */

const NEW_PASSWORD = 'Marca-Nueva-2027!';

/** A campaign file in the import format: yesterday, today and the next two days, two blocks a day. */
function campaignFile(title: string) {
  const days = [-1, 0, 1, 2].map((offset, i) => ({
    date: isoDay(offset),
    theme: `Tema del día ${i + 1}`,
    blocks: [
      {
        block_name: 'Mañana',
        stories: [
          {
            number: 1,
            copy: `Buenos días, día ${i + 1}`,
            visual: 'Producto en la mesa',
            type: 'TEXTO_PANTALLA',
          },
          {
            number: 2,
            copy: '¿Cuál prefieres?',
            visual: 'Dos tazas',
            type: 'EL_HABLANDO',
            sticker: { type: 'poll', options: ['Solo', 'Con leche'] },
          },
        ],
      },
      {
        block_name: 'Tarde',
        stories: [
          { number: 3, copy: 'Lo que dicen de nosotros', visual: 'Cliente', type: 'TESTIMONIO_CLIENTE' },
        ],
      },
    ],
  }));
  return { campaign_title: title, start_date: days[0]!.date, days };
}

/** Drops a file on an element with a real drop event carrying a DataTransfer (as a browser drag would). */
async function dropFile(page: Page, selector: string, name: string, content: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, content }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: 'application/json' }));
      return transfer;
    },
    { name, content },
  );
  const zone = page.locator(selector);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

// Its campaign and client must be the newest of the panel: it runs alone, after the parallel tests (@panel-wide).
test('the agency onboards a brand end to end, and removes it again', { tag: '@panel-wide' }, async ({
  adminPage: admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const brand = `Marca Onboarding ${suffix}`;
  const contact = 'Irene Salas';
  const email = `onboarding-${suffix}@example.test`;
  const title = `Lanzamiento Otoño ${suffix}`;

  // 1. The admin creates the client through the form.
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'Nuevo Cliente' }).click();
  await expect(admin).toHaveURL(/\/admin\/clients\/new$/);
  await admin.getByLabel('Nombre del contacto').fill(contact);
  await admin.getByLabel('Nombre de la marca').fill(brand);
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(toast(admin, 'Cliente y usuario creados exitosamente')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/clients$/);

  // 2. The credentials e-mail is in the outbox ('Correos enviados' on the settings page).
  await admin.goto('/admin/settings');
  const outbox = admin.getByRole('list', { name: 'Correos enviados' });
  const mailItem = outbox
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: 'credenciales' });
  await expect(mailItem).toHaveCount(1);
  await mailItem.getByRole('button', { name: /Ver mensaje/ }).click();
  const mail = admin.getByRole('dialog');
  await expect(mail).toContainText(brand);
  const mailText = (await mail.locator('pre').textContent()) ?? '';
  const temporaryPassword = /Contraseña temporal: (\S+)/.exec(mailText)?.[1];
  expect(temporaryPassword, 'the e-mail holds the temporary password').toBeTruthy();
  await mail.getByRole('button', { name: 'Cerrar' }).first().click();

  // 3. From the dashboard, the admin imports a campaign file for that client by drag and drop.
  await admin.goto('/admin');
  await admin.getByRole('button', { name: 'Importar Campaña' }).click();
  const importDialog = admin.getByRole('dialog', { name: 'Importar Campaña JSON' });
  await expect(importDialog.getByText('Primero selecciona un cliente')).toBeVisible();
  await importDialog.getByRole('combobox', { name: 'Seleccionar Cliente' }).click();
  await admin.getByRole('option', { name: new RegExp(brand) }).click();
  await expect(importDialog.getByText('Arrastra aquí el archivo de la campaña: JSON o .zip')).toBeVisible();
  await dropFile(
    admin,
    '[data-testid=import-drop-zone]',
    'campana.json',
    JSON.stringify(campaignFile(title)),
  );

  const preview = importDialog.getByRole('region', { name: 'Archivo JSON Válido' });
  await expect(preview.getByText('Listo para importar')).toBeVisible();
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText(brand)).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Días de la campaña' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await importDialog.getByRole('button', { name: 'Importar Campaña' }).click();
  await expect(toast(admin, '¡Campaña creada exitosamente!')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(importDialog).toBeHidden();

  // The dashboard has refreshed without a reload: the new client and campaign are the most recent ones.
  const card = (heading: string) =>
    admin.locator('[data-slot=card]').filter({ has: admin.getByRole('heading', { name: heading }) });
  await expect(card('Campañas Recientes').getByRole('listitem').first()).toContainText(title);
  await expect(card('Clientes Recientes').getByRole('link', { name: new RegExp(brand) })).toBeVisible();

  // The campaign list finds it by the client's brand, with its 12 stories still to publish.
  await admin.goto(`/admin/campaigns?q=${encodeURIComponent(brand.toUpperCase())}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Gestión de Campañas' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('progressbar', { name: '0 de 12 historias publicadas' })).toBeVisible();

  // 4. The client signs in with the temporary password in a fresh browser, replaces it and sees the campaign.
  const clientContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: TIME_ZONE });
  try {
    const client = await clientContext.newPage();
    await client.goto('/login');
    await signInThroughForm(client, { email, password: temporaryPassword! });
    const change = client.getByRole('dialog', { name: 'Cambia tu contraseña' });
    await expect(change).toBeVisible();
    await change.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await change.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(toast(client, '¡Contraseña actualizada!')).toBeVisible();
    // Signed out, and the sign-in page will return to the page the change was made on.
    await expect(client).toHaveURL(/\/login\?next=%2Fdashboard$/, { timeout: 10_000 });

    await signInThroughForm(client, { email, password: NEW_PASSWORD });
    await expect(client).toHaveURL(/\/dashboard$/);
    await expect(client.getByText(`Dashboard - ${brand}`)).toBeVisible();
    await client.goto('/dashboard/campaigns');
    await expect(client.getByText(title).first()).toBeVisible();
  } finally {
    await clientContext.close();
  }

  // 5. The admin deletes the campaign by typing ELIMINAR.
  await admin.goto(`/admin/campaigns?q=${encodeURIComponent(brand)}`);
  await admin.getByRole('button', { name: `Eliminar campaña ${title}` }).click();
  const deleteCampaign = admin.getByRole('dialog', { name: 'Eliminar campaña' });
  const confirmCampaign = deleteCampaign.getByRole('button', { name: 'Eliminar Campaña' });
  await expect(confirmCampaign).toBeDisabled();
  await deleteCampaign.getByRole('textbox').fill('BORRAR');
  await expect(confirmCampaign).toBeDisabled();
  await deleteCampaign.getByRole('textbox').fill('ELIMINAR');
  await confirmCampaign.click();
  await expect(toast(admin, 'Campaña eliminada')).toBeVisible();
  await expect(deleteCampaign).toBeHidden();
  await expect(admin.getByText('No se encontraron campañas')).toBeVisible();

  // 6. …and then the client by typing its brand name.
  await admin.goto('/admin/clients');
  await admin.getByPlaceholder('Buscar por nombre, marca o email...').fill(suffix);
  await admin.getByRole('button', { name: `Eliminar ${brand}` }).click();
  const deleteClient = admin.getByRole('dialog', { name: 'Eliminar Cliente' });
  await deleteClient.getByRole('textbox').fill(brand);
  await deleteClient.getByRole('button', { name: 'Eliminar Cliente' }).click();
  await expect(toast(admin, 'Cliente eliminado')).toBeVisible();
  await expect(admin.getByRole('button', { name: `Eliminar ${brand}` })).toHaveCount(0);

  // The client's login went with it.
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email, password: NEW_PASSWORD },
    headers: { Origin: baseURL! },
  });
  expect(signIn.status()).toBe(401);
});

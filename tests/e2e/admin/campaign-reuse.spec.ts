import { campaignDetail } from '../campaign-detail/support';
import { isoDay } from '../support/campaign-file';
import { expect, test, toast } from '../support/fixtures';

/**
 * Issue 33 §2: the agency makes a campaign from a shipped template for a brand, filling its variables: a missing
 * value is named under its field, the preview shows the filled text, and the brand's stories hold no `{variable}`.
 */
test('the agency creates a campaign from a template with variables', async ({
  adminPage,
  newClient,
  pageAs,
}) => {
  await adminPage.goto('/admin/templates');
  await adminPage.getByRole('button', { name: 'Usar plantilla Rebajas de 3 días' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Nueva campaña desde plantilla' });
  await dialog.getByRole('combobox', { name: 'Cliente' }).click();
  await adminPage.getByRole('option', { name: newClient.brandName }).click();
  await dialog.getByLabel('Fecha de inicio').fill(isoDay(12));
  // {marca} follows the chosen client.
  await expect(dialog.getByLabel('Marca')).toHaveValue(newClient.brandName);
  await dialog.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(dialog.getByText('Falta el valor de «Descuento»', { exact: true })).toBeVisible();

  await dialog.getByLabel('Descuento', { exact: true }).fill('25 %');
  await dialog.getByLabel('Código de descuento').fill('PRUEBA25');
  await dialog.getByLabel('Enlace (https://…)').fill('https://tienda.example/rebajas');
  await expect(dialog.getByText(/25 % en toda la tienda con el código PRUEBA25/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(toast(adminPage, 'Campaña creada')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  const id = adminPage.url().split('/').at(-1)!;

  const { campaign } = await campaignDetail(await pageAs(newClient), id);
  expect(campaign.title).toBe(`Rebajas de 3 días en ${newClient.brandName}`);
  expect(campaign.startDate).toBe(isoDay(12));
  const texts = JSON.stringify(campaign.days.flatMap((day) => day.stories.map((story) => story.copyText)));
  expect(texts).toContain('PRUEBA25');
  expect(texts).not.toMatch(/\{[a-z_]+\}/);
});

/**
 * Issue 33 §3: the agency exports a campaign as JSON from its row and imports the file for another client: the new
 * campaign has the same days and stories.
 */
test('the agency exports a campaign and imports it again', async ({
  adminPage,
  newClient,
  newCampaign,
  createClient,
  pageAs,
}, testInfo) => {
  const other = await createClient();
  await adminPage.goto(`/admin/campaigns?q=${encodeURIComponent(newClient.brandName)}`);
  await adminPage.getByRole('button', { name: `Exportar campaña ${newCampaign.title}` }).click();
  const exportDialog = adminPage.getByRole('dialog', { name: 'Exportar campaña' });
  const downloading = adminPage.waitForEvent('download');
  await exportDialog.getByRole('link', { name: /Archivo JSON/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^campana-.+\.json$/);
  // Saved under its own name: the import dialog takes a .json by its name.
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await adminPage.keyboard.press('Escape');

  await adminPage.goto('/admin');
  await adminPage.getByRole('button', { name: 'Importar Campaña' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Importar Campaña JSON' });
  await dialog.getByRole('combobox', { name: 'Seleccionar Cliente' }).click();
  await adminPage.getByRole('option', { name: new RegExp(other.brandName) }).click();
  await dialog.getByLabel('Archivo de la campaña (JSON o .zip)').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importar Campaña' }).click();
  await expect(dialog.getByText(`Campaña importada: ${newCampaign.title}`)).toBeVisible();
  await dialog.getByRole('link', { name: 'Ver la campaña' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  const id = adminPage.url().split('/').at(-1)!;

  const source = await campaignDetail(await pageAs(newClient), newCampaign.id);
  const copy = await campaignDetail(await pageAs(other), id);
  const outline = (detail: typeof source) =>
    detail.campaign.days.map((day) => [
      day.date,
      day.stories.map((story) => [story.copyText, story.scheduledTime]),
    ]);
  expect(outline(copy)).toEqual(outline(source));
});

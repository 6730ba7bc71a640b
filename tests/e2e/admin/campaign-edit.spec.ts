import { campaignFile } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12: 'Editar' on a campaign opens 'Editar Campaña' (not the same screen as 'Ver'); the agency changes the
 * title, the description and the status, and the campaign screen shows them. The client and its campaign are
 * the test's own.
 */
test('the agency edits a campaign from its row', async ({ adminPage, createClient, importCampaign }) => {
  const client = await createClient({ activate: false });
  const campaign = await importCampaign(client, campaignFile(`Campaña para editar ${Date.now()}`));
  const newTitle = `Campaña editada ${Date.now()}`;

  await adminPage.goto(`/admin/clients/${client.id}`);
  await adminPage.getByRole('link', { name: `Editar ${campaign.title}` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Editar Campaña' })).toBeVisible();
  await adminPage.getByLabel('Título *').fill(newTitle);
  await adminPage.getByLabel('Descripción').fill('Nueva descripción\ncon dos líneas');
  await adminPage.getByRole('combobox', { name: 'Estado' }).click();
  await adminPage.getByRole('option', { name: 'Pausada' }).click();
  await adminPage.getByRole('button', { name: 'Guardar Cambios' }).click();

  await expect(adminPage).toHaveURL(new RegExp(`/admin/campaigns/${campaign.id}$`));
  await expect(adminPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(adminPage.getByText('Pausada').first()).toBeVisible();
  await expect(adminPage.getByText('Nueva descripción')).toBeVisible();

  // The server's rules show next to the field.
  await adminPage.goto(`/admin/campaigns/${campaign.id}/edit`);
  await adminPage.getByLabel('Título *').fill('   ');
  await adminPage.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(adminPage.getByText('El título es obligatorio')).toBeVisible();
});

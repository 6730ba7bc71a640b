import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12: 'Editar' on a campaign opens 'Editar Campaña' (not the same screen as 'Ver'); the agency changes the
 * title, the description and the status, and the campaign screen shows them. The campaign is made for the test
 * (dated well ahead, so no other test's lists change) and removed at the end.
 */
const EXAMPLE = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../examples/campaign-example.json'), 'utf8'),
) as { start_date: string; days: { date?: string }[] };

test('the agency edits a campaign from its row', async ({ adminPage, baseURL }) => {
  const origin = { Origin: baseURL! };
  const clients = await (await adminPage.request.get('/api/admin/clients?q=Caf%C3%A9%20Aurora')).json();
  const clientId = (clients.clients[0] as { id: string }).id;
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const file = { ...EXAMPLE, campaign_title: `Campaña para editar ${Date.now()}`, start_date: start };
  file.days = file.days.map((day, i) => ({
    ...day,
    date: new Date(Date.parse(start) + i * 86_400_000).toISOString().slice(0, 10),
  }));
  const imported = await adminPage.request.post('/api/admin/campaigns/import', {
    headers: origin,
    data: { clientId, campaign: file },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const campaignId = ((await imported.json()) as { campaign: { id: string } }).campaign.id;
  const newTitle = `Campaña editada ${Date.now()}`;
  try {
    await adminPage.goto(`/admin/clients/${clientId}`);
    await adminPage.getByRole('link', { name: `Editar ${file.campaign_title}` }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Editar Campaña' })).toBeVisible();
    await adminPage.getByLabel('Título *').fill(newTitle);
    await adminPage.getByLabel('Descripción').fill('Nueva descripción\ncon dos líneas');
    await adminPage.getByRole('combobox', { name: 'Estado' }).click();
    await adminPage.getByRole('option', { name: 'Pausada' }).click();
    await adminPage.getByRole('button', { name: 'Guardar Cambios' }).click();

    await expect(adminPage).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}$`));
    await expect(adminPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(adminPage.getByText('Pausada').first()).toBeVisible();
    await expect(adminPage.getByText('Nueva descripción')).toBeVisible();

    // The server's rules show next to the field.
    await adminPage.goto(`/admin/campaigns/${campaignId}/edit`);
    await adminPage.getByLabel('Título *').fill('   ');
    await adminPage.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(adminPage.getByText('El título es obligatorio')).toBeVisible();
  } finally {
    await adminPage.request.delete(`/api/admin/campaigns/${campaignId}`, {
      headers: origin,
      data: { confirmationTitle: newTitle },
    });
    await adminPage.request.delete(`/api/admin/campaigns/${campaignId}`, {
      headers: origin,
      data: { confirmationTitle: file.campaign_title },
    });
  }
});

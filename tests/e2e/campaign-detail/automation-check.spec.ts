import { randomUUID } from 'node:crypto';
import { campaignFile } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';
import { campaignDetail, storyCard } from './support';

/**
 * Issue 33 §4: the brand runs «Revisar automatizaciones» on a campaign whose story asks for a keyword the automation
 * does not answer, follows «Corregir» to that story, fixes its copy, and checks again: that finding is gone.
 */
test('the brand checks its chat automation and fixes a finding', async ({
  newClient,
  newClientPage: page,
  importCampaign,
}) => {
  const file = campaignFile(`Automatización E2E ${randomUUID().slice(0, 8)}`);
  file.days[0]!.blocks[0]!.stories[0]!.copy = 'Escríbenos TALLER y te guardamos plaza';
  file.days[1]!.blocks[0]!.stories[0]!.copy = 'Responde CAFÉ y te mandamos el descuento';
  file.chat_automation = { keyword: 'CAFÉ', auto_response: '¡Hola! Aquí tienes tu descuento.' };
  const imported = await importCampaign(newClient, file);
  const { campaign } = await campaignDetail(page, imported.id);
  const story = campaign.days[0]!.stories.find((s) => s.copyText.startsWith('Escríbenos TALLER'))!;

  await page.goto(`/dashboard/campaigns/${imported.id}`);
  await page.getByRole('button', { name: 'Revisar automatizaciones' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Revisar automatizaciones' });
  const finding = dialog
    .getByRole('listitem')
    .filter({ hasText: 'La historia pide escribir TALLER, pero la automatización responde a CAFÉ' });
  await expect(finding).toBeVisible();
  await finding.getByRole('link', { name: /Corregir/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`storyId=${story.id}`));

  const card = storyCard(page, story);
  await card.getByRole('button', { name: 'Cambiar copy' }).click();
  await card
    .getByRole('textbox', { name: 'Nuevo copy de la historia' })
    .fill('Escríbenos CAFÉ y te guardamos plaza');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${story.id}/copy`));
  await card.getByRole('button', { name: 'Guardar' }).click();
  expect((await saved).ok()).toBeTruthy();

  await page.getByRole('button', { name: 'Revisar automatizaciones' }).first().click();
  const again = page.getByRole('dialog', { name: 'Revisar automatizaciones' });
  await expect(
    again.getByText('Sin problemas: las palabras clave, los mensajes y los enlaces están bien.'),
  ).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { campaignFile } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

// On a phone: the brand marks the story it has just posted, with the screenshot from its camera roll.
test.use({ viewport: { width: 390, height: 844 } });

test('a brand that must prove its posts marks a story published with its screenshot; the agency sees it', async ({
  newClientPage: page,
  newClient,
  importCampaign,
  adminApi,
  adminPage,
}) => {
  // The agency asks this client for proof of posting.
  const path = `/api/admin/clients/${newClient.id}`;
  const { client } = (await (await adminApi.get(path)).json()) as { client: Record<string, unknown> };
  const { name, brandName, email, phone, industry, description, status } = client;
  const saved = await adminApi.patch(path, {
    data: { name, brandName, email, phone, industry, description, status, proofRequired: true },
  });
  expect(saved.status()).toBe(200);

  const campaign = await importCampaign(newClient, campaignFile(`Prueba E2E ${randomUUID().slice(0, 8)}`));
  const detail = (await (await adminApi.get(`/api/campaigns/${campaign.id}`)).json()) as {
    campaign: { days: { stories: { id: string }[] }[] };
  };
  const storyId = detail.campaign.days[0]!.stories[0]!.id;
  const screenshot = await sharp({
    create: { width: 1170, height: 2532, channels: 3, background: '#b9770e' },
  })
    .png()
    .toBuffer();

  await page.goto(`/dashboard/campaigns/${campaign.id}?storyId=${storyId}`);
  const card = page.locator(`[id="historia-${storyId}"]`);
  await card.getByRole('button', { name: 'Pendiente' }).click();
  const sheet = page.getByRole('dialog', { name: 'Marcar publicada con prueba' });
  const submit = sheet.getByRole('button', { name: 'Marcar publicada con prueba' });
  await expect(submit).toBeDisabled();
  await sheet
    .locator('input[type="file"]')
    .setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: screenshot });
  await expect(sheet.getByRole('img')).toBeVisible();
  await submit.click();
  await expect(card.getByRole('button', { name: 'Publicado' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Captura de Historia 1/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The agency sees the screenshot on the campaign screen, served as a WebP of at most 1920 px.
  await adminPage.goto(`/admin/campaigns/${campaign.id}?storyId=${storyId}`);
  const adminCard = adminPage.locator(`[id="historia-${storyId}"]`);
  const thumbnail = adminCard.getByRole('link', { name: /^Captura de Historia 1/ });
  await expect(thumbnail).toBeVisible();
  const image = await adminPage.request.get((await thumbnail.getAttribute('href'))!);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await image.body()).metadata()).height).toBe(1920);
});

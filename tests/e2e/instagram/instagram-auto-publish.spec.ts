import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type CampaignFile, isoDay } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';
import { INSTAGRAM_DOUBLE_METRICS } from '../support/instagram';

/**
 * Issue 32 end to end, against the test double of Meta's API (playwright.config.ts starts it): the agency connects a
 * client's Instagram account through the double's authorization page, sets a story to be published automatically,
 * sees it published by the panel, and its numbers arrive on the results screen «desde Instagram».
 */

/** Today's campaign with one story Instagram's API can publish: no sticker, link, mention or on-screen text, due at 00:00. */
function publishableCampaign(): CampaignFile {
  return {
    campaign_title: `Instagram E2E ${randomUUID().slice(0, 8)}`,
    start_date: isoDay(0),
    days: [
      {
        date: isoDay(0),
        theme: 'El tueste de hoy',
        blocks: [
          {
            block_name: 'Mañana',
            stories: [
              {
                number: 1,
                copy: 'Así tostamos el lote de hoy: doce minutos y mucha paciencia.',
                visual: 'Vídeo de la tostadora',
                type: 'EL_HABLANDO',
                scheduled_time: '00:00',
              },
            ],
          },
        ],
      },
    ],
  };
}

test('the agency connects a client’s Instagram, sets a story to publish itself, and sees it published with its numbers', async ({
  adminPage: page,
  adminApi,
  newClient,
  importCampaign,
}) => {
  // The container is looked at every 10 s (twice IN_PROGRESS on the double), then published; the first insights read
  // follows at once (INSTAGRAM_INSIGHTS_POLL_MINUTES=0,…).
  test.setTimeout(180_000);
  const campaign = await importCampaign(newClient, publishableCampaign());
  const detail = (await (await adminApi.get(`/api/campaigns/${campaign.id}`)).json()) as {
    campaign: { days: { stories: { id: string }[] }[] };
  };
  const storyId = detail.campaign.days[0]!.stories[0]!.id;
  const file = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#6f4e37' } })
    .jpeg()
    .toBuffer();
  const uploaded = await adminApi.post(`/api/stories/${storyId}/media?name=tueste.jpg`, {
    headers: { 'content-type': 'application/octet-stream' },
    data: file,
  });
  expect(uploaded.status()).toBe(201);

  // «Conectar con Instagram» on the client's page, through Instagram's (the double's) authorization page.
  await page.goto(`/admin/clients/${newClient.id}`);
  await page.getByRole('button', { name: 'Conectar con Instagram' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page
    .getByRole('link', { name: /Permitir/ })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/admin/clients/${newClient.id}`));
  await expect(page.getByText('Cuenta de Instagram conectada.')).toBeVisible();
  await expect(page.getByText('@marca_demo')).toBeVisible();
  await expect(page).not.toHaveURL(/instagram=/);

  // «Publicar automáticamente…» on the story's card.
  await page.goto(`/admin/campaigns/${campaign.id}?storyId=${storyId}`);
  const card = page.locator(`[id="historia-${storyId}"]`);
  await card.getByRole('button', { name: 'Publicar automáticamente…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/@marca_demo/)).toBeVisible();
  await dialog.getByRole('switch').click();
  await expect(dialog.getByRole('switch')).toBeChecked();
  await page.keyboard.press('Escape');

  // The panel publishes it (the job runs at once: the story was due at 00:00) and the card says so.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Publicada automáticamente')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });

  // Its numbers arrive from Instagram on the results screen, not editable.
  await page.goto(`/admin/results/${storyId}`);
  const reach = page.getByLabel('Cuentas alcanzadas', { exact: false });
  await expect(async () => {
    await page.reload();
    await expect(reach).toHaveValue(String(INSTAGRAM_DOUBLE_METRICS.reach), { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(reach).toHaveAttribute('readonly', '');
  await expect(page.getByText('desde Instagram').first()).toBeVisible();
  await expect(page.getByLabel('Impresiones', { exact: false })).toHaveValue(
    String(INSTAGRAM_DOUBLE_METRICS.views),
  );
});

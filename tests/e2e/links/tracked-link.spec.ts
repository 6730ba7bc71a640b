import { randomUUID } from 'node:crypto';
import { campaignFile } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.1.1.28.108 (iPhone15,3; iOS 17_1_2; es_ES; es; scale=3.00; 1290x2796; 537288532)';

// On a phone: the brand copies the short link from its campaign screen.
test.use({ viewport: { width: 390, height: 844 } });

test('a landing page gets a short link: shown on the campaign screen, a tap redirected with UTM and counted, a preview not', async ({
  newClientPage: page,
  newClient,
  importCampaign,
  request,
}) => {
  const title = `Enlaces E2E ${randomUUID().slice(0, 8)}`;
  const campaign = await importCampaign(newClient, {
    ...campaignFile(title),
    chat_automation: {
      keyword: 'TALLER',
      auto_response: 'Hola, aquí tienes la información',
      follow_up_sequence: [],
      landing_url: 'https://marca.example/landing?ref=bio',
      tags: [],
      notes: '',
    },
  });

  const openLandingRow = async () => {
    await page.goto(`/dashboard/campaigns/${campaign.id}`);
    await page.getByRole('button', { name: 'Ver automatización de chat' }).click();
    return page.getByRole('region', { name: 'Enlace con seguimiento de la landing' });
  };
  let row = await openLandingRow();
  await expect(row).toContainText('0 clics');
  await expect(row).toContainText('Lleva a marca.example/landing');
  await expect(
    row.getByRole('button', { name: 'Copiar enlace con seguimiento de la landing' }),
  ).toBeVisible();
  const shortLink = (await row.getByText(/\/l\/[A-Za-z0-9]{8}$/).textContent())!.trim();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A link preview (WhatsApp, Facebook…) is sent on but not counted; the person's tap is.
  const preview = await request.get(shortLink, {
    maxRedirects: 0,
    headers: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
  });
  expect(preview.status()).toBe(302);
  const tap = await request.get(shortLink, { maxRedirects: 0, headers: { 'user-agent': IPHONE_INSTAGRAM } });
  expect(tap.status()).toBe(302);
  const location = new URL(tap.headers().location!);
  expect(location.origin + location.pathname).toBe('https://marca.example/landing');
  expect(Object.fromEntries(location.searchParams)).toMatchObject({
    ref: 'bio',
    utm_source: 'instagram',
    utm_medium: 'dm',
    utm_content: 'automatizacion',
  });
  expect(location.searchParams.get('utm_campaign')).toMatch(/^enlaces-e2e-/);

  row = await openLandingRow();
  await expect(row).toContainText('1 clic');
});

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { campaignFile } from '../support/campaign-file';
import { expect, test, toast } from '../support/fixtures';

// On a phone: the brand opens the reminder's link from its notification.
test.use({ viewport: { width: 390, height: 844 } });

test('the brand enters a story’s numbers from the reminder’s link; the agency opens the report and downloads the PDF and the CSV', async ({
  newClientPage: page,
  newClient,
  importCampaign,
  adminApi,
  adminPage,
  baseURL,
}) => {
  const title = `Resultados E2E ${randomUUID().slice(0, 8)}`;
  const campaign = await importCampaign(newClient, campaignFile(title));
  const detail = (await (await adminApi.get(`/api/campaigns/${campaign.id}`)).json()) as {
    campaign: { days: { stories: { id: string }[] }[] };
  };
  // Day 1's story 2 has a poll («Solo» / «Con leche»); the brand published it.
  const storyId = detail.campaign.days[0]!.stories[1]!.id;
  const marked = await page.request.patch(`/api/stories/${storyId}/posted`, {
    data: { isPosted: true },
    headers: { origin: baseURL! },
  });
  expect(marked.status()).toBe(200);

  // The +20 h reminder opens the story's results form.
  await page.goto(`/dashboard/results/${storyId}`);
  await expect(page.getByRole('heading', { name: 'Resultados', level: 1 })).toBeVisible();
  await page.getByLabel('Cuentas alcanzadas').fill('1.234');
  await page.getByLabel('Impresiones').fill('1500');
  await page.getByLabel('Respuestas', { exact: true }).fill('-2');
  await page.getByRole('button', { name: 'Guardar resultados' }).click();
  await expect(page.getByText('No puede ser negativo.')).toBeVisible();
  await page.getByLabel('Respuestas', { exact: true }).fill('12');
  await page.getByLabel('Votos: Solo').fill('40');
  await page.getByLabel('Votos: Con leche').fill('25');
  await page.getByLabel('Mensajes con la palabra clave').fill('7');
  await page.getByRole('button', { name: 'Guardar resultados' }).click();
  await expect(toast(page, 'Resultados guardados')).toBeVisible();
  await expect(page.getByText(/^Apuntados por .* \(Cliente\) el /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The agency opens the report: reach 1234 (es-ES groups from 5 digits) → 77 interactions (12 replies + 65
  // votes) → DMs 7.
  await adminPage.goto(`/admin/campaigns/${campaign.id}/results`);
  const funnel = adminPage.getByRole('table', { name: /Embudo de la campaña/ });
  await expect(funnel.getByRole('row', { name: /Alcance/ })).toContainText('1234');
  await expect(funnel.getByRole('row', { name: /Interacciones/ })).toContainText('77');

  const pdfDownload = adminPage.waitForEvent('download');
  await adminPage.getByRole('link', { name: 'Descargar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^resultados-resultados-e2e-.*\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const csvDownload = adminPage.waitForEvent('download');
  await adminPage.getByRole('link', { name: 'Descargar CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain(title);
  expect(text).toContain(';1234;1500;12;');
});

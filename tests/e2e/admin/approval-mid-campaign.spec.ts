import { campaignFile } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

/**
 * Issue 29 §4 and §5 on a phone (390 × 844): turning «Requiere aprobación del cliente» on for a campaign under way
 * says how many stories of the coming days will wait and asks from when (from tomorrow by default); the delete
 * dialog asks for ELIMINAR; the client form's time zone is found by typing. Screenshots of each are kept for review.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SHOTS = process.env.H5_SHOTS_DIR;

test('approval turned on mid-campaign asks from when, and the server applies it from tomorrow', async ({
  adminPage: page,
  createClient,
  importCampaign,
}) => {
  const client = await createClient({ activate: false });
  // 8 days of 4 stories from 3 days ago: 16 due today or before, 16 from tomorrow.
  const campaign = await importCampaign(client, campaignFile(`Aprobación a mitad ${Date.now()}`));

  await page.goto(`/admin/campaigns/${campaign.id}/edit`);
  await page.getByRole('switch', { name: 'Requiere aprobación del cliente' }).click();
  const choice = page.getByRole('group', { name: '¿Desde cuándo?' });
  await expect(choice).toContainText(
    '16 historias de los próximos días esperarán la aprobación del cliente.',
  );
  await expect(choice.getByRole('radio', { name: /Desde mañana/ })).toBeChecked();
  await expect(choice).toContainText(
    'las 16 historias de hoy y atrasadas sin aprobar se pueden seguir marcando',
  );
  await choice.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/h5-small-approval-choice.png`, fullPage: true });

  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaign.id}$`));
  const detail = await page.request.get(`/api/campaigns/${campaign.id}`);
  const { today, campaign: saved } = (await detail.json()) as {
    today: string;
    campaign: { requiresApproval: boolean; approvalRequiredFrom: string };
  };
  expect(saved.requiresApproval).toBe(true);
  expect(saved.approvalRequiredFrom > today).toBe(true);
});

test('deleting a campaign asks for ELIMINAR, not its title', async ({
  adminPage: page,
  createClient,
  importCampaign,
}) => {
  const client = await createClient({ activate: false });
  const title = `Campaña con un título muy largo ${'que no hay que teclear '.repeat(6)}${Date.now()}`.slice(
    0,
    200,
  );
  const campaign = await importCampaign(client, campaignFile(title));
  await page.goto(`/admin/campaigns?q=${encodeURIComponent(client.brandName)}`);
  await page.getByRole('button', { name: `Eliminar campaña ${campaign.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar campaña' });
  await dialog.getByRole('textbox').fill('ELIMINAR');
  await expect(dialog.getByRole('button', { name: 'Eliminar Campaña' })).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/h5-small-delete-confirmation.png` });
  await dialog.getByRole('button', { name: 'Eliminar Campaña' }).click();
  await expect(dialog).toBeHidden();
});

test('the client form finds a time zone by typing', async ({ adminPage: page }) => {
  await page.goto('/admin/clients/new');
  const zone = page.getByRole('combobox', { name: 'Zona horaria' });
  await zone.click();
  await zone.fill('mexico');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: /^México \(Ciudad de México\)/ })).toBeVisible();
  await zone.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/h5-small-time-zone-search.png` });
  await listbox.getByRole('option', { name: /^México \(Ciudad de México\)/ }).click();
  await expect(zone).toHaveValue(/^México \(Ciudad de México\)/);
});

/** How much wider than its box each search field's placeholder is, in px (0: it fits). */
async function placeholderOverflow(page: import('@playwright/test').Page): Promise<number> {
  return page
    .getByRole('searchbox')
    .first()
    .evaluate((element) => {
      const input = element as HTMLInputElement;
      const style = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
      return Math.max(0, Math.ceil(context.measureText(input.placeholder).width - room));
    });
}

test('search placeholders fit a phone, and a long day theme wraps inside its badge', async ({
  adminPage: page,
  createClient,
  importCampaign,
}) => {
  for (const path of ['/admin/clients', '/admin/campaigns', '/admin/settings', '/admin/settings/security']) {
    await page.goto(path);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
    expect(await placeholderOverflow(page), path).toBe(0);
  }

  const client = await createClient({ activate: false });
  const file = campaignFile(`Tema largo ${Date.now()}`, { firstDayOffset: 0, dayCount: 1 });
  file.days[0]!.theme =
    'Lanzamiento de la colección de invierno con sorteo entre quienes compartan la historia y un código de descuento';
  const campaign = await importCampaign(client, file);
  await page.goto(`/admin/campaigns/${campaign.id}`);
  const theme = page.getByText(file.days[0]!.theme!, { exact: true }).first();
  await expect(theme).toBeVisible();
  const shape = await theme.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const parent = element.parentElement!.getBoundingClientRect();
    return {
      radius: parseFloat(getComputedStyle(element).borderTopLeftRadius),
      height: box.height,
      inside: box.left >= parent.left - 0.5 && box.right <= parent.right + 0.5,
    };
  });
  // It wrapped, and a wrapped badge has corners, not the oval its lines would poke out of.
  expect(shape.height).toBeGreaterThan(30);
  expect(shape.radius).toBeLessThanOrEqual(12);
  expect(shape.inside).toBe(true);
  if (SHOTS) {
    await theme.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/h5-small-long-theme.png` });
  }
});

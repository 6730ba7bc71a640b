import { expect, test, toast } from '../support/fixtures';

// On a phone: the card, its field, its buttons and the confirmation fit 390 px.
test.use({ viewport: { width: 390, height: 844 } });

test('a client creates its calendar link in Mi Perfil, calendar apps read it, and it stops working once revoked', async ({
  newClientPage: page,
  newCampaign: campaign,
  request,
}) => {
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  const card = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Calendario' }) });

  await card.getByRole('button', { name: 'Crear enlace del calendario' }).click();
  await expect(toast(page, 'Enlace del calendario creado')).toBeVisible();
  const field = card.getByRole('textbox', { name: 'Enlace privado del calendario' });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  await expect(card.getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // What a calendar app does: no session, just the URL.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(campaign.title);

  await card.getByRole('button', { name: 'Revocar enlace' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Revocar el enlace del calendario?' });
  await expect(dialog).toContainText('dejará de funcionar');
  await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
  await expect(toast(page, 'Enlace revocado')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Crear enlace del calendario' })).toBeVisible();

  const revoked = await request.get(url);
  expect(revoked.status()).toBe(404);
  expect((await revoked.json()).error.message).toBe('Calendario no encontrado');
});

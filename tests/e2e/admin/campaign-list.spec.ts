import { expect, test } from '../support/fixtures';

/**
 * 'Gestión de Campañas' on the demo data: search by brand, status filter, state kept in the URL. It counts every
 * campaign of the panel, so it runs alone after the parallel tests (@panel-wide, see playwright.config.ts).
 */
test('the campaign list searches, filters and keeps its state in the URL', { tag: '@panel-wide' }, async ({
  adminPage: page,
}) => {
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Campañas' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(page.getByText(/Página 1 de 1/)).toBeVisible();
  const allCount = await rows.count();
  expect(allCount).toBeGreaterThan(2);

  // Status filter: only paused campaigns, written to the URL.
  await page.getByRole('combobox', { name: 'Filtrar por estado' }).click();
  await page.getByRole('option', { name: 'Pausada' }).click();
  await expect(page).toHaveURL(/\?status=paused$/);
  await expect(rows.filter({ hasText: 'Colección Cápsula Lino' })).toHaveCount(1);
  for (const badge of await page
    .getByRole('table')
    .getByRole('cell')
    .filter({ hasText: /^(Activa|Completada|Borrador)$/ })
    .all()) {
    await expect(badge).toBeHidden();
  }

  // Search by client brand, case-insensitive and trimmed, combined with the filter.
  const search = page.getByRole('searchbox', { name: 'Buscar por marca del cliente' });
  await search.fill('  moda VÉR ');
  await expect(page).toHaveURL(/q=moda\+V%C3%89R&status=paused|status=paused&q=moda|q=moda\+V%C3%89R/);
  await expect(rows.filter({ hasText: 'Moda Vértice' })).toHaveCount(1);
  await search.fill('café aurora');
  await expect(page.getByText('No se encontraron campañas')).toBeVisible();

  // Back and forward walk the states; a shared link opens the same list.
  await page.getByRole('combobox', { name: 'Filtrar por estado' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();
  await expect(rows.filter({ hasText: 'Café Aurora' }).first()).toBeVisible();
  const shared = page.url();
  await page.goBack();
  await expect(page.getByText('No se encontraron campañas')).toBeVisible();
  await page.goForward();
  await expect(rows.filter({ hasText: 'Café Aurora' }).first()).toBeVisible();
  await page.goto(shared);
  await expect(search).toHaveValue('café aurora');
  await expect(page.getByRole('combobox', { name: 'Filtrar por estado' })).toHaveText('Todos');
  await expect(rows.filter({ hasText: 'Moda Vértice' })).toHaveCount(0);

  // A page beyond the end: no campaigns, and a way back.
  await page.goto('/admin/campaigns?page=4');
  await expect(page.getByText('No se encontraron campañas')).toBeVisible();
  await page.getByRole('link', { name: 'Página anterior' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns$/);
  await expect(rows).toHaveCount(allCount);
});

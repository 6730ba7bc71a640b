import { expect, test } from '../support/fixtures';

test('a client marks an overdue story published from the pending page and it moves to the published list', async ({
  newClientPage: page,
  newCampaign: _, // day 1 three days ago: overdue stories, today's, upcoming ones
}) => {
  await page.goto('/dashboard/pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Historias Pendientes' })).toBeVisible();

  const overdue = page.getByRole('region', { name: 'Historias Atrasadas' });
  const published = page.getByRole('region', { name: 'Recientemente Publicadas' });
  await expect(page.getByRole('region', { name: 'Para Hoy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Próximas Historias' })).toBeVisible();

  // The test's own campaign began three days ago, so it has overdue stories; the story is told apart by its
  // Editar link (it holds the story id).
  const firstCard = overdue.getByRole('article').first();
  await expect(firstCard.getByText('Atrasada')).toBeVisible();
  const editHref = await firstCard.getByRole('link', { name: /^Editar/ }).getAttribute('href');
  expect(editHref).toMatch(/^\/dashboard\/campaigns\/[^/?]+\?storyId=[^&]+&source=external$/);
  const cardOf = (region: typeof overdue) =>
    region.getByRole('article').filter({ has: page.locator(`a[href="${editHref}"]`) });

  await firstCard.getByRole('button', { name: /^Marcar Publicada/ }).click();

  await expect(cardOf(published)).toBeVisible();
  await expect(cardOf(published).getByText('Publicada', { exact: true })).toBeVisible();
  await expect(cardOf(overdue)).toHaveCount(0);

  // Stored: after a reload it is still published.
  await page.reload();
  await expect(cardOf(page.getByRole('region', { name: 'Recientemente Publicadas' }))).toBeVisible();
  await expect(cardOf(page.getByRole('region', { name: 'Historias Atrasadas' }))).toHaveCount(0);
});

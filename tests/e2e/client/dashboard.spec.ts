import { expect, test } from '../support/fixtures';

test('the dashboard shows the progress and its Editar link opens the story in the campaign detail', async ({
  demoClientPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();

  const ring = page.getByRole('progressbar', { name: 'Progreso general de tus campañas' });
  await expect(ring).toBeVisible();
  const percentage = Number(await ring.getAttribute('aria-valuenow'));
  expect(percentage).toBeGreaterThan(0);
  expect(percentage).toBeLessThan(100);

  await expect(page.getByRole('heading', { name: 'Actividad Reciente' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historias Publicadas' })).toBeVisible();

  const upcoming = page
    .getByRole('heading', { name: 'Próximas Historias' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  const editLinks = upcoming.getByRole('link', { name: /^Editar/ });
  await expect(editLinks.first()).toBeVisible();
  expect(await editLinks.count()).toBeLessThanOrEqual(5);

  const href = await editLinks.first().getAttribute('href');
  const match = href?.match(/^\/dashboard\/campaigns\/([^/?]+)\?storyId=([^&]+)&source=external$/);
  expect(match, `Editar href: ${href}`).toBeTruthy();
  await editLinks.first().click();

  await expect(page).toHaveURL(
    new RegExp(`/dashboard/campaigns/${match![1]}\\?storyId=${match![2]}&source=external$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dashboard de Progreso');
});

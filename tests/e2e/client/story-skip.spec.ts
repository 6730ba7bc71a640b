import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { publishingOf, publishTodayFile, storyTitled } from '../support/publish-today';

/**
 * «No se publicará» on a phone (390 × 844): the brand skips one of today's stories from «Publicar hoy» with a reason,
 * the card says so with «Deshacer», the story leaves the pending count of the dashboard, and undoing puts it back.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a client marks a story «No se publicará» with a reason, sees it on the card, and undoes it', async ({
  newClient,
  newClientPage: page,
  importCampaign,
}) => {
  test.setTimeout(60_000);
  await importCampaign(newClient, publishTodayFile(`Saltar E2E ${randomUUID().slice(0, 8)}`));
  const story = storyTitled(await publishingOf(page), 'Historia 4');

  await page.goto('/dashboard/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar hoy' })).toBeVisible();
  // Today's later stories are folded rows under the next one: opening one shows its whole card.
  await page.getByRole('button', { name: /^Historia 4:/ }).click();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Historia 4' }) })
    .first();
  await card.getByRole('button', { name: 'No se publicará' }).scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'No se publicará' }).click();

  const dialog = page.getByRole('dialog', { name: 'Esta historia no se publicará' });
  await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('El producto se ha agotado');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Historia marcada como «No se publicará»')).toBeVisible();

  const notice = card.getByRole('status').filter({ hasText: 'No se publicará' });
  await expect(notice).toContainText('«El producto se ha agotado»');
  await expect(card.getByRole('button', { name: 'Marcar publicada' })).toHaveCount(0);
  expect(storyTitled(await publishingOf(page), 'Historia 4')).toMatchObject({
    id: story.id,
    status: 'skipped',
  });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/h1-skip-skipped-card.png' });

  await notice.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('La historia vuelve a estar pendiente')).toBeVisible();
  await expect(card.getByRole('button', { name: 'No se publicará' })).toBeVisible();
  expect(storyTitled(await publishingOf(page), 'Historia 4').isSkipped).toBe(false);
});

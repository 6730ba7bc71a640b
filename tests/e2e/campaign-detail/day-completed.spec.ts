import { expect, test } from '../support/fixtures';
import { campaignDetail, postAllButLast, storyCard } from './support';

/**
 * Marks the last pending story of a day through the screen. The test's own client and campaign (campaignFile():
 * 8 days, nothing posted); the day's other stories are marked through the API first.
 */
test.describe('campaign detail: completing a day', () => {
  test("posting the last pending story of a day shows 'Día Completado'", async ({
    newClientPage: page,
    newCampaign,
  }) => {
    const { campaign } = await campaignDetail(page, newCampaign.id);
    // Day 7 is in the future (nothing posted) and is not the last day.
    const day = campaign.days.find((candidate) => candidate.dayOrder === 7)!;
    const last = await postAllButLast(page, day);
    await page.goto(`/dashboard/campaigns/${campaign.id}`);
    await page.getByRole('button', { name: new RegExp(`^Día ${day.dayOrder} - `) }).click();
    const card = storyCard(page, last);
    const toggle = card.getByRole('button', { name: 'Pendiente' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Día Completado' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Día ${day.dayOrder}`);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Publicado' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('Publicada el');

    // The toggle works both ways.
    const unmark = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${last.id}/posted`));
    await card.getByRole('button', { name: 'Publicado' }).click();
    expect((await unmark).ok()).toBeTruthy();
    await expect(card.getByRole('button', { name: 'Pendiente' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("posting the last story of the last day shows 'Lanzamiento Finalizado'", async ({
    newClientPage: page,
    newCampaign,
  }) => {
    const { campaign } = await campaignDetail(page, newCampaign.id);
    const lastDay = campaign.days.reduce((a, b) => (b.dayOrder > a.dayOrder ? b : a));
    const last = await postAllButLast(page, lastDay);
    await page.goto(`/dashboard/campaigns/${campaign.id}?storyId=${last.id}&source=internal`);
    const card = storyCard(page, last);
    await card.getByRole('button', { name: 'Pendiente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lanzamiento Finalizado' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Día Completado' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
  });
});

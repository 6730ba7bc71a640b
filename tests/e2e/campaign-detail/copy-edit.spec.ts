import { expect, test } from '../support/fixtures';
import { campaignDetail, storyCard } from './support';

test.describe('campaign detail: copy edit', () => {
  test('an edited copy is stored: it is still there after a reload', async ({
    newClientPage: page,
    newCampaign,
  }) => {
    const { campaign } = await campaignDetail(page, newCampaign.id);
    const day = campaign.days.find((candidate) => candidate.dayOrder === 5)!;
    const story = day.stories[1]!;
    const newCopy = `Copy revisado en la prueba ${Date.now()}: ¡el blend ya está aquí! ☕`;

    await page.goto(`/dashboard/campaigns/${campaign.id}?storyId=${story.id}&source=internal`);
    const card = storyCard(page, story);
    await card.getByRole('button', { name: 'Cambiar copy' }).click();
    const textarea = card.getByRole('textbox', { name: 'Nuevo copy de la historia' });
    await expect(textarea).toHaveValue(story.copyText);
    await textarea.fill('   ');
    await expect(card.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await textarea.fill(`  ${newCopy}  `);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${story.id}/copy`));
    await card.getByRole('button', { name: 'Guardar' }).click();
    await expect(card.getByText(newCopy, { exact: true })).toBeVisible();
    expect((await saved).ok()).toBeTruthy();

    await page.reload();
    await expect(storyCard(page, story).getByText(newCopy, { exact: true })).toBeVisible();
  });
});

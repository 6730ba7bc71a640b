import { campaignDetail, storyCard } from '../campaign-detail/support';
import { isoDay } from '../support/campaign-file';
import { expect, test } from '../support/fixtures';

test.describe('«Hoy», the agency board', () => {
  test('an admin sees a client’s overdue story leave the board live when the client marks it published', async ({
    adminPage,
    newClient,
    newClientPage,
    newCampaign,
  }) => {
    // Yesterday's first story (block «Mañana»): overdue, within the board's 48 hours.
    const { campaign } = await campaignDetail(newClientPage, newCampaign.id);
    const yesterday = campaign.days.find((day) => day.date === isoDay(-1))!;
    const story = yesterday.stories[0]!;

    await adminPage.goto('/admin');
    await adminPage.getByRole('link', { name: 'Hoy' }).first().click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
    const overdue = adminPage.getByRole('region', { name: /Atrasadas/ });
    const line = overdue
      .getByRole('listitem')
      .filter({ has: adminPage.locator(`a[href$="storyId=${story.id}"]`) });
    await expect(line).toBeVisible();
    await expect(line).toContainText(newClient.brandName);
    await expect(line).toContainText(/hace \d+ h/);

    // The client, in its own browser, marks it published on the campaign screen.
    await newClientPage.goto(`/dashboard/campaigns/${campaign.id}?storyId=${story.id}&source=internal`);
    const card = storyCard(newClientPage, story);
    await card.getByRole('button', { name: 'Pendiente' }).click();
    await expect(card.getByRole('button', { name: 'Publicado' })).toHaveAttribute('aria-pressed', 'true');

    // No reload on the admin's side: the SSE event re-reads the board.
    await expect(line).toHaveCount(0);
    await expect(adminPage.getByRole('status').filter({ hasText: 'Tablero actualizado' })).toHaveText(
      'Tablero actualizado: una historia se marcó como publicada.',
    );

    // Its link opens the story on the admin campaign screen.
    const next = overdue.getByRole('listitem').filter({ hasText: newClient.brandName }).first();
    const link = next.getByRole('link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(adminPage).toHaveURL(href!);
    await expect(adminPage.getByText(`Cliente: ${newClient.brandName}`)).toBeVisible();
  });
});

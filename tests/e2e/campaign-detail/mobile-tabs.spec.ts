import { expect, test } from '../support/fixtures';
import { auroraCampaign } from './support';

test.describe('campaign detail at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("uses the 'Historias' / 'Calendario' tabs; choosing a calendar day goes back to the stories", async ({
    demoClientPage: page,
  }) => {
    await page.goto('/dashboard/campaigns');
    const { campaign } = await auroraCampaign(page);
    await page.goto(`/dashboard/campaigns/${campaign.id}`);

    const storiesTab = page.getByRole('tab', { name: 'Historias' });
    const calendarTab = page.getByRole('tab', { name: 'Calendario' });
    await expect(storiesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('grid')).toHaveCount(0);

    await calendarTab.click();
    await expect(calendarTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Día completado', { exact: true })).toBeVisible();
    await expect(page.getByText('En progreso', { exact: true })).toBeVisible();
    await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();

    const day = campaign.days.find((candidate) => candidate.dayOrder === 6)!;
    const dayButton = page.getByRole('button', { name: new RegExp(`Día ${day.dayOrder}: `) });
    // The demo campaign is relative to today: day 6 may fall in the next month.
    if ((await dayButton.count()) === 0)
      await page.getByRole('button', { name: 'Ir al mes siguiente' }).click();
    await dayButton.click();

    await expect(storiesTab).toHaveAttribute('aria-selected', 'true');
    const dayTrigger = page.getByRole('button', { name: new RegExp(`^Día ${day.dayOrder} - `) });
    await expect(dayTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(dayTrigger).toBeInViewport();
    await expect(page.locator(`article#historia-${day.stories[0]!.id}`)).toBeVisible();
  });
});

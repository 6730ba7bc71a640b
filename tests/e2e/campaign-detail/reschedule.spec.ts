import { formatDateEs } from '../../../src/shared/dates';
import { pickCalendarDay } from '../support/calendar';
import { isoDay } from '../support/campaign-file';
import { expect, test, toast } from '../support/fixtures';
import { campaignDetail, storyCard } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Issue 15 on a phone: the agency moves a campaign to a new first day («Mover fechas» in its list), then the client
 * changes one story's time («Cambiar hora»); both screens show the new dates and time, also after a reload.
 */
test('the agency moves a campaign and the client changes a story time', async ({
  adminPage,
  newClient,
  newClientPage: page,
  newCampaign,
}) => {
  const newStart = isoDay(7); // day 1 was three days ago: ten days later
  const newEnd = isoDay(14);

  await adminPage.goto(`/admin/campaigns?q=${encodeURIComponent(newClient.brandName)}`);
  await adminPage.getByRole('button', { name: `Mover fechas de la campaña ${newCampaign.title}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Mover fechas' });
  const calendar = dialog.getByRole('group', { name: 'Nuevo primer día' });
  await expect(calendar.getByRole('button', { name: /fechas actuales$/ }).first()).toBeVisible();
  await pickCalendarDay(calendar, newStart);
  await expect(calendar.getByRole('button', { name: /nuevas fechas$/ }).first()).toBeVisible();
  await expect(dialog.getByText(/^→ del /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Mover campaña' }).click();
  await expect(toast(adminPage, 'Campaña movida')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = adminPage.getByRole('listitem').filter({ hasText: newCampaign.title });
  await expect(row.getByText(formatDateEs(newStart))).toBeVisible();
  await expect(row.getByText(formatDateEs(newEnd))).toBeVisible();

  // The client sees the new dates, and changes the time of the first day's second story.
  const { campaign } = await campaignDetail(page, newCampaign.id);
  const day = campaign.days.find((candidate) => candidate.dayOrder === 1)!;
  expect(day.date).toBe(newStart);
  const story = day.stories[1]!;
  await page.goto(`/dashboard/campaigns/${campaign.id}?storyId=${story.id}&source=internal`);
  await expect(
    page.getByText(`Del ${formatDateEs(newStart)} al ${formatDateEs(newEnd)}`, { exact: true }),
  ).toBeVisible();
  const card = storyCard(page, story);
  await card.getByRole('button', { name: 'Cambiar hora' }).click();
  const timeDialog = page.getByRole('dialog', { name: 'Cambiar hora' });
  await expect(timeDialog.getByText(`el ${formatDateEs(newStart)}`)).toBeVisible();
  // An imported story follows its block until it is given a time: typing one unticks that option.
  const blockOption = timeDialog.getByRole('checkbox', { name: /^Usar la hora de la franja/ });
  await expect(blockOption).toBeChecked();
  await timeDialog.getByRole('textbox', { name: 'Hora (24 h)' }).fill('18:45');
  await expect(blockOption).not.toBeChecked();
  await timeDialog.getByRole('button', { name: 'Guardar hora' }).click();
  await expect(toast(page, 'Hora actualizada')).toBeVisible();
  await expect(card.getByText(`${formatDateEs(newStart)} · 18:45`)).toBeVisible();

  await page.reload();
  await expect(storyCard(page, story).getByText(`${formatDateEs(newStart)} · 18:45`)).toBeVisible();
});

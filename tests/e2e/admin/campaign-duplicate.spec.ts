import { shiftStoryTimes } from '../../../src/shared/campaigns/duplicate-schedule';
import { formatDateEs } from '../../../src/shared/dates';
import { campaignDetail, setStoryPosted } from '../campaign-detail/support';
import { isoDay } from '../support/campaign-file';
import { expect, test, toast } from '../support/fixtures';

/**
 * Issue 33 §1: the agency duplicates a client's campaign for another client from another first day, each story an
 * hour later; the copy opens, with the new dates, and the other client sees it with the moved times and none of
 * the run (the source has published stories; the copy has none).
 */
test('the agency duplicates a campaign to another client and date', async ({
  adminPage,
  newClient,
  newCampaign,
  createClient,
  pageAs,
}) => {
  const other = await createClient();
  // The brand has published the first story: a mark of the run, which the copy must not carry.
  const owner = await pageAs(newClient);
  const first = (await campaignDetail(owner, newCampaign.id)).campaign.days[0]!.stories[0]!;
  await setStoryPosted(owner, first.id, true);
  const start = isoDay(30);
  await adminPage.goto(`/admin/campaigns?q=${encodeURIComponent(newClient.brandName)}`);
  await adminPage.getByRole('button', { name: `Duplicar campaña ${newCampaign.title}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Duplicar campaña' });
  await dialog.getByRole('combobox', { name: 'Cliente' }).click();
  await adminPage.getByRole('option', { name: other.brandName }).click();
  await dialog.getByLabel('Fecha de inicio').fill(start);
  await dialog.getByLabel('Título').fill(`${newCampaign.title} (copia)`);
  await dialog.getByRole('combobox', { name: 'Cambiar la hora de las historias' }).click();
  await adminPage.getByRole('option', { name: '1 h después' }).click();
  await dialog.getByRole('button', { name: 'Duplicar', exact: true }).click();
  await expect(toast(adminPage, 'Campaña duplicada')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(adminPage).toHaveURL(/\/admin\/campaigns\/[0-9a-f-]{36}$/);
  const copyId = adminPage.url().split('/').at(-1)!;
  await expect(adminPage.getByRole('heading', { name: `${newCampaign.title} (copia)` })).toBeVisible();

  const otherPage = await pageAs(other);
  const source = await campaignDetail(adminPage, newCampaign.id);
  const copy = await campaignDetail(otherPage, copyId);
  expect(copy.campaign.startDate).toBe(start);
  expect(copy.campaign.days).toHaveLength(source.campaign.days.length);
  const sourceStories = source.campaign.days.flatMap((day) => day.stories);
  const copyStories = copy.campaign.days.flatMap((day) => day.stories);
  expect(sourceStories.some((story) => story.isPosted)).toBe(true);
  expect(copyStories.some((story) => story.isPosted)).toBe(false);
  expect(copyStories.map((story) => story.copyText)).toEqual(sourceStories.map((story) => story.copyText));
  // Each story an hour later than its own time, or than its block's.
  const later = shiftStoryTimes(
    sourceStories.map((story) => ({ ...story, dayTitle: '' })),
    60,
  );
  expect(later.ok && copyStories.map((story) => story.scheduledTime)).toEqual(
    sourceStories.map((story) => (later.ok ? later.times.get(story.id) : null)),
  );
  await otherPage.goto(`/dashboard/campaigns/${copyId}`);
  await expect(otherPage.getByText(`Del ${formatDateEs(start)} al`, { exact: false }).first()).toBeVisible();
});

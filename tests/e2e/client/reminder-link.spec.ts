import { randomUUID } from 'node:crypto';
import { isoDay } from '../support/campaign-file';
import { expect, signInThroughForm, test } from '../support/fixtures';
import { attachImage, publishingOf, storyJpeg, storyTitled, stubShareSheet } from '../support/publish-today';

/**
 * Issue 29 §2 on a phone (390 × 844, touch): a reminder's link ('/dashboard/today?story=…', what the push and the
 * e-mail open) opened signed out goes through the sign-in page and comes back to that story's card, focused, and
 * «Compartir» opens the share sheet: from the link to the share sheet in at most 2 taps (the sign-in form aside).
 * The Web Share API is stubbed in the page to record the call (Chromium on Linux has none).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a reminder link opened signed out: sign in, land on its story, share it in one tap', async ({
  browser,
  newClient,
  newClientPage,
  importCampaign,
  adminApi,
}, testInfo) => {
  test.setTimeout(60_000);
  // Three stories today: the reminded one (Historia 2, the evening one) is neither the first nor the next.
  await importCampaign(newClient, {
    campaign_title: `Recordatorio E2E ${randomUUID().slice(0, 8)}`,
    start_date: isoDay(0),
    days: [
      {
        date: isoDay(0),
        theme: 'Hoy',
        blocks: [
          {
            block_name: 'Mañana',
            stories: [{ number: 1, copy: 'Buenos días', visual: 'Taza', type: 'TEXTO_PANTALLA' }],
          },
          {
            block_name: 'Noche',
            stories: [{ number: 2, copy: 'Buenas noches ☕', visual: 'Barra', type: 'TEXTO_PANTALLA' }],
          },
          {
            block_name: 'Noche',
            stories: [{ number: 3, copy: 'Última', visual: 'Cierre', type: 'TEXTO_PANTALLA' }],
          },
        ],
      },
    ],
  });
  const reminded = storyTitled(await publishingOf(newClientPage), 'Historia 2');
  await attachImage(adminApi, reminded.id, 'historia-2.jpg', await storyJpeg('Historia 2'));
  const link = `/dashboard/today?story=${reminded.id}`;

  // A phone where nobody is signed in.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    baseURL: String(testInfo.project.use.baseURL),
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  try {
    const page = await context.newPage();
    const shared = await stubShareSheet(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(link);
    await signInThroughForm(page, { email: newClient.email, password: newClient.password });

    // Back on the link: the reminded story's card, open and focused.
    await expect(page).toHaveURL(new RegExp(`/dashboard/today\\?story=${reminded.id}$`));
    const card = page.locator(`article[data-story-id="${reminded.id}"][tabindex="-1"]`);
    await expect(card).toBeFocused();
    await expect(card).toHaveAccessibleName('Historia 2');
    await expect(card).toBeInViewport();

    // Tap 1: «Compartir» hands the story's file to the share sheet.
    let taps = 0;
    await card.getByRole('button', { name: 'Compartir' }).tap();
    taps += 1;
    await expect
      .poll(async () => (await shared()).map((call) => call.files.map((file) => file.name)))
      .toEqual([['historia-2.jpg']]);
    expect(taps).toBeLessThanOrEqual(2);

    // Opened again, now signed in (the installed app focused on the link): the card at once, no sign-in.
    await page.goto(link);
    await expect(page.locator(`article[data-story-id="${reminded.id}"][tabindex="-1"]`)).toBeFocused();
  } finally {
    await context.close();
  }
});

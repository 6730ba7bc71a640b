import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CampaignDeliveriesResponse } from '../../../src/shared/api/admin-today';
import type { CalendarFeedResponse } from '../../../src/shared/api/client-area/calendar';
import type { NotificationSettingsResponse } from '../../../src/shared/api/notifications';
import type { OutboxResponse } from '../../../src/shared/mail/outbox';
import { expect, test, toast } from '../support/fixtures';
import { publishingOf } from '../support/publish-today';
import {
  type Backlog,
  MADRID,
  MEXICO_CITY,
  makeBacklog,
  storyIdsOf,
  storyIdsOnScreen,
  wallClock,
} from '../support/publishing-day';

/**
 * Issue 29 «Done when», §1 end to end on a phone (390 × 844, touch), each test with its own client, in Madrid and in
 * Mexico City, and three weeks of backlog (tests/e2e/support/publishing-day.ts): «Publicar hoy» opens on today's next
 * story, the recent lateness follows in its group, the older leftovers are folded into one «Atrasadas antiguas (N)»;
 * completed and paused campaigns put nothing on the screen; a story marked «No se publicará» leaves every count
 * (dashboard, pending page, «Publicar hoy»), is cancelled in the calendar feed and gets no reminder.
 *
 * The app runs on the real clock: the data is dated from "today" in each client's zone, with times chosen so that
 * nothing changes group while a test runs (the test stops with a clear message if the client's day turns meanwhile).
 */
test.use({
  viewport: { width: 390, height: 844 },
  // The fixtures' pages take contextOptions (not the hasTouch/isMobile options): a phone's touch screen.
  contextOptions: { hasTouch: true, isMobile: true },
});

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const idsOf = (backlog: Backlog, numbers: number[]) => numbers.map(backlog.id);

/** The client's day has not turned since the data was made (else the expectations are a day off). */
async function expectSameDay(page: Page, backlog: Backlog) {
  const data = await publishingOf(page);
  expect(data.timeZone).toBe(backlog.timeZone);
  expect(data.today, `the client's day turned while the test ran (${backlog.timeZone})`).toBe(backlog.today);
  return data;
}

async function openPublishToday(page: Page) {
  await page.goto('/dashboard/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicar hoy' })).toBeVisible();
  await expect(region(page, 'Siguiente historia').getByRole('article')).toBeVisible();
}

/** The dashboard's figures: «Publicar hoy (N)» first, and the late banner. */
async function expectDashboard(page: Page, { today, late }: { today: number; late: number }) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Progreso' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^Publicar hoy \\(${today}\\)`) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /historias? atrasadas?/ })).toContainText(
    late === 1 ? 'Tienes 1 historia atrasada' : `Tienes ${late} historias atrasadas`,
  );
}

/** The count pill of a section of 'Historias Pendientes' ('3 historias'). */
function pendingCount(page: Page, name: string, count: number) {
  return expect(
    region(page, name).getByText(count === 1 ? '1 historia' : `${count} historias`, { exact: true }),
  ).toBeVisible();
}

for (const timeZone of [MADRID, MEXICO_CITY]) {
  test.describe(`a client in ${timeZone}`, () => {
    // The brand's phone is in its own zone too.
    test.use({ timezoneId: timeZone });

    test('«Publicar hoy» opens on today’s next story, then the recent lateness, the old leftovers folded; completed and paused campaigns stay off', async ({
      createClient,
      pageAs,
      importCampaign,
      adminApi,
    }) => {
      test.setTimeout(120_000);
      const client = await createClient({ timeZone });
      const page = await pageAs(client);
      const backlog = await makeBacklog({
        client,
        timeZone,
        tag: randomUUID().slice(0, 8),
        importCampaign,
        adminApi,
      });
      const { expected } = backlog;
      const data = await expectSameDay(page, backlog);
      expect(data.oldTotal).toBe(expected.old.length);
      const quietIds = idsOf(backlog, expected.quiet);
      expect(data.stories.filter((story) => quietIds.includes(story.id))).toEqual([]);

      await openPublishToday(page);
      // Today's next story is the first card of the screen, open, with since when it is late.
      const next = region(page, 'Siguiente historia').getByRole('article');
      await expect(next).toHaveAccessibleName(`Historia ${expected.next}`);
      await expect(next.getByRole('button', { name: 'Marcar publicada' })).toBeVisible();
      await expect(region(page, 'Siguiente historia').getByTestId('late-since')).toHaveText(
        'Atrasada desde las 00:00',
      );
      await expect(page.getByText('0 de 3 publicadas hoy')).toBeVisible();
      // Late: today's 00:00 and yesterday's two; the 26 old leftovers are not counted as late.
      await expect(page.getByRole('status').filter({ hasText: 'historias atrasadas' })).toContainText(
        '3 historias atrasadas',
      );

      // Today's others, then the recent lateness (yesterday's two, late since yesterday), and nothing else open.
      await expect(region(page, 'Por publicar (2)')).toBeVisible();
      const recent = region(page, 'Atrasadas recientes (2)');
      await expect(recent.getByTestId('late-since')).toHaveText([
        'Atrasada desde ayer a las 10:00',
        'Atrasada desde ayer a las 18:00',
      ]);
      expect(await storyIdsOnScreen(page)).toEqual(
        idsOf(backlog, [expected.next, ...expected.toPublish, ...expected.recent]),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The old leftovers: one folded row with their number, closed; a tap opens it and shows all of them.
      const old = region(page, `Atrasadas antiguas (${expected.old.length})`);
      const oldButton = old.getByRole('button', { name: `Atrasadas antiguas (${expected.old.length})` });
      await expect(oldButton).toHaveAttribute('aria-expanded', 'false');
      await expect(old.locator('article')).toHaveCount(0);
      await oldButton.tap();
      await expect(oldButton).toHaveAttribute('aria-expanded', 'true');
      await expect(old.locator('article')).toHaveCount(expected.old.length);
      expect((await storyIdsOnScreen(page, old)).sort()).toEqual(idsOf(backlog, expected.old).sort());
      await expect(old.getByText(/no cuentan como atrasadas ni reciben recordatorios/)).toBeVisible();
      // An old row opens into its card like any other.
      const oldRow = old.getByRole('article', { name: `Historia ${expected.old.at(-1)}` });
      await oldRow.getByRole('button').tap();
      await expect(
        old.getByRole('article', { name: `Historia ${expected.old.at(-1)}` }).getByRole('button', {
          name: 'Marcar publicada',
        }),
      ).toBeVisible();

      // Tomorrow's, opened too: the completed and paused campaigns' stories are nowhere, nor their names.
      await page.getByRole('button', { name: `Mañana (${expected.tomorrow.length})` }).tap();
      const onScreen = await storyIdsOnScreen(page);
      expect(onScreen).toEqual(expect.arrayContaining(idsOf(backlog, expected.tomorrow)));
      expect(onScreen.filter((id) => quietIds.includes(id))).toEqual([]);
      await expect(page.getByText(backlog.campaigns.completed.title)).toHaveCount(0);
      await expect(page.getByText(backlog.campaigns.paused.title)).toHaveCount(0);

      // The dashboard and the pending page count the same day: 3 today, 3 late (today's 00:00 and yesterday's
      // two), the old leftovers apart.
      await expectDashboard(page, { today: 3, late: 3 });
      await page.goto('/dashboard/pending');
      await expect(page.getByRole('heading', { level: 1, name: 'Historias Pendientes' })).toBeVisible();
      await pendingCount(page, 'Para Hoy', 3);
      await pendingCount(page, 'Historias Atrasadas', 2);
      await expect(
        page.getByRole('button', { name: `Atrasadas antiguas (${expected.old.length})` }),
      ).toHaveAttribute('aria-expanded', 'false');
      for (const id of quietIds) await expect(page.locator(`a[href*="storyId=${id}"]`)).toHaveCount(0);
      await expectSameDay(page, backlog);
    });
  });
}

/** A write as the page's signed-in client (with the Origin header writes need); its JSON answer. */
async function clientWrite(page: Page, method: 'patch' | 'put' | 'post', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request[method](path, { data, headers: { Origin: origin } });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The campaign's delivery log, as the agency reads it. */
async function deliveriesOf(api: APIRequestContext, campaignId: string) {
  const response = await api.get(`/api/admin/campaigns/${campaignId}/deliveries`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as CampaignDeliveriesResponse).deliveries;
}

test.describe(`a client in ${MEXICO_CITY}`, () => {
  test.use({ timezoneId: MEXICO_CITY });

  test('a story marked «No se publicará» leaves every count, is cancelled in the calendar feed, and gets no reminder', async ({
    createClient,
    pageAs,
    importCampaign,
    adminApi,
    request,
  }) => {
    test.setTimeout(120_000);
    const client = await createClient({ timeZone: MEXICO_CITY });
    const page = await pageAs(client);
    const tag = randomUUID().slice(0, 8);
    const backlog = await makeBacklog({ client, timeZone: MEXICO_CITY, tag, importCampaign, adminApi });
    // Two stories due together in about an hour (Historia 401 and 402): their reminder is not due yet (15 minutes
    // before, the default), so the brand can skip one before any reminder is planned.
    const due = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
    const { date, time } = wallClock(due, MEXICO_CITY);
    const reminders = await importCampaign(client, {
      campaign_title: `Recordatorios ${tag}`,
      start_date: date,
      days: [
        {
          date,
          theme: 'En una hora',
          blocks: [
            {
              block_name: 'Tarde',
              stories: [401, 402].map((number) => ({
                number,
                copy: `Se acaba la edición limitada (historia ${number})`,
                visual: 'Bolsas en la barra',
                type: 'TEXTO_PANTALLA',
                scheduled_time: time,
              })),
            },
          ],
        },
      ],
    });
    const pair = await storyIdsOf(adminApi, reminders.id);
    const skippedSoon = pair.get(401)!;
    const remindedSoon = pair.get(402)!;
    // Both in the client's today, unless the hour ahead crosses its midnight.
    const pairToday = date === backlog.today ? 2 : 0;
    const pairTodayAfterSkip = pairToday / 2;
    await expectSameDay(page, backlog);
    await expectDashboard(page, { today: 3 + pairToday, late: 3 });

    // The brand skips yesterday's 18:00 story (recently late) on its phone, from «Publicar hoy», with a reason.
    const lateOne = backlog.id(6);
    await openPublishToday(page);
    const recent = region(page, 'Atrasadas recientes (2)');
    await recent.getByRole('button', { name: /^Historia 6:/ }).tap();
    const card = page.locator(`article[data-story-id="${lateOne}"]`);
    await card.getByRole('button', { name: 'No se publicará' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Esta historia no se publicará' });
    await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Ya no queda stock');
    await dialog.getByRole('button', { name: 'Confirmar' }).tap();
    await expect(toast(page, 'Historia marcada como «No se publicará»')).toBeVisible();
    // And one of the two stories of the coming hour, through the API as its phone would.
    await clientWrite(page, 'patch', `/api/stories/${skippedSoon}/skipped`, {
      isSkipped: true,
      reason: 'Cambio de planes',
    });

    // «Publicar hoy»: the recent group and the late warning lose it; nothing else moves.
    await page.reload();
    await expect(region(page, 'Atrasadas recientes (1)')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'historias atrasadas' })).toContainText(
      '2 historias atrasadas',
    );
    await expect(region(page, 'Siguiente historia').getByRole('article')).toHaveAccessibleName('Historia 7');
    await expect(
      page.getByRole('button', { name: `Atrasadas antiguas (${backlog.expected.old.length})` }),
    ).toBeVisible();
    const listed = (await publishingOf(page)).stories.map((story) => story.id);
    expect(listed).not.toContain(lateOne);
    if (pairToday) {
      expect(listed).toEqual(expect.arrayContaining([skippedSoon, remindedSoon]));
      // Today's skipped story is listed apart, out of today's count, its reason and «Deshacer» a tap away.
      await expect(page.getByText('0 de 4 publicadas hoy')).toBeVisible();
      await region(page, 'No se publicarán hoy (1)')
        .getByRole('button', { name: /^Historia 401:/ })
        .tap();
      const skippedCard = page.locator(`article[data-story-id="${skippedSoon}"]`);
      await expect(skippedCard.getByRole('status').filter({ hasText: 'No se publicará' })).toContainText(
        '«Cambio de planes»',
      );
      await expect(skippedCard.getByRole('button', { name: 'Deshacer' })).toBeVisible();
    }

    // The dashboard: one story fewer today (when the skipped one is today's) and one late fewer.
    await expectDashboard(page, { today: 3 + pairTodayAfterSkip, late: 2 });
    // The pending page: neither skipped story is listed anywhere; the late count drops to 1.
    await page.goto('/dashboard/pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Historias Pendientes' })).toBeVisible();
    await pendingCount(page, 'Historias Atrasadas', 1);
    await pendingCount(page, 'Para Hoy', 3 + pairTodayAfterSkip);
    await expect(
      region(page, 'Historias Atrasadas').locator(`a[href*="storyId=${backlog.id(5)}"]`),
    ).toBeVisible();
    for (const id of [lateOne, skippedSoon]) {
      await expect(page.locator(`a[href*="storyId=${id}"]`)).toHaveCount(0);
    }

    // The calendar feed (read as a calendar app does, by its URL alone): both events cancelled, saying so.
    const { feed } = (await clientWrite(page, 'post', '/api/client/calendar')) as CalendarFeedResponse;
    const text = await (await request.get(feed!.url)).text();
    const events = text
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT')
      .slice(1);
    const eventOf = (id: string) => {
      const event = events.find((candidate) => candidate.includes(id));
      expect(event, `the feed's event of ${id}`).toBeTruthy();
      return event!;
    };
    expect(eventOf(lateOne)).toContain('STATUS:CANCELLED');
    expect(eventOf(lateOne)).toContain('SUMMARY:No se publicará: Historia 6');
    expect(eventOf(lateOne)).toContain('No se publicará · Ya no queda stock');
    expect(eventOf(skippedSoon)).toContain('STATUS:CANCELLED');
    expect(eventOf(skippedSoon)).toContain('SUMMARY:No se publicará: Historia 401');
    expect(eventOf(remindedSoon)).not.toContain('STATUS:CANCELLED');
    expect(eventOf(backlog.id(5))).not.toContain('STATUS:CANCELLED');

    // Reminders: the brand moves its reminders to 2 hours ahead, so the pair's is due at once (the planner looks
    // every 2 s in the e2e server). Its companion is reminded by e-mail (no push device); the skipped one is not.
    const { settings } = (await (
      await page.request.get('/api/client/notifications')
    ).json()) as NotificationSettingsResponse;
    await clientWrite(page, 'put', '/api/client/notifications', { ...settings, reminderMinutes: 120 });
    await expect
      .poll(
        async () =>
          (await deliveriesOf(adminApi, reminders.id))
            .filter((delivery) => delivery.storyId === remindedSoon)
            .map((delivery) => delivery.status),
        { message: 'the reminder of Historia 402', timeout: 30_000 },
      )
      .toContain('sent');
    const skippedDeliveries = (await deliveriesOf(adminApi, reminders.id)).filter(
      (delivery) => delivery.storyId === skippedSoon,
    );
    expect(skippedDeliveries.filter((delivery) => delivery.status === 'sent')).toEqual([]);
    const mail = await adminApi.get('/api/admin/mail', {
      params: { q: client.email, kind: 'story-reminder', limit: 20 },
    });
    const { messages } = (await mail.json()) as OutboxResponse;
    const reminder = messages.find((message) => message.text.includes('Historia 402'));
    expect(reminder, 'the reminder e-mail of Historia 402').toBeTruthy();
    expect(messages.filter((message) => message.text.includes('Historia 401'))).toEqual([]);
    expect(messages.filter((message) => message.text.includes('Historia 6'))).toEqual([]);
    await expectSameDay(page, backlog);
  });
});

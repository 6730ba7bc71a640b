import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { PushMessage } from '../../../src/shared/notifications/push-message';
import {
  type PushTestServer,
  startPushTestServer,
  type TestPushSubscription,
} from '../../setup/push-test-server';
import { type CampaignFile, campaignFile, TIME_ZONE } from '../support/campaign-file';
import { test as base, expect, toast } from '../support/fixtures';

/**
 * A client turns push on in Mi Perfil and its reminders arrive, end to end: the real service worker, the real
 * server (its planner and reminder job, web-push's VAPID signing and encryption) and a real push service — the
 * web-push-testing server on loopback (tests/setup/push-test-server.ts), which checks the VAPID signature and
 * decrypts every message.
 *
 * Why PushManager.prototype.subscribe is replaced in the page: a browser subscribes at its vendor's push service
 * (Chromium: Google's FCM), which this machine cannot reach, and no browser lets a page choose another one. So the
 * page's subscribe() asks the local push service for a subscription with the same applicationServerKey and
 * returns it with what the app uses of a PushSubscription (endpoint, options, toJSON(), unsubscribe()). Everything
 * else is real: the permission (granted to the context), navigator.serviceWorker.ready with the built app's
 * service worker, the app's POST of the subscription, and every message the server sends to its endpoint.
 */

const test = base.extend<object, { pushService: PushTestServer }>({
  pushService: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const server = await startPushTestServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

// On a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** Replaces the page's PushManager.prototype.subscribe with one served by the local push service. */
async function subscribeThroughLocalPushService(page: Page, pushService: PushTestServer) {
  const made: TestPushSubscription[] = [];
  await page.exposeFunction('__subscribeAtLocalPushService', async (applicationServerKey: string) => {
    const subscription = await pushService.subscribe(applicationServerKey);
    made.push(subscription);
    return { endpoint: subscription.endpoint, keys: subscription.keys };
  });
  await page.addInitScript(() => {
    if (!('PushManager' in window)) return;
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      if (!key || typeof key === 'string') throw new Error('expected the key as bytes');
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer);
      const subscribe = (window as unknown as Record<string, (key: string) => Promise<PushSubscriptionJSON>>)
        .__subscribeAtLocalPushService;
      const json = await subscribe!(toBase64Url(bytes));
      return {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes.slice().buffer, userVisibleOnly: true },
        toJSON: () => ({ ...json, expirationTime: null }),
        getKey: () => null,
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    };
  });
  return made;
}

/** 'HH:MM' and 'yyyy-mm-dd' of an instant in the agency's (and the new client's) time zone. */
function localTimeAndDate(instant: Date) {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(instant);
  return { time, date };
}

/** One day with one story, scheduled at `date` `time` (its title is 'Historia 1'). */
function oneStoryCampaign(date: string, time: string): CampaignFile {
  const file = campaignFile(`Recordatorio E2E ${randomUUID().slice(0, 8)}`, { dayCount: 1 });
  const [day] = file.days;
  const [block] = day!.blocks;
  day!.date = date;
  day!.blocks = [{ ...block!, stories: [{ ...block!.stories[0]!, scheduled_time: time }] }];
  file.start_date = date;
  return file;
}

test('a client turns push on in Mi Perfil and its reminder arrives at the push service', async ({
  newClientPage: page,
  newClient,
  importCampaign,
  pushService,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['notifications'], { origin: baseURL });
  const subscriptions = await subscribeThroughLocalPushService(page, pushService);

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  const card = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Notificaciones' }) });
  await expect(card.getByText('Ningún dispositivo tiene los avisos activados.')).toBeVisible();
  const deviceSwitch = card.getByRole('switch', { name: 'Avisos en este dispositivo' });
  await expect(deviceSwitch).not.toBeChecked();

  await deviceSwitch.click();
  await expect(toast(page, 'Avisos activados en este dispositivo')).toBeVisible();
  await expect(deviceSwitch).toBeChecked();
  await expect(card.getByText('Avisos activados en 1 dispositivo.')).toBeVisible();
  expect(subscriptions).toHaveLength(1);
  const [subscription] = subscriptions;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const received = async () =>
    (await pushService.messages(subscription!)).map((text) => JSON.parse(text) as PushMessage);

  // The test notification, through the same sender.
  await card.getByRole('button', { name: 'Enviar una prueba' }).click();
  await expect(toast(page, 'Ha llegado a 1 dispositivo.')).toBeVisible();
  await expect.poll(async () => (await received()).length).toBe(1);

  // A real reminder: a story due in 2–3 minutes. Its reminder time (15 minutes before, the default) has passed
  // already, so the planner (every 2 s in the e2e server) queues it at once and the job sends it by push, as it
  // does after an outage, while the story is not yet due.
  const due = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
  const { time, date } = localTimeAndDate(due);
  await importCampaign(newClient, oneStoryCampaign(date, time));
  await expect
    .poll(async () => (await received()).map((message) => message.title), { timeout: 30_000 })
    .toContain(`A las ${time}: Historia 1`);
  const reminder = (await received()).find((message) => message.title === `A las ${time}: Historia 1`);
  // Its tap opens that story's card in «Publicar hoy».
  expect(reminder).toMatchObject({
    url: expect.stringMatching(/^\/dashboard\/today\?story=[0-9a-f-]{36}$/),
    body: expect.stringContaining('Historia 1'),
  });

  // The service worker shows such a message as a notification (its push handler, in Chromium).
  const worker = page
    .context()
    .serviceWorkers()
    .find((sw) => sw.url().endsWith('/sw.js'));
  expect(worker, 'the service worker is running').toBeTruthy();
  await worker!.evaluate((message) => {
    // The service worker's global scope (the project's TypeScript lib is the DOM's, not the WebWorker's).
    const scope = self as unknown as {
      PushEvent: new (type: string, init: { data: string }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(message) }));
  }, reminder!);
  const shown = (tag: string) =>
    worker!.evaluate(async (tag) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      const notifications = await scope.registration.getNotifications({ tag });
      return notifications.map(({ title, body, data }) => ({ title, body, data: data as unknown }));
    }, tag);
  await expect
    .poll(() => shown(reminder!.tag))
    .toEqual([{ title: reminder!.title, body: reminder!.body, data: { url: reminder!.url } }]);
});

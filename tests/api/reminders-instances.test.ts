import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { notificationDeliveries, pushSubscriptions } from '../../src/server/db/schema/notifications';
import { todayInTimeZone } from '../../src/shared/dates';
import { wallClockTime } from '../../src/shared/zoned-time';
import { createCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import {
  type PushTestServer,
  startPushTestServer,
  type TestPushSubscription,
} from '../setup/push-test-server';
import { type ServerProcess, startServerProcess } from '../setup/server-process';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

/**
 * Exactly once, for real: two server processes (`src/server/index.ts`) on one PostgreSQL database, each with its
 * planner and job runner, reminders falling due at the next minute for 24 clients, and one process killed with
 * SIGKILL as soon as the first reminder reaches the push service. Every subscription must get its reminder,
 * within 60 seconds of its time, as one notification: a worker killed after the push service took a message but
 * before its delivery row said so has its job retried, which sends the same message again with the same Topic
 * (the push service replaces an undelivered one) and the same tag (the device replaces the notification), so
 * what a phone shows is one notification per reminder. The log of each reminder is one row. PostgreSQL only: an
 * embedded PGlite database belongs to one process.
 */
const CLIENTS = 24;
const ZONE = 'Europe/Madrid';

let testDb: TestDatabase;
let push: PushTestServer;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  push = await startPushTestServer();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await push?.close();
  await testDb?.cleanup();
});

describe('reminders on two instances, one killed with SIGKILL while they fall due', () => {
  it('delivers every reminder once per subscription within 60 s of its time', {
    timeout: 180_000,
  }, async (ctx) => {
    const { database } = testDb;
    if (database.kind !== 'postgres') return ctx.skip();
    const db = database.db;
    const keys = webpush.generateVAPIDKeys();

    // The next minute boundary at least 20 s away: the reminders' time (due 15 minutes later, the default lead).
    const remindAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    const dueAt = new Date(remindAt.getTime() + 15 * 60_000);
    const subscriptions: TestPushSubscription[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = await createUser(db);
      await db
        .update(clients)
        .set({ timeZone: ZONE, digestEnabled: false })
        .where(eq(clients.id, user.clientId!));
      const campaign = await createCampaign(db, {
        clientId: user.clientId!,
        startDate: todayInTimeZone(ZONE, dueAt),
        days: 1,
        storiesPerDay: 1,
      });
      await db
        .update(stories)
        .set({ scheduledTime: wallClockTime(dueAt, ZONE) })
        .where(eq(stories.id, campaign.storyIds[0]!));
      const subscription = await push.subscribe(keys.publicKey);
      subscriptions.push(subscription);
      await db.insert(pushSubscriptions).values({
        userId: user.id,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
    }

    const url = (database.pool!.options.connectionString as string) ?? '';
    const env = {
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      WEB_PUSH_ALLOW_HTTP: 'true',
      OUTBOUND_ALLOW_HOSTS: 'localhost',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      REMINDER_TICK_SECONDS: '2',
      APP_TIMEZONE: ZONE,
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.push(a!, b!);

    // Kill A with SIGKILL the moment the first reminder has reached the push service.
    const received = () =>
      Promise.all(
        subscriptions.map(async (s) => (await push.messages(s)).map((m) => JSON.parse(m) as { tag: string })),
      );
    const counts = async () => (await received()).map((messages) => messages.length);
    while ((await counts()).every((n) => n === 0)) {
      expect(Date.now()).toBeLessThan(remindAt.getTime() + 60_000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    a!.child.kill('SIGKILL');
    await a!.exited;
    const killedAt = Date.now();

    // Everything arrives by 60 s after its time; then nothing more arrives for the rest of a lease.
    while ((await counts()).some((n) => n === 0) && Date.now() < remindAt.getTime() + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lastArrival = Date.now();
    const deadline = remindAt.getTime() + 60_000;
    expect(Date.now(), 'all reminders within 60 s of their time').toBeLessThanOrEqual(deadline + 250);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + 22_000 - Date.now())));
    const messages = await received();
    // One notification per reminder on each device: one tag, the same for every copy the push service took.
    expect(messages.map((m) => new Set(m.map((x) => x.tag)).size)).toEqual(subscriptions.map(() => 1));
    const resent = messages.filter((m) => m.length > 1).length;
    const ran = (server: ServerProcess) =>
      server.logs.filter((l) => l.msg === 'job succeeded' && l.jobType === 'reminders.send').length;
    console.info(
      `reminders: ${CLIENTS} due at ${remindAt.toISOString()}; A sent ${ran(a!)} before SIGKILL, B ${ran(b!)}; ` +
        `all in by +${lastArrival - remindAt.getTime()} ms; resent after the kill: ${resent}`,
    );
    expect(resent).toBeLessThanOrEqual(1); // only the one A may have been sending when it died

    const log = await db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, 'reminder'));
    expect(log).toHaveLength(CLIENTS);
    expect(log.every((row) => row.status === 'sent')).toBe(true);
  });
});

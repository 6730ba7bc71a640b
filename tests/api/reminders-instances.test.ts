import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
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
 * SIGKILL as soon as the first reminder reaches the push service. Every subscription must get its reminder, queued
 * for its time and sent no earlier, as one notification: a worker killed after the push service took a message but
 * before its delivery row said so has its job retried, which sends the same message again with the same Topic
 * (the push service replaces an undelivered one) and the same tag (the device replaces the notification), so
 * what a phone shows is one notification per reminder. The log of each reminder is one row. PostgreSQL only: an
 * embedded PGlite database belongs to one process.
 *
 * Nothing here is timed by the test: how soon after its time a reminder goes depends on the machine. What the code
 * promises is checked on the rows: the planner queues each job for the reminder's time (run_at, planned ahead
 * within PLAN_LOOKAHEAD_MS) and no delivery is sent before it; a dead worker's job is taken over after its 20-second
 * lease (tests/api/reminders.test.ts, on a fake clock).
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
  it('delivers every reminder once per subscription, queued for its time', {
    timeout: 600_000,
  }, async (ctx) => {
    const { database } = testDb;
    if (database.kind !== 'postgres') return ctx.skip();
    const db = database.db;
    const keys = webpush.generateVAPIDKeys();

    // Until both servers run, the stories are a week away (nothing to plan); their time is set once they do.
    const aWeekAway = todayInTimeZone(ZONE, new Date(Date.now() + 7 * 86_400_000));
    const subscriptions: TestPushSubscription[] = [];
    const storyIds: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const user = await createUser(db);
      await db
        .update(clients)
        .set({ timeZone: ZONE, digestEnabled: false })
        .where(eq(clients.id, user.clientId!));
      const campaign = await createCampaign(db, {
        clientId: user.clientId!,
        startDate: aWeekAway,
        days: 1,
        storiesPerDay: 1,
      });
      storyIds.push(campaign.storyIds[0]!);
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

    // The reminders' time, chosen now that both servers plan every 2 s (however long the setup took): the next
    // minute boundary at least 30 s away, so that the planners queue the jobs ahead of it. The stories are due
    // 15 minutes later (the default lead), all 24 moved there by one statement.
    const remindAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const dueAt = new Date(remindAt.getTime() + 15 * 60_000);
    await db
      .update(stories)
      .set({ scheduledDate: todayInTimeZone(ZONE, dueAt), scheduledTime: wallClockTime(dueAt, ZONE) })
      .where(inArray(stories.id, storyIds));

    // Kill A with SIGKILL the moment the first reminder has reached the push service.
    const received = () =>
      Promise.all(
        subscriptions.map(async (s) => (await push.messages(s)).map((m) => JSON.parse(m) as { tag: string })),
      );
    const counts = async () => (await received()).map((messages) => messages.length);
    await expect
      .poll(async () => (await counts()).some((n) => n > 0), { timeout: 300_000, interval: 10 })
      .toBe(true);
    a!.child.kill('SIGKILL');
    await a!.exited;

    // Every job done (B takes over what A held once its lease runs out): then nothing more can be sent.
    const reminderJobs = () =>
      db.select({ status: jobs.status, runAt: jobs.runAt }).from(jobs).where(eq(jobs.type, 'reminders.send'));
    await expect
      .poll(async () => (await reminderJobs()).map((job) => job.status), { timeout: 300_000, interval: 200 })
      .toEqual(subscriptions.map(() => 'succeeded'));
    // Each queued for the reminders' time: planned ahead of it, not when a late planner got to it.
    expect((await reminderJobs()).map((job) => job.runAt.toISOString())).toEqual(
      subscriptions.map(() => remindAt.toISOString()),
    );

    const messages = await received();
    // One notification per reminder on each device: one tag, the same for every copy the push service took.
    expect(messages.map((m) => new Set(m.map((x) => x.tag)).size)).toEqual(subscriptions.map(() => 1));
    const resent = messages.filter((m) => m.length > 1).length;
    const ran = (server: ServerProcess) =>
      server.logs.filter((l) => l.msg === 'job succeeded' && l.jobType === 'reminders.send').length;
    const log = await db
      .select({ status: notificationDeliveries.status, sentAt: notificationDeliveries.sentAt })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, 'reminder'));
    const lastSent = Math.max(...log.map((row) => row.sentAt?.getTime() ?? 0));
    console.info(
      `reminders: ${CLIENTS} due at ${remindAt.toISOString()}; A sent ${ran(a!)} before SIGKILL, B ${ran(b!)}; ` +
        `last sent at +${lastSent - remindAt.getTime()} ms; resent after the kill: ${resent}`,
    );
    expect(resent).toBeLessThanOrEqual(1); // only the one A may have been sending when it died

    expect(log).toHaveLength(CLIENTS);
    expect(log.map((row) => row.status)).toEqual(subscriptions.map(() => 'sent'));
    // None before its time (the database's clock, as the servers' runners read the same machine's).
    expect(log.filter((row) => row.sentAt!.getTime() < remindAt.getTime())).toEqual([]);
  });
});

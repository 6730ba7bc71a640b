import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createJobHandlers } from '../../../src/server/composition/job-handlers';
import { stories } from '../../../src/server/db/schema/campaigns';
import { clients } from '../../../src/server/db/schema/clients';
import { jobs } from '../../../src/server/db/schema/jobs';
import { type JobHandler, JobRunner } from '../../../src/server/jobs/job-runner';
import { planNotifications } from '../../../src/server/services/reminders/plan-notifications';
import type { PushMessage } from '../../../src/shared/notifications/push-message';
import { createCampaign } from '../../factories/campaigns';
import { createUser, type FactoryUser } from '../../factories/users';
import {
  type PushTestServer,
  startPushTestServer,
  type TestPushSubscription,
} from '../../setup/push-test-server';
import { createTestApp, type TestApp } from '../../setup/test-app';

/**
 * The setup the reminder tests share (tests/api/reminders.test.ts, tests/api/reminder-links.test.ts): the app on the
 * file's fake clock with Web Push to a local push service, a job runner, brands with stories at given local times,
 * their push subscriptions, and the push messages and e-mails they received.
 */

/** A queued e-mail's message. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A client with one campaign day and its stories, signed in. */
export interface Brand {
  user: FactoryUser;
  cookie: string;
  clientId: string;
  email: string;
  storyIds: string[];
  campaignId: string;
}

export interface ReminderApp {
  t: TestApp;
  push: PushTestServer;
  /** The runner that `planAndDrain` drains. */
  runner: JobRunner;
  db(): TestApp['database']['db'];
  /** A new client address for a sign-in (each sign-in from its own address: no rate limit between tests). */
  nextIp(): string;
  /** Another job runner on the same database and clock, with the app's job handlers unless given others. */
  newRunner(workerId: string, handlers?: Record<string, JobHandler>): JobRunner;
  /** One planner tick at `at` (the file's clock must already read `at`) and every job then due. */
  planAndDrain(at: Date): ReturnType<typeof planNotifications>;
  /** A client in `timeZone` with one campaign day on `date` and its stories at the given local times. */
  brand(options: {
    timeZone: string;
    date: string;
    times: string[];
    pushReminders?: boolean;
  }): Promise<Brand>;
  /** Subscribes a new device of the signed-in user to Web Push through the API. */
  subscribe(who: { cookie: string }): Promise<TestPushSubscription>;
  /** The push messages a device received, parsed. */
  received(subscription: TestPushSubscription): Promise<PushMessage[]>;
  /** The e-mails queued for an address (the mail jobs' messages), oldest first. */
  mailsTo(address: string): Promise<Mail[]>;
  close(): Promise<void>;
}

/** Starts the push service and the app on `now`; `ipPrefix` names the file's sign-in addresses ('10.61.0'). */
export async function startReminderApp({
  now,
  workerId,
  ipPrefix,
}: {
  now: () => Date;
  workerId: string;
  ipPrefix: string;
}): Promise<ReminderApp> {
  const push = await startPushTestServer();
  const t = await createTestApp({
    now,
    env: {
      WEB_PUSH_ALLOW_HTTP: 'true',
      OUTBOUND_ALLOW_HOSTS: 'localhost',
      AGENCY_ALERT_AFTER_MINUTES: '120',
    },
  });
  const db = () => t.database.db;
  let ip = 1;
  const nextIp = () => `${ipPrefix}.${ip++}`;
  const newRunner = (id: string, handlers?: Record<string, JobHandler>) => {
    const { env, logger } = t.deps;
    return new JobRunner({
      db: db(),
      logger,
      workerId: id,
      now,
      handlers: handlers ?? createJobHandlers({ db: db(), env, logger, now }),
    });
  };
  const runner = newRunner(workerId);

  const brand: ReminderApp['brand'] = async ({ timeZone, date, times, pushReminders }) => {
    const user = await createUser(db());
    const clientId = user.clientId!;
    const [client] = await db()
      .update(clients)
      .set(pushReminders === undefined ? { timeZone } : { timeZone, pushReminders })
      .where(eq(clients.id, clientId))
      .returning({ email: clients.email });
    const campaign = await createCampaign(db(), {
      clientId,
      startDate: date,
      days: 1,
      storiesPerDay: times.length,
    });
    for (const [i, time] of times.entries()) {
      await db().update(stories).set({ scheduledTime: time }).where(eq(stories.id, campaign.storyIds[i]!));
    }
    const cookie = (await t.signIn(user.email, user.password, nextIp())).cookie!;
    return {
      user,
      cookie,
      clientId,
      email: client!.email,
      storyIds: campaign.storyIds,
      campaignId: campaign.campaignId,
    };
  };

  const subscribe: ReminderApp['subscribe'] = async (who) => {
    const status = await t.request('/api/push', { cookie: who.cookie });
    const { publicKey } = (await status.json()) as { publicKey: string };
    const subscription = await push.subscribe(publicKey);
    const res = await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: who.cookie,
      json: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(res.status).toBe(201);
    return subscription;
  };

  const mailsTo: ReminderApp['mailsTo'] = async (address) => {
    const rows = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.type, 'mail.send'), sql`${jobs.payload}->'message'->>'to' = ${address}`))
      .orderBy(jobs.createdAt);
    return rows.map((row) => (row.payload as { message: Mail }).message);
  };

  return {
    t,
    push,
    runner,
    db,
    nextIp,
    newRunner,
    async planAndDrain(at) {
      const planned = await planNotifications({ db: db(), env: t.deps.env, now: at });
      await runner.drain();
      return planned;
    },
    brand,
    subscribe,
    received: async (subscription) =>
      (await push.messages(subscription)).map((text) => JSON.parse(text) as PushMessage),
    mailsTo,
    async close() {
      await t.cleanup();
      await push.close();
    },
  };
}

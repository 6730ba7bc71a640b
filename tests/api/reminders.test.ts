import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { notificationDeliveries, pushSubscriptions } from '../../src/server/db/schema/notifications';
import type { JobHandler, JobRunner } from '../../src/server/jobs/job-runner';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import { createCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import type { PushTestServer, TestPushSubscription } from '../setup/push-test-server';
import { createTestApp, type TestApp } from '../setup/test-app';
import { type ReminderApp, startReminderApp } from './support/reminder-app';

let clock = new Date('2026-11-25T10:00:00Z');
const now = () => clock;
let app: ReminderApp;
let t: TestApp;
let push: PushTestServer;
let runner: JobRunner;

beforeAll(async () => {
  app = await startReminderApp({ now, workerId: 'runner-a', ipPrefix: '10.61.0' });
  ({ t, push, runner } = app);
});
afterAll(() => app.close());

const db = () => t.database.db;
const newRunner = (workerId: string, handlers?: Record<string, JobHandler>) =>
  app.newRunner(workerId, handlers);

/** A client in `timeZone` with one campaign day on `date` and its stories at the given local times. */
const brand = (timeZone: string, date: string, times: string[]) => app.brand({ timeZone, date, times });
const subscribe = (who: { cookie: string }) => app.subscribe(who);

/** One planner tick and every job then due, at `at`. */
async function tickAt(at: string) {
  clock = new Date(at);
  return app.planAndDrain(clock);
}

const received = (subscription: TestPushSubscription) => app.received(subscription);
const mailsTo = (address: string) => app.mailsTo(address);

const deliveriesOf = (clientId: string) =>
  db()
    .select({
      storyId: notificationDeliveries.storyId,
      kind: notificationDeliveries.kind,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      detail: notificationDeliveries.detail,
    })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.clientId, clientId))
    .orderBy(notificationDeliveries.channel, notificationDeliveries.storyId);

describe('reminder settings (Mi Perfil › Notificaciones)', () => {
  it('has the documented defaults and the client changes them', async () => {
    const who = await brand('America/Mexico_City', '2026-12-20', ['10:00']);
    const read = await t.request('/api/client/notifications', { cookie: who.cookie });
    expect(await read.json()).toEqual({
      settings: {
        reminderMinutes: 15,
        pushReminders: true,
        emailReminders: true,
        digestEnabled: true,
        digestTime: '08:00',
      },
      timeZone: 'America/Mexico_City',
    });
    const settings = {
      reminderMinutes: 60,
      pushReminders: false,
      emailReminders: true,
      digestEnabled: false,
      digestTime: '07:30',
    };
    const saved = await t.request('/api/client/notifications', {
      method: 'PUT',
      cookie: who.cookie,
      json: settings,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { settings: unknown }).settings).toEqual(settings);
  });

  it('refuses a lead time over 4 hours and a malformed time with Spanish messages, changing nothing', async () => {
    const who = await brand('Europe/Madrid', '2026-12-20', ['10:00']);
    const base = {
      reminderMinutes: 15,
      pushReminders: true,
      emailReminders: true,
      digestEnabled: true,
      digestTime: '08:00',
    };
    for (const [body, message] of [
      [{ ...base, reminderMinutes: 241 }, 'Elige entre 0 y 240 minutos'],
      [{ ...base, digestTime: '8:00' }, 'Indica una hora con el formato HH:MM'],
      [{ ...base, digestTime: '24:00' }, 'Indica una hora con el formato HH:MM'],
    ] as const) {
      const res = await t.request('/api/client/notifications', {
        method: 'PUT',
        cookie: who.cookie,
        json: body,
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const read = await t.request('/api/client/notifications', { cookie: who.cookie });
    expect(((await read.json()) as { settings: unknown }).settings).toEqual(base);
  });

  it('is the client’s own: 401 signed out, 403 for an admin', async () => {
    expect((await t.request('/api/client/notifications')).status).toBe(401);
    const admin = await createUser(db(), { role: 'admin' });
    const cookie = (await t.signIn(admin.email, admin.password, app.nextIp())).cookie!;
    expect((await t.request('/api/client/notifications', { cookie })).status).toBe(403);
  });
});

describe('push subscriptions', () => {
  it('a test notification reaches every device of the user through the push service', async () => {
    const who = await brand('Europe/Madrid', '2026-12-21', ['10:00']);
    const none = await t.request('/api/push/test', { method: 'POST', cookie: who.cookie });
    expect(await none.json()).toEqual({ delivered: 0, failed: 0 });
    const phone = await subscribe(who);
    const laptop = await subscribe(who);
    const res = await t.request('/api/push/test', { method: 'POST', cookie: who.cookie });
    expect(await res.json()).toEqual({ delivered: 2, failed: 0 });
    expect((await received(phone)).map((m) => m.title)).toEqual(['Notificaciones activadas']);
    expect(await received(laptop)).toHaveLength(1);
    const status = await t.request('/api/push', { cookie: who.cookie });
    expect(((await status.json()) as { devices: unknown[] }).devices).toHaveLength(2);
  });

  it('a browser that another user signs in on moves to that user; only the owner can remove it', async () => {
    const first = await brand('Europe/Madrid', '2026-12-21', ['10:00']);
    const second = await brand('Europe/Madrid', '2026-12-21', ['10:00']);
    const browser = await subscribe(first);
    const again = await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: second.cookie,
      json: { endpoint: browser.endpoint, keys: browser.keys },
    });
    expect(again.status).toBe(201);
    const owners = await db()
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(owners).toEqual([{ userId: second.user.id }]);
    const notMine = await t.request('/api/push/subscriptions', {
      method: 'DELETE',
      cookie: first.cookie,
      json: { endpoint: browser.endpoint },
    });
    expect(notMine.status).toBe(200);
    expect(await notMine.json()).toEqual({ removed: false });
    const mine = await t.request('/api/push/subscriptions', {
      method: 'DELETE',
      cookie: second.cookie,
      json: { endpoint: browser.endpoint },
    });
    expect(await mine.json()).toEqual({ removed: true });
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
    ).toEqual([]);
  });

  it('refuses malformed keys and, unless allowed, a plain-http endpoint', async () => {
    const who = await brand('Europe/Madrid', '2026-12-21', ['10:00']);
    const bad = await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: who.cookie,
      json: { endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(bad.status).toBe(400);
    const strict = await createTestApp({ database: t.database });
    try {
      const cookie = (await strict.signIn(who.user.email, who.user.password, app.nextIp())).cookie!;
      const subscription = await push.subscribe(
        (await (await strict.request('/api/push', { cookie })).json()).publicKey,
      );
      const res = await strict.request('/api/push/subscriptions', {
        method: 'POST',
        cookie,
        json: { endpoint: subscription.endpoint, keys: subscription.keys },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('La suscripción de notificaciones no es válida');
    } finally {
      await strict.cleanup();
    }
  });
});

describe('reminders before a story is due', () => {
  it('one push per due instant, 15 minutes before, grouping the stories due together, sent once', async () => {
    // Madrid in November is UTC+1: 18:30 local is 17:30Z, the reminder 17:15Z.
    const who = await brand('Europe/Madrid', '2026-11-25', ['18:30', '18:30', '20:00']);
    const phone = await subscribe(who);
    await tickAt('2026-11-25T17:13:00Z');
    expect(await received(phone)).toEqual([]);
    await tickAt('2026-11-25T17:14:30Z'); // planned for 17:15, not yet due
    expect(await received(phone)).toEqual([]);
    await tickAt('2026-11-25T17:15:00Z');
    const [message, ...more] = await received(phone);
    expect(more).toEqual([]);
    // A tap opens the first story's card in 'Publicar hoy'.
    expect(message).toMatchObject({
      title: 'A las 18:30: 2 historias',
      url: `/dashboard/today?story=${who.storyIds[0]}`,
    });
    expect(message!.body).toContain('Historia 1, Historia 2');
    await tickAt('2026-11-25T17:16:00Z');
    await tickAt('2026-11-25T17:29:00Z');
    expect(await received(phone)).toHaveLength(1);
    expect(await deliveriesOf(who.clientId)).toEqual(
      [who.storyIds[0], who.storyIds[1]].sort().map((storyId) => ({
        storyId,
        kind: 'reminder',
        channel: 'push',
        status: 'sent',
        detail: '1 dispositivo',
      })),
    );
    await tickAt('2026-11-25T18:45:00Z'); // 20:00 − 15 min
    expect((await received(phone)).map((m) => m.title)).toEqual([
      'A las 18:30: 2 historias',
      'A las 20:00: Historia 3',
    ]);
    expect(await mailsTo(who.email)).toEqual([]);
  });

  it('follows the client’s lead time, and sends nothing for a channel turned off', async () => {
    const who = await brand('America/Argentina/Buenos_Aires', '2026-11-26', ['12:00']); // 15:00Z
    const phone = await subscribe(who);
    const settings = {
      reminderMinutes: 60,
      pushReminders: true,
      emailReminders: false,
      digestEnabled: false,
      digestTime: '08:00',
    };
    await t.request('/api/client/notifications', { method: 'PUT', cookie: who.cookie, json: settings });
    await tickAt('2026-11-26T13:59:00Z');
    await tickAt('2026-11-26T14:00:00Z');
    expect((await received(phone)).map((m) => m.title)).toEqual(['A las 12:00: Historia 1']);

    const quiet = await brand('America/Argentina/Buenos_Aires', '2026-11-26', ['13:00']);
    const quietPhone = await subscribe(quiet);
    await t.request('/api/client/notifications', {
      method: 'PUT',
      cookie: quiet.cookie,
      json: { ...settings, reminderMinutes: 15, pushReminders: false, emailReminders: false },
    });
    await tickAt('2026-11-26T15:45:00Z');
    expect(await received(quietPhone)).toEqual([]);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await deliveriesOf(quiet.clientId)).toEqual([]);
  });

  it('publishing, pausing the campaign or deactivating the client before the time cancels the reminder', async () => {
    const posted = await brand('Europe/Madrid', '2026-11-27', ['10:00']);
    const paused = await brand('Europe/Madrid', '2026-11-27', ['10:00']);
    const inactive = await brand('Europe/Madrid', '2026-11-27', ['10:00']);
    const phones = await Promise.all([posted, paused, inactive].map(subscribe));
    await tickAt('2026-11-27T08:44:30Z'); // all three planned for 08:45Z
    const mark = await t.request(`/api/stories/${posted.storyIds[0]}/posted`, {
      method: 'PATCH',
      cookie: posted.cookie,
      json: { isPosted: true },
    });
    expect(mark.status).toBe(200);
    await db().execute(sql`update campaigns set status = 'paused' where id = ${paused.campaignId}`);
    await db().update(clients).set({ status: 'inactive' }).where(eq(clients.id, inactive.clientId));
    await tickAt('2026-11-27T08:45:00Z');
    for (const phone of phones) expect(await received(phone)).toEqual([]);
    for (const who of [posted, paused, inactive]) {
      expect((await deliveriesOf(who.clientId)).filter((d) => d.kind === 'reminder')).toEqual([]);
    }
  });

  it('a story whose time changes, or whose campaign is deleted, after planning gets no reminder at the old time', async () => {
    const moved = await brand('Europe/Madrid', '2026-11-29', ['10:00', '10:00']); // 09:00Z
    const deleted = await brand('Europe/Madrid', '2026-11-29', ['10:00']);
    const [movedPhone, deletedPhone] = await Promise.all([subscribe(moved), subscribe(deleted)]);
    await tickAt('2026-11-29T08:44:30Z'); // planned for 08:45Z
    await db().update(stories).set({ scheduledTime: '11:00' }).where(eq(stories.id, moved.storyIds[1]!));
    await db().execute(sql`delete from campaigns where id = ${deleted.campaignId}`);
    await tickAt('2026-11-29T08:45:00Z');
    expect((await received(movedPhone)).map((m) => m.title)).toEqual(['A las 10:00: Historia 1']);
    expect(await received(deletedPhone)).toEqual([]);
    await tickAt('2026-11-29T09:45:00Z'); // 11:00 − 15 min
    expect((await received(movedPhone)).map((m) => m.title)).toEqual([
      'A las 10:00: Historia 1',
      'A las 11:00: Historia 2',
    ]);
  });

  it('a change of time zone moves the reminder to the new due instant', async () => {
    const who = await brand('Europe/Madrid', '2026-11-28', ['18:30']); // 17:30Z in Madrid
    const phone = await subscribe(who);
    await tickAt('2026-11-28T17:14:30Z');
    await db().update(clients).set({ timeZone: 'America/Mexico_City' }).where(eq(clients.id, who.clientId));
    await tickAt('2026-11-28T17:15:00Z');
    expect(await received(phone)).toEqual([]);
    await tickAt('2026-11-29T00:15:00Z'); // 18:30 in Mexico City (UTC−6) − 15 min
    expect((await received(phone)).map((m) => m.title)).toEqual(['A las 18:30: Historia 1']);
  });

  it('a push the service refuses as expired removes the device and falls back to e-mail', async () => {
    const who = await brand('Europe/Madrid', '2026-11-30', ['12:00']);
    const phone = await subscribe(who);
    await push.expire(phone);
    await tickAt('2026-11-30T10:45:00Z');
    const devices = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, who.user.id));
    expect(devices).toEqual([]);
    expect(await deliveriesOf(who.clientId)).toEqual([
      { storyId: who.storyIds[0], kind: 'reminder', channel: 'email', status: 'sent', detail: null },
      {
        storyId: who.storyIds[0],
        kind: 'reminder',
        channel: 'push',
        status: 'failed',
        detail: 'Suscripción caducada',
      },
    ]);
    const [mail, ...more] = await mailsTo(who.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Recordatorio: una historia a las 12:00/);
    expect(mail!.text).toContain('http://localhost:3000/dashboard/today');
  });

  it('without a device, the reminder goes by e-mail', async () => {
    const who = await brand('America/Mexico_City', '2026-11-30', ['09:00']); // 15:00Z
    await tickAt('2026-11-30T14:45:00Z');
    const reminders = (await mailsTo(who.email)).filter((m) => m.subject.startsWith('Recordatorio'));
    expect(reminders.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Recordatorio: una historia a las 09:00/),
    ]);
  });
});

describe('exactly once', () => {
  it('two instances planning and running at once send each reminder once', async () => {
    const brands = await Promise.all(
      Array.from({ length: 6 }, () => brand('Europe/Madrid', '2026-12-02', ['11:00', '11:00', '12:00'])),
    );
    const phones = await Promise.all(brands.map(subscribe));
    const second = newRunner('runner-b');
    for (const at of ['2026-12-02T09:45:00Z', '2026-12-02T10:45:00Z']) {
      clock = new Date(at);
      await Promise.all([
        planNotifications({ db: db(), env: t.deps.env, now: clock }),
        planNotifications({ db: db(), env: t.deps.env, now: clock }),
      ]);
      await Promise.all([runner.drain(), second.drain()]);
    }
    for (const phone of phones) {
      expect((await received(phone)).map((m) => m.title)).toEqual([
        'A las 11:00: 2 historias',
        'A las 12:00: Historia 3',
      ]);
    }
  });

  it('a worker that dies holding a reminder is replaced within its 20-second lease', async () => {
    const who = await brand('Europe/Madrid', '2026-12-03', ['11:00']);
    const phone = await subscribe(who);
    // Plans the reminder for 09:45 and runs everything else due (the morning e-mails), so that the only job due
    // at 09:45 is the reminder.
    await tickAt('2026-12-03T09:44:00Z');
    clock = new Date('2026-12-03T09:45:00Z');
    // Runner "dead" claims the job and never finishes it (its process is gone).
    const { env, logger } = t.deps;
    const real = createJobHandlers({ db: db(), env, logger, now });
    const hanging: Record<string, JobHandler> = {
      ...real,
      'reminders.send': { ...real['reminders.send']!, run: () => new Promise<void>(() => {}) },
    };
    void newRunner('runner-dead', hanging).runOne();
    // Its claim is made when it holds the job, however long the claim takes on a busy machine.
    await expect
      .poll(
        async () =>
          db()
            .select({ status: jobs.status, lockedBy: jobs.lockedBy })
            .from(jobs)
            .where(and(eq(jobs.type, 'reminders.send'), sql`${jobs.payload}->>'clientId' = ${who.clientId}`)),
        { timeout: 20_000 },
      )
      .toEqual([{ status: 'running', lockedBy: 'runner-dead' }]);
    clock = new Date('2026-12-03T09:45:15Z');
    await runner.drain();
    expect(await received(phone)).toEqual([]);
    clock = new Date('2026-12-03T09:45:21Z');
    await runner.drain();
    expect((await received(phone)).map((m) => m.title)).toEqual(['A las 11:00: Historia 1']);
  });
});

describe('the morning e-mail at the client’s local time', () => {
  it('goes at 08:00 local on both sides of the spring daylight-saving change, once a day', async () => {
    const who = await brand('Europe/Madrid', '2026-03-28', ['09:30']);
    await createCampaign(db(), {
      clientId: who.clientId,
      startDate: '2026-03-29',
      days: 1,
      storiesPerDay: 2,
    });
    await tickAt('2026-03-28T06:59:00Z'); // 07:59 CET
    expect(await mailsTo(who.email)).toEqual([]);
    await tickAt('2026-03-28T07:00:00Z'); // 08:00 CET
    await tickAt('2026-03-28T07:30:00Z');
    await tickAt('2026-03-29T05:59:00Z'); // 07:59 CEST
    expect((await mailsTo(who.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Hoy: una historia para publicar/),
    ]);
    await tickAt('2026-03-29T06:00:00Z'); // 08:00 CEST
    const mails = await mailsTo(who.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Hoy: una historia para publicar/),
      expect.stringMatching(/^Hoy: 2 historias para publicar/),
    ]);
    expect(mails[1]!.text).toContain('domingo, 29 de marzo de 2026');
    expect(mails[1]!.text).toContain('09:30 (hora de Madrid) · Historia 2\nCampaña de prueba · Día 1');
  });

  it('goes at each client’s own 08:00: Mexico City and Buenos Aires', async () => {
    const mexico = await brand('America/Mexico_City', '2026-12-05', ['10:00']); // 08:00 = 14:00Z
    const buenosAires = await brand('America/Argentina/Buenos_Aires', '2026-12-05', ['10:00']); // 08:00 = 11:00Z
    await tickAt('2026-12-05T10:59:00Z');
    expect(await mailsTo(buenosAires.email)).toEqual([]);
    await tickAt('2026-12-05T11:00:00Z');
    expect(await mailsTo(buenosAires.email)).toHaveLength(1);
    expect(await mailsTo(mexico.email)).toEqual([]);
    await tickAt('2026-12-05T14:00:00Z');
    expect(await mailsTo(mexico.email)).toHaveLength(1);
  });
});

describe('the agency alert', () => {
  it('e-mails the admins once per client and day when a story is 2 hours overdue', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const who = await brand('Europe/Madrid', '2026-12-07', ['10:00', '12:00']); // 09:00Z and 11:00Z
    await tickAt('2026-12-07T10:59:00Z');
    expect(await mailsTo(admin.email)).toEqual([]);
    await tickAt('2026-12-07T11:00:00Z');
    const [alert] = await mailsTo(admin.email);
    expect(alert!.subject).toMatch(/: una historia sin publicar hoy$/);
    expect(alert!.text).toContain('10:00 (hora de Madrid) · Campaña de prueba · Día 1 · Historia 1');
    await tickAt('2026-12-07T13:00:00Z'); // the 12:00 story is now 2 hours late too: same day, no second alert
    expect(await mailsTo(admin.email)).toHaveLength(1);
    expect((await deliveriesOf(who.clientId)).filter((d) => d.kind === 'agency_alert')).toHaveLength(1);
  });

  it('says nothing when the story was published before the threshold', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const who = await brand('Europe/Madrid', '2026-12-08', ['10:00']);
    await t.request(`/api/stories/${who.storyIds[0]}/posted`, {
      method: 'PATCH',
      cookie: who.cookie,
      json: { isPosted: true },
    });
    await tickAt('2026-12-08T11:30:00Z');
    expect(await mailsTo(admin.email)).toEqual([]);
  });
});

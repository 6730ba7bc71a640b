/**
 * «Apunta los resultados de la historia N antes de que caduquen» (issue 31 §3): 20 h after a published story's time
 * in the client's zone, by push (e-mail when push is off or reaches no device), through the reminder engine and its
 * exactly-once delivery log; never for a story with numbers, an unpublished one, or after the 24 h.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { stories } from '../../src/server/db/schema/campaigns';
import { notificationDeliveries } from '../../src/server/db/schema/notifications';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import { createSecondInstance } from '../setup/second-instance';
import { type Brand, type ReminderApp, startReminderApp } from './support/reminder-app';

let clock = new Date('2026-11-25T10:00:00Z');
const now = () => clock;
let app: ReminderApp;

beforeAll(async () => {
  app = await startReminderApp({ now, workerId: 'results-a', ipPrefix: '10.191.0' });
});
afterAll(() => app.close());

const db = () => app.db();
async function tickAt(at: string) {
  clock = new Date(at);
  return app.planAndDrain(clock);
}
async function publish(who: Brand, indexes: number[]) {
  await db()
    .update(stories)
    .set({ isPosted: true, postedAt: clock })
    .where(
      inArray(
        stories.id,
        indexes.map((i) => who.storyIds[i]!),
      ),
    );
}
const resultsDeliveries = (clientId: string) =>
  db()
    .select({
      storyId: notificationDeliveries.storyId,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
    })
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.clientId, clientId), eq(notificationDeliveries.kind, 'results_reminder')),
    );
const resultsMails = async (who: Brand) =>
  (await app.mailsTo(who.email)).filter((mail) => mail.subject.startsWith('Apunta los resultados'));

describe('the results reminder, 20 h after a published story’s time', () => {
  it('pushes once at +20 h in the client’s zone, opening the story’s results form', async () => {
    // 18:30 in Madrid on 1 December is 17:30Z; +20 h is 13:30Z on the 2nd.
    const who = await app.brand({ timeZone: 'Europe/Madrid', date: '2026-12-01', times: ['18:30', '19:00'] });
    const phone = await app.subscribe(who);
    clock = new Date('2026-12-01T17:35:00Z');
    await publish(who, [0, 1]);
    await tickAt('2026-12-02T13:28:00Z');
    expect((await app.received(phone)).filter((m) => m.title.startsWith('Apunta'))).toEqual([]);
    await tickAt('2026-12-02T13:30:00Z');
    const messages = (await app.received(phone)).filter((m) => m.title.startsWith('Apunta'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      title: 'Apunta los resultados de la historia 1 antes de que caduquen',
      url: `/dashboard/results/${who.storyIds[0]}`,
    });
    // Story 2 (19:00) comes half an hour later; nothing is sent twice.
    await tickAt('2026-12-02T14:00:00Z');
    await tickAt('2026-12-02T14:30:00Z');
    expect(
      (await app.received(phone)).filter((m) => m.title.startsWith('Apunta')).map((m) => m.title),
    ).toEqual([
      'Apunta los resultados de la historia 1 antes de que caduquen',
      'Apunta los resultados de la historia 2 antes de que caduquen',
    ]);
    expect((await resultsDeliveries(who.clientId)).map((d) => d.status)).toEqual(['sent', 'sent']);
  });

  it('e-mails the form’s link when push is off, and skips stories with numbers or not published', async () => {
    // 10:00 in Mexico City on 3 December is 16:00Z; +20 h is 12:00Z on the 4th.
    const who = await app.brand({
      timeZone: 'America/Mexico_City',
      date: '2026-12-03',
      times: ['10:00', '10:00', '10:00'],
      pushReminders: false,
    });
    clock = new Date('2026-12-03T16:10:00Z');
    await publish(who, [0, 1]);
    const saved = await app.t.request(`/api/stories/${who.storyIds[1]}/results`, {
      method: 'PUT',
      cookie: who.cookie,
      json: { reach: 300 },
    });
    expect(saved.status).toBe(200);
    await tickAt('2026-12-04T12:00:00Z');
    const mails = await resultsMails(who);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Apunta los resultados de la historia 1 antes de que caduquen \(/),
    ]);
    expect(mails[0]!.text).toContain(`/dashboard/results/${who.storyIds[0]}`);
    expect(mails[0]!.text).not.toContain(who.storyIds[1]);
    expect(mails[0]!.text).not.toContain(who.storyIds[2]);
    await tickAt('2026-12-04T12:30:00Z');
    expect(await resultsMails(who)).toHaveLength(1);
  });

  it('sends nothing once the story is 24 h old, nor when the numbers arrive before its time', async () => {
    const late = await app.brand({ timeZone: 'Europe/Madrid', date: '2026-12-05', times: ['09:00'] });
    const early = await app.brand({ timeZone: 'Europe/Madrid', date: '2026-12-05', times: ['09:00'] });
    clock = new Date('2026-12-05T08:05:00Z');
    await publish(late, [0]);
    await publish(early, [0]);
    await app.t.request(`/api/stories/${early.storyIds[0]}/results`, {
      method: 'PUT',
      cookie: early.cookie,
      json: { reach: 12 },
    });
    // The planner was down from before +20 h (04:00Z on the 6th) until after +24 h (08:00Z).
    await tickAt('2026-12-06T08:01:00Z');
    expect(await resultsMails(late)).toEqual([]);
    await tickAt('2026-12-06T04:00:00Z');
    expect(await resultsMails(early)).toEqual([]);
  });

  it('two instances planning and running at once send each once', async () => {
    const brands = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.brand({
          timeZone: 'Europe/Madrid',
          date: '2026-12-07',
          times: ['11:00', '11:00'],
          pushReminders: false,
        }),
      ),
    );
    clock = new Date('2026-12-07T10:05:00Z');
    for (const who of brands) await publish(who, [0, 1]);
    const second = await createSecondInstance(app.t, { now });
    try {
      const { env, logger } = second.app.deps;
      const db2 = second.app.database.db;
      const runner2 = new JobRunner({
        db: db2,
        logger,
        workerId: 'results-b',
        now,
        handlers: createJobHandlers({ db: db2, env, logger, now }),
      });
      for (const at of ['2026-12-08T09:59:30Z', '2026-12-08T10:00:00Z', '2026-12-08T10:00:30Z']) {
        clock = new Date(at);
        await Promise.all([
          planNotifications({ db: db(), env: app.t.deps.env, now: clock }),
          planNotifications({ db: db2, env, now: clock }),
        ]);
        await Promise.all([app.runner.drain(), runner2.drain()]);
      }
    } finally {
      await second.close();
    }
    for (const who of brands) {
      expect((await resultsMails(who)).map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Apunta los resultados de 2 historias antes de que caduquen/),
      ]);
      expect(await resultsDeliveries(who.clientId)).toHaveLength(2);
    }
  });
});
